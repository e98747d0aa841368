/**
 * A docs page as plain Markdown, for readers who paste the docs into an AI assistant (build time, Node
 * only): what `<route>.md`, `llms-full.txt` and the "Copy page" button serve.
 *
 * From the page's MDX source, parsed as Docusaurus parses it (front matter, MDX, directives, GFM):
 * - headings keep their ids as `{#id}` (explicit ids as written, others as Docusaurus slugs them);
 * - admonitions become blockquotes that start with their label in bold (`> **Hint:** …`);
 * - each TypeScript sample is followed by its JavaScript variant in a second fence, titled with the `.js`
 *   file name (or "JavaScript"): the hand-written `js variant`, else the generated one; `nojs` samples
 *   stay TypeScript only;
 * - JSX: `<img>`/`<picture>` become images, `<a href={…}>` links (expressions evaluated against the data
 *   modules the page imports), the company wall and list become lists, banners and other furniture are
 *   dropped, any other element leaves its children;
 * - links and images are absolute (`https://docs.nestjs.com/…`), `.md` file links become routes.
 * The result holds no JSX, no HTML and no MDX expression (tests/unit/markdown-export.test.ts).
 */
import GithubSlugger from 'github-slugger';
import type {
  BlockContent,
  Code,
  Heading,
  Image,
  Link,
  List,
  ListItem,
  Nodes,
  Paragraph,
  PhrasingContent,
  Root,
  RootContent,
  Text,
} from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type { ContainerDirective } from 'mdast-util-directive';
import { toString } from 'mdast-util-to-string';
import { parseFenceMeta, jsFileName } from '../../lib/code-samples/fence-meta';

export type MarkdownContext = {
  /** `https://docs.nestjs.com` */
  readonly siteUrl: string;
  /** The page's source file, for resolving relative `.md` links. */
  readonly file: string;
  /** The route of a source file (absolute path), for `.md` file links; undefined when unknown. */
  readonly routeOfFile: (absolutePath: string) => string | undefined;
  /** Values a page may import in MDX (`import { SUPPORT } from '@site/src/data/page-links'`), by module. */
  readonly modules: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
  /** Markdown lists standing for components that show data (`<CompanyWall />`). */
  readonly components: Readonly<Record<string, () => RootContent[]>>;
  /** The JavaScript variant of a TypeScript sample (generated at build time). */
  readonly jsOf: (ts: string) => Promise<string>;
  /** The markdown parser: unified with remark-parse, frontmatter, mdx, directive and gfm. */
  readonly parse: (markdown: string) => Root;
  readonly stringify: (root: Root) => string;
};

/** Elements that carry nothing for a reader of the text: banners, newsletter, layout helpers. */
const DROPPED = new Set([
  'CoursesBanner',
  'DevtoolsBanner',
  'EnterpriseBanner',
  'Newsletter',
  'source',
  'Head',
]);

const ADMONITION_LABELS: Readonly<Record<string, string>> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  danger: 'Danger',
  caution: 'Caution',
};

