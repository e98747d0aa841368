/**
 * Remark plugin: the authoring syntax of code samples (shared/guides/CONTENT.md).
 *
 * - ```` ```ts title="cats.controller.ts" ```` → `<CodeSample language="ts" title codeHtml jsHtml />`,
 *   where the JavaScript is generated from the TypeScript at build time
 *   (`src/build-time/code-samples/ts-to-js`) and both variants come highlighted
 *   (`src/build-time/code-samples/highlight`): the browser runs no highlighter, and the copy button reads the
 *   text of the variant shown, so the code is shipped once;
 * - ```` ```js variant ```` right after a TypeScript fence → replaces the generated JavaScript;
 * - `nojs` in the meta → no JavaScript variant;
 * - every other fence → `<CodeSample language code title? />` (highlighting and a copy button).
 * A malformed fence fails the build with `file:line:column` and what to do. The import of CodeSample is
 * injected once per file (modelled on @docusaurus/remark-plugin-npm2yarn).
 */
import type { Code, Parent, Root, RootContent } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';
import type { Program } from 'estree';
import { tsToJs, TsToJsError } from './ts-to-js';
import { highlightToHtml } from './highlight';
import { FenceMetaError, parseFenceMeta, type FenceMeta } from '../../lib/code-samples/fence-meta';

export const COMPONENT = 'CodeSample';
export const COMPONENT_MODULE = '@site/src/components/CodeSample';

const TS_LANGS = new Set(['ts', 'typescript']);
const JS_LANGS = new Set(['js', 'javascript']);

/** The file being compiled, as the VFile Docusaurus passes (only its path is read). */
type SourceFile = { readonly path?: string };

/** A build error that names the file, line and column of the fence. */
export class CodeSampleError extends Error {
  override name = 'CodeSampleError';
}

function failAt(file: SourceFile, node: Code, message: string, lineOffset = 0): never {
  const start = node.position?.start;
  const where = `${file.path ?? '<unknown file>'}:${(start?.line ?? 0) + lineOffset}:${lineOffset ? 1 : (start?.column ?? 0)}`;
  throw new CodeSampleError(`${where}: ${message}`);
}

const literalProgram = (value: string): Program => ({
  type: 'Program',
  sourceType: 'module',
  body: [{ type: 'ExpressionStatement', expression: { type: 'Literal', value, raw: JSON.stringify(value) } }],
});

/** A string attribute passed as an expression, so the code keeps its exact whitespace. */
function stringAttribute(name: string, value: string): MdxJsxAttribute {
  return {
    type: 'mdxJsxAttribute',
    name,
    value: {
      type: 'mdxJsxAttributeValueExpression',
      value: JSON.stringify(value),
      data: { estree: literalProgram(value) },
    },
  };
}

function sampleElement(props: Readonly<Record<string, string | undefined>>): MdxJsxFlowElement {
  return {
    type: 'mdxJsxFlowElement',
    name: COMPONENT,
    attributes: Object.entries(props)
      .filter((entry): entry is [string, string] => entry[1] !== undefined)
      .map(([name, value]) => stringAttribute(name, value)),
    children: [],
  };
}

function importNode(): MdxjsEsm {
  return {
    type: 'mdxjsEsm',
    value: `import ${COMPONENT} from '${COMPONENT_MODULE}';`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: [{ type: 'ImportDefaultSpecifier', local: { type: 'Identifier', name: COMPONENT } }],
            source: { type: 'Literal', value: COMPONENT_MODULE, raw: `'${COMPONENT_MODULE}'` },
            attributes: [],
          },
        ],
      },
    },
  };
}

function readMeta(file: SourceFile, node: Code): FenceMeta {
  try {
    return parseFenceMeta(node.meta);
  } catch (error) {
    if (error instanceof FenceMetaError) failAt(file, node, error.message);
    throw error;
  }
}

/** Generated JavaScript by TypeScript source: versions and pages share many samples. */
const generated = new Map<string, Promise<string>>();

function cachedTsToJs(ts: string): Promise<string> {
  let js = generated.get(ts);
  if (!js) {
    js = tsToJs(ts);
    generated.set(ts, js);
  }
  return js;
}

async function generateJs(file: SourceFile, node: Code): Promise<string> {
  let js: string;
  try {
    js = await cachedTsToJs(node.value);
  } catch (error) {
    if (!(error instanceof TsToJsError)) throw error;
    failAt(
      file,
      node,
      `cannot generate the JavaScript variant of this TypeScript sample (${error.message}). ` +
        'Write it by hand in a ```js variant fence right after this one, or mark this fence `nojs`.',
      error.line ?? 0,
    );
  }
  if (!js.trim()) {
    failAt(
      file,
      node,
      'this TypeScript sample has no JavaScript left once types are removed: mark it `nojs`.',
    );
  }
  return js;
}

const isCode = (node: RootContent | undefined): node is Code => node?.type === 'code';

/** Replaces the fences of one parent, in place; returns whether any was replaced. */
async function transformChildren(parent: Parent, file: SourceFile): Promise<boolean> {
  let changed = false;
  for (let index = 0; index < parent.children.length; index += 1) {
    const node = parent.children[index];
    if (!isCode(node)) {
      if (node && 'children' in node) changed = (await transformChildren(node, file)) || changed;
      continue;
    }
    const meta = readMeta(file, node);
    const lang = node.lang ?? 'text';
    if (meta.variant) {
      failAt(file, node, 'a `variant` fence must come right after a TypeScript fence (```ts).');
    }
    if (!TS_LANGS.has(lang)) {
      if (meta.nojs) failAt(file, node, '`nojs` is only for TypeScript fences (```ts).');
      if (meta.nocheck) failAt(file, node, '`nocheck` is only for TypeScript fences (```ts).');
      parent.children[index] = sampleElement({
        language: lang,
        title: meta.title,
        codeHtml: highlightToHtml(node.value, lang),
      });
      changed = true;
      continue;
    }
    const next = parent.children[index + 1];
    const variant = isCode(next) && readMeta(file, next).variant ? next : undefined;
    if (variant && !JS_LANGS.has(variant.lang ?? '')) {
      failAt(file, variant, 'a `variant` fence holds the JavaScript variant: write it as ```js variant.');
    }
    if (variant && meta.nojs) {
      failAt(file, node, 'this fence is marked `nojs` but a ```js variant fence follows it.');
    }
    const js = variant ? variant.value : meta.nojs ? undefined : await generateJs(file, node);
    parent.children.splice(
      index,
      variant ? 2 : 1,
      sampleElement({
        language: 'ts',
        title: meta.title,
        codeHtml: highlightToHtml(node.value, 'ts'),
        jsHtml: js === undefined ? undefined : highlightToHtml(js, 'js'),
      }),
    );
    changed = true;
  }
  return changed;
}

const importsComponent = (root: Root) =>
  root.children.some((node) => node.type === 'mdxjsEsm' && node.value.includes(COMPONENT_MODULE));

export default function remarkCodeSamples() {
  return async (root: Root, file: SourceFile): Promise<void> => {
    const changed = await transformChildren(root, file);
    if (changed && !importsComponent(root)) root.children.unshift(importNode());
  };
}
