/**
 * The split article (src/lib/article-split.ts), in the Markdown compile. Runs on the tree after
 * Docusaurus's own plugins (the h1 is already wrapped in its <header>, the table of contents exported).
 *
 * - `full` (every compile the server renders, and the module client-side navigation loads): what
 *   follows the page's <header> goes into `<ArticleBody id="…">`, one element the browser can keep
 *   as the server rendered it.
 * - `head` (the browser's first-load module, `?article-head`): the same, with the body left out. Run
 *   before the code-sample plugins, it leaves them nothing to do.
 *
 * Only pages made of Markdown, code samples and the components below are split: a page that imports a
 * component, uses an expression, or holds something else interactive keeps hydrating in full (both
 * modes leave it unchanged, so its head module is the full page).
 */
import path from 'node:path';
import type { Root, RootContent } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { ARTICLE_COMPONENT, articleId } from '../../lib/article-split';
import { COMPONENT, COMPONENT_MODULE } from '../code-samples/remark-plugin';

export type ArticleMode = 'full' | 'head';
export type ArticleOptions = { readonly mode: ArticleMode; readonly siteDir: string };

/**
 * Components that are only markup once rendered (no state, no handlers): the body keeps working as
 * plain HTML. Code samples' buttons and internal links get their behaviour from ArticleBody.
 */
const STATIC_COMPONENTS: ReadonlySet<string> = new Set([
  COMPONENT,
  'admonition',
  'CoursesBanner',
  'DevtoolsBanner',
  'EnterpriseBanner',
]);

/** Elements whose theme component has behaviour of its own (Docusaurus's collapsible Details). */
const INTERACTIVE_ELEMENTS = /^(?:details|summary)$/i;
const INTERACTIVE_HTML = /<(?:details|script|iframe|form)\b/i;

type Node = RootContent | Root;

/** Whether `node` and everything under it renders to static markup. */
export function isStaticContent(node: Node): boolean {
  switch (node.type) {
    case 'mdxFlowExpression':
    case 'mdxTextExpression':
    case 'mdxjsEsm':
      return false;
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement': {
      const name = node.name ?? '';
      const known = STATIC_COMPONENTS.has(name) || (/^[a-z]/.test(name) && !INTERACTIVE_ELEMENTS.test(name));
      if (!known) return false;
      break;
    }
    case 'html':
      if (INTERACTIVE_HTML.test(node.value)) return false;
      break;
    default:
      break;
  }
  return 'children' in node ? (node.children as RootContent[]).every(isStaticContent) : true;
}

/** ESM a split page may hold: exports (the table of contents) and the code samples' import. */
function isAllowedEsm(node: RootContent): boolean {
  if (node.type !== 'mdxjsEsm') return false;
  const body = node.data?.estree?.body ?? [];
  return body.every(
    (statement) =>
      statement.type === 'ExportNamedDeclaration' ||
      (statement.type === 'ImportDeclaration' && statement.source.value === COMPONENT_MODULE),
  );
}

/** Nodes that are not content: ESM and front matter. They stay at the root, wherever they are. */
const isPreamble = (node: RootContent): boolean =>
  node.type === 'mdxjsEsm' || node.type === 'yaml' || (node.type as string) === 'toml';

/**
 * Where the body starts: the index after the page's <header>, when the page can be split (the header
 * comes first, ESM and front matter aside; only allowed ESM; a static, non-empty body); otherwise null.
 */
export function bodyStart(root: Root): number | null {
  const header = root.children.findIndex((node) => !isPreamble(node));
  const first = root.children[header];
  if (!first || first.type !== 'mdxJsxFlowElement' || first.name !== 'header') return null;
  const esm = root.children.filter((node) => node.type === 'mdxjsEsm');
  if (!esm.every(isAllowedEsm)) return null;
  const body = root.children.slice(header + 1).filter((node) => !isPreamble(node));
  if (body.length === 0 || !body.every(isStaticContent)) return null;
  return header + 1;
}

/** `@site/docs/guards.md` for `<siteDir>/docs/guards.md`: the module path the registry uses. */
export function modulePathOf(filePath: string, siteDir: string): string {
  return `@site/${path.relative(siteDir, filePath).split(path.sep).join('/')}`;
}

export function splitArticle(root: Root, mode: ArticleMode, id: string): boolean {
  const start = bodyStart(root);
  if (start === null) return false;
  const rest = root.children.slice(start);
  const esm = rest.filter(isPreamble);
  const body = rest.filter((node) => !isPreamble(node));
  root.children.splice(start, rest.length, ...esm, {
    type: 'mdxJsxFlowElement',
    name: ARTICLE_COMPONENT,
    attributes: [{ type: 'mdxJsxAttribute', name: 'id', value: id }],
    // A page's body is block content: what sat at the root sits in the element.
    children: mode === 'full' ? (body as MdxJsxFlowElement['children']) : [],
  });
  return true;
}

export default function remarkArticle({ mode, siteDir }: ArticleOptions) {
  return (root: Root, file: { readonly path?: string }): void => {
    if (!file.path) return;
    splitArticle(root, mode, articleId(modulePathOf(file.path, siteDir)));
  };
}