const EXPLICIT_ID = /^(#{1,6}\s.*?)\s*\{#([^}\s]+)\}\s*$/;
const FENCE = /^\s*(`{3,}|~{3,})/;

/**
 * Docusaurus's MDX 1 compatibility, done on the text before parsing: `{#id}` heading ids (kept aside,
 * by heading line), `:::info Hint` admonition titles and `<!-- -->` comments.
 */
export function preprocess(markdown: string): { text: string; ids: Map<number, string> } {
  const ids = new Map<number, string>();
  let fence: string | undefined;
  const lines = markdown
    .replace(/<!--[\s\S]*?-->/g, (comment) => comment.replace(/[^\n]/g, ''))
    .split('\n')
    .map((line, index) => {
      const marker = FENCE.exec(line)?.[1];
      if (marker && (!fence || marker.startsWith(fence))) {
        fence = fence ? undefined : marker;
        return line;
      }
      if (fence) return line;
      const heading = EXPLICIT_ID.exec(line);
      if (heading) {
        ids.set(index + 1, heading[2] ?? '');
        return heading[1] ?? line;
      }
      return line.replace(/^(\s*:::[a-z]+)[ \t]+([^\s[{].*)$/, '$1[$2]');
    });
  return { text: lines.join('\n'), ids };
}

const text = (value: string): Text => ({ type: 'text', value });

function absolute(url: string, context: MarkdownContext): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('#')) return url;
  if (url.startsWith('/')) return `${context.siteUrl}${url}`;
  const [pathPart = '', hash = ''] = url.split('#');
  if (/\.mdx?$/.test(pathPart)) {
    const target = new URL(pathPart, `file://${context.file}`).pathname;
    const route = context.routeOfFile(target);
    if (route) return `${context.siteUrl}${route}${hash ? `#${hash}` : ''}`;
  }
  return url;
}

type Scope = Record<string, unknown>;

function evaluate(code: string, scope: Scope): unknown {
  const names = Object.keys(scope);
  return new Function(...names, `return (${code});`)(...names.map((n) => scope[n]));
}

function attribute(
  node: MdxJsxFlowElement | MdxJsxTextElement,
  name: string,
  scope: Scope,
): string | undefined {
  const found = node.attributes.find(
    (a): a is MdxJsxAttribute => a.type === 'mdxJsxAttribute' && a.name === name,
  );
  if (!found || found.value === null || found.value === undefined) return undefined;
  if (typeof found.value === 'string') return found.value;
  return String(evaluate(found.value.value, scope));
}

const findImg = (node: Nodes): MdxJsxFlowElement | MdxJsxTextElement | undefined => {
  if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === 'img')
    return node;
  if ('children' in node) {
    for (const child of node.children) {
      const img = findImg(child as Nodes);
      if (img) return img;
    }
  }
  return undefined;
};

/** The page's names from `import { X } from '@site/…'`, looked up in `context.modules`. */
function scopeOf(root: Root, context: MarkdownContext): Scope {
  const scope: Scope = {};
  for (const node of root.children) {
    if (node.type !== 'mdxjsEsm') continue;
    for (const statement of node.data?.estree?.body ?? []) {
      if (statement.type !== 'ImportDeclaration') continue;
      const module = context.modules[String(statement.source.value)];
      if (!module) continue;
      for (const specifier of statement.specifiers) {
        if (specifier.type === 'ImportSpecifier') {
          const imported =
            specifier.imported.type === 'Identifier'
              ? specifier.imported.name
              : String(specifier.imported.value);
          scope[specifier.local.name] = module[imported];
        } else {
          scope[specifier.local.name] = module;
        }
      }
    }
  }
  return scope;
}

async function transformChildren(
  children: RootContent[],
  context: MarkdownContext,
  scope: Scope,
): Promise<RootContent[]> {
  const out: RootContent[] = [];
  for (let index = 0; index < children.length; index += 1) {
    const node = children[index] as RootContent;
    const next = children[index + 1];
    if (node.type === 'code' && (node.lang === 'ts' || node.lang === 'typescript')) {
      const meta = parseFenceMeta(node.meta);
      if (meta.variant) continue;
      out.push({
        type: 'code',
        lang: 'ts',
        meta: meta.title ? `title="${meta.title}"` : null,
        value: node.value,
      });
      const variant = next?.type === 'code' && parseFenceMeta(next.meta).variant ? next.value : undefined;
      if (meta.nojs && !variant) continue;
      const js = variant ?? (await context.jsOf(node.value));
      const title = meta.title ? jsFileName(meta.title) : 'JavaScript';
      out.push({ type: 'code', lang: 'js', meta: `title="${title}"`, value: js });
      continue;
    }
    out.push(...(await transformNode(node, context, scope)));
  }
  return out;
}

async function transformNode(
  node: RootContent,
  context: MarkdownContext,
  scope: Scope,
): Promise<RootContent[]> {
  switch (node.type) {
    case 'yaml':
    case 'mdxjsEsm':
    case 'mdxFlowExpression':
    case 'html':
      return [];
    case 'mdxTextExpression': {
      const value = node.value.trim();
      if (!value || value.startsWith('/*')) return [];
      return [text(String(evaluate(value, scope)))];
    }
    case 'code': {
      const meta = parseFenceMeta(node.meta);
      return [{ ...node, meta: meta.title ? `title="${meta.title}"` : null }];
    }
    case 'link':
      return [
        {
          ...node,
          url: absolute(node.url, context),
          children: await phrasing(node.children, context, scope),
        },
      ];
    case 'image':
      return [{ ...node, url: absolute(node.url, context) }];
    case 'containerDirective':
      return [await admonition(node, context, scope)];
    case 'leafDirective':
    case 'textDirective':
      return [text(toString(node))];
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement':
      return jsx(node, context, scope);
    default:
      if ('children' in node) {
        const children = await transformChildren(node.children as RootContent[], context, scope);
        return [{ ...node, children } as RootContent];
      }
      return [node];
  }
}

const phrasing = async (nodes: PhrasingContent[], context: MarkdownContext, scope: Scope) =>
  (await transformChildren(nodes, context, scope)) as PhrasingContent[];

async function jsx(
  node: MdxJsxFlowElement | MdxJsxTextElement,
  context: MarkdownContext,
  scope: Scope,
): Promise<RootContent[]> {
  const name = node.name ?? '';
  if (DROPPED.has(name)) return [];
  const component = context.components[name];
  if (component) return component();
  const flow = node.type === 'mdxJsxFlowElement';
  if (name === 'img' || name === 'picture') {
    const img = findImg(node as Nodes);
    if (!img) return [];
    const image: Image = {
      type: 'image',
      url: absolute(attribute(img, 'src', scope) ?? '', context),
      alt: attribute(img, 'alt', scope) ?? '',
    };
    return flow ? [{ type: 'paragraph', children: [image] }] : [image];
  }
  if (name === 'a') {
    const link: Link = {
      type: 'link',
      url: absolute(attribute(node, 'href', scope) ?? '', context),
      children: await phrasing(node.children as PhrasingContent[], context, scope),
    };
    return flow ? [{ type: 'paragraph', children: [link] }] : [link];
  }
  if (name === 'br') return [{ type: 'break' }];
  if (name === 'CodeBlock') {
    const code: Code = {
      type: 'code',
      lang: attribute(node, 'language', scope) ?? null,
      value: toString(node),
    };
    return [code];
  }
  if (name === 'summary') {
    const strong: PhrasingContent = { type: 'strong', children: [text(toString(node))] };
    return [{ type: 'paragraph', children: [strong] }];
  }
  return transformChildren(node.children as RootContent[], context, scope);
}

async function admonition(node: ContainerDirective, context: MarkdownContext, scope: Scope) {
  const [first, ...rest] = node.children;
  const labelled = first?.type === 'paragraph' && first.data?.directiveLabel;
  const label = labelled ? toString(first) : (ADMONITION_LABELS[node.name] ?? node.name);
  const body = (await transformChildren(
    (labelled ? rest : node.children) as RootContent[],
    context,
    scope,
  )) as (BlockContent | RootContent)[];
  const strong: PhrasingContent = { type: 'strong', children: [text(`${label}:`)] };
  const head = body[0];
  if (head?.type === 'paragraph') {
    (head as Paragraph).children.unshift(strong, text(' '));
  } else {
    body.unshift({ type: 'paragraph', children: [strong] });
  }
  return { type: 'blockquote', children: body } as RootContent;
}

function headingIds(root: Root, ids: ReadonlyMap<number, string>): void {
  const slugger = new GithubSlugger();
  const visit = (node: Nodes) => {
    if (node.type === 'heading') {
      const heading = node as Heading;
      const explicit = ids.get(heading.position?.start.line ?? -1);
      const id = explicit ?? slugger.slug(toString(heading));
      heading.children.push(text(` {#${id}}`));
      return;
    }
    if ('children' in node) node.children.forEach((child) => visit(child as Nodes));
  };
  visit(root);
}

export const companyList = (companies: readonly { name: string; url: string }[]): List => ({
  type: 'list',
  ordered: false,
  spread: false,
  children: companies.map((company): ListItem => ({
    type: 'listItem',
    spread: false,
    children: [
      { type: 'paragraph', children: [{ type: 'link', url: company.url, children: [text(company.name)] }] },
    ],
  })),
});

export async function pageToMarkdown(source: string, context: MarkdownContext): Promise<string> {
  const { text: prepared, ids } = preprocess(source);
  const root = context.parse(prepared);
  headingIds(root, ids);
  const scope = scopeOf(root, context);
  const children = await transformChildren(root.children, context, scope);
  return context.stringify({ type: 'root', children });
}
