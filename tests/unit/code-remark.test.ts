/**
 * The code-sample remark plugin on fixtures (tests/unit/fixtures/code-samples): a readable snapshot of
 * what each fence becomes, plus pointed asserts, and a `file:line` build error for each malformed fence.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { Root, RootContent } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import remarkCodeSamples, {
  COMPONENT,
  COMPONENT_MODULE,
} from '@site/src/build-time/code-samples/remark-plugin';

const dir = path.join(__dirname, 'fixtures', 'code-samples');
const FIXTURES = [
  'samples.md',
  'existing-import.mdx',
  'no-code.md',
  'error-orphan-variant.md',
  'error-unknown-meta.md',
  'error-cannot-convert.md',
  'error-nojs-and-variant.md',
  'error-variant-language.md',
  'error-empty-js.md',
  'error-nojs-bash.md',
];

/** unified/remark are ESM-only: parse every fixture once, in a child Node process. */
const trees: Record<string, Root> = JSON.parse(
  execFileSync(
    process.execPath,
    [path.join(dir, 'parse-mdx.mjs'), ...FIXTURES.map((f) => path.join(dir, f))],
    {
      encoding: 'utf8',
    },
  ),
);

async function transform(fixture: string): Promise<Root> {
  const file = path.join(dir, fixture);
  const tree = trees[file];
  if (!tree) throw new Error(`fixture ${fixture} was not parsed`);
  await remarkCodeSamples()(tree, { path: file });
  return tree;
}

function samples(node: Root | RootContent): MdxJsxFlowElement[] {
  if (node.type === 'mdxJsxFlowElement' && node.name === COMPONENT) return [node];
  return 'children' in node ? node.children.flatMap((child) => samples(child as RootContent)) : [];
}

/** The text a reader sees in highlighted HTML: tags dropped, entities decoded, last line break too. */
function textOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\n$/, '');
}

/** The element's attributes, plus `code` and `js`: the text of its highlighted variants. */
function props(element: MdxJsxFlowElement): Record<string, string> {
  const attributes: Record<string, string> = Object.fromEntries(
    element.attributes.map((a) => {
      if (a.type !== 'mdxJsxAttribute' || typeof a.value !== 'object' || !a.value)
        throw new Error('bad attribute');
      return [a.name, JSON.parse(a.value.value) as string];
    }),
  );
  const { codeHtml, jsHtml } = attributes;
  return {
    ...attributes,
    ...(codeHtml !== undefined && { code: textOf(codeHtml) }),
    ...(jsHtml !== undefined && { js: textOf(jsHtml) }),
  };
}

/** A readable rendering of the transformed tree: imports, then each sample with its variants. */
function readable(tree: Root): string {
  const imports = tree.children.filter((n) => n.type === 'mdxjsEsm').map((n) => n.value);
  const blocks = samples(tree).map((element) => {
    const { language, title, code, js } = props(element);
    const head = `<${COMPONENT} language=${language}${title ? ` title=${title}` : ''}>`;
    return [head, `--- ${language} ---`, code, ...(js !== undefined ? ['--- js ---', js] : [])].join('\n');
  });
  return [...imports, ...blocks].join('\n\n');
}

describe('remark-code-samples on samples.md', () => {
  let tree: Root;
  beforeAll(async () => {
    tree = await transform('samples.md');
  });

  it('matches the readable snapshot', () => {
    expect(readable(tree)).toMatchSnapshot();
  });

  it('turns every fence into a CodeSample and leaves no code node', () => {
    expect(samples(tree)).toHaveLength(8);
    const remaining = JSON.stringify(tree).match(/"type":"code"/g);
    expect(remaining).toBeNull();
  });

  it('injects the import once, first', () => {
    const imports = tree.children.filter((n) => n.type === 'mdxjsEsm');
    expect(imports).toHaveLength(1);
    expect(tree.children[0]).toMatchObject({ type: 'mdxjsEsm' });
    expect((tree.children[0] as { value: string }).value).toContain(COMPONENT_MODULE);
  });

  it('generates JavaScript for a TypeScript sample, with @Bind and no types', () => {
    const [first] = samples(tree).map(props);
    expect(first).toMatchObject({ language: 'ts', title: 'cats.controller.ts' });
    expect(first?.js).toContain("@Bind(Param('id'))");
    expect(first?.js).toContain('findOne(id) {');
    expect(first?.js).not.toContain(': string');
  });

  it('uses a hand-written js variant instead of the generated one, and removes its fence', () => {
    const [, second] = samples(tree).map(props);
    expect(second?.title).toBe('cats.service.ts');
    expect(second?.js).toContain('// written by hand');
  });

  it('gives a nojs sample no JavaScript, and other languages only their code', () => {
    const [, , nojs, bash, json, plain] = samples(tree).map(props);
    expect(nojs).not.toHaveProperty('js');
    expect(nojs).not.toHaveProperty('jsHtml');
    expect(bash).toMatchObject({ language: 'bash', code: 'npm i --save @nestjs/config' });
    expect(bash).not.toHaveProperty('js');
    expect(bash?.codeHtml).toContain('<span class=f>npm</span>');
    expect(json).toMatchObject({ language: 'json', title: 'package.json' });
    expect(plain).toMatchObject({ language: 'text', code: 'plain text' });
  });

  it('reaches fences nested in list items and JSX', () => {
    const [listItem, jsx] = samples(tree).slice(6).map(props);
    expect(listItem?.js).toBe('const port = 3000;');
    expect(jsx?.js).toBe('export const answer = 42;');
  });
});

describe('remark-code-samples: imports', () => {
  it('does not inject the import again when the file has it', async () => {
    const tree = await transform('existing-import.mdx');
    expect(tree.children.filter((n) => n.type === 'mdxjsEsm')).toHaveLength(1);
    expect(samples(tree)).toHaveLength(1);
  });

  it('leaves a file without fences untouched', async () => {
    const tree = await transform('no-code.md');
    expect(tree.children.some((n) => n.type === 'mdxjsEsm')).toBe(false);
  });
});

describe('remark-code-samples: a malformed fence fails the build with file:line', () => {
  it.each([
    ['error-orphan-variant.md', 5, /`variant` fence must come right after a TypeScript fence/],
    ['error-unknown-meta.md', 3, /unknown code fence meta `showLineNumbers`/],
    ['error-cannot-convert.md', 10, /cannot tell what to inject.*```js variant/],
    ['error-nojs-and-variant.md', 3, /marked `nojs` but a ```js variant/],
    ['error-variant-language.md', 7, /write it as ```js variant/],
    ['error-empty-js.md', 3, /mark it `nojs`/],
    ['error-nojs-bash.md', 3, /only for TypeScript fences/],
  ])('%s → line %d', async (fixture, line, message) => {
    const error = await transform(fixture).then(
      () => undefined,
      (e: unknown) => e as Error,
    );
    expect(error?.message).toMatch(message);
    expect(error?.message.startsWith(`${path.join(dir, fixture)}:${line}:`)).toBe(true);
  });
});
