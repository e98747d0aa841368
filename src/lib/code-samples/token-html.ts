/**
 * Highlighted code as compact HTML, shared by the build-time highlighter
 * (src/build-time/code-samples/highlight.ts) and the run-time one (src/components/CodeSample/Highlighted.tsx).
 *
 * Prism gives each token a list of types (`keyword`, `class-name`, ...); nine groups of types have a
 * colour each (TOKEN_GROUPS). A token is written with the one-letter classes of the groups its types belong
 * to (`<span class=k>import</span>`), text of no group without a span, and neighbours of the same classes
 * in one span. The colours are the same as with Prism's own markup (`<span class="token keyword">`,
 * one `token-line` span per line, a `token plain` span around the rest): the group rules have equal
 * specificity and keep their order, so a token matches the same rules. The page's HTML and its
 * JavaScript carry about half the bytes for code (`/controllers`: 183 → 76 KB of markup).
 */
import { escapeHtml } from '../escape-html';

/** A colour group: the Prism token types one colour is given to. */
export type TokenGroup = {
  /** The class of its tokens in the compact markup (one letter). */
  readonly cls: string;
  /** Its colour: the CSS variable `--code-<colour>` of src/css/code.css (a value per theme). */
  readonly colour: string;
  readonly italic?: boolean;
  /** The Prism token types it colours. */
  readonly types: readonly string[];
};

/**
 * The colour groups, the one source of token colours: the compact markup's classes (here) and their CSS
 * rules in this order (src/build-time/code-samples/token-css.ts, loaded by the site plugin). A token of
 * several groups carries several classes; the rules share one specificity, so the later group wins.
 */
export const TOKEN_GROUPS: readonly TokenGroup[] = [
  { cls: 'c', colour: 'comment', italic: true, types: ['comment', 'prolog', 'doctype', 'cdata', 'shebang'] },
  { cls: 'k', colour: 'keyword', types: ['keyword', 'atrule', 'important', 'directive'] },
  {
    cls: 's',
    colour: 'string',
    types: ['string', 'char', 'template-string', 'attr-value', 'regex', 'inserted', 'url'],
  },
  { cls: 'n', colour: 'number', types: ['number', 'boolean', 'constant', 'symbol', 'null', 'variable'] },
  { cls: 'f', colour: 'function', types: ['function', 'builtin'] },
  { cls: 't', colour: 'class', types: ['class-name', 'maybe-class-name', 'tag'] },
  { cls: 'd', colour: 'decorator', types: ['decorator', 'annotation', 'deleted'] },
  { cls: 'p', colour: 'property', types: ['property', 'attr-name', 'key', 'selector'] },
  { cls: 'o', colour: 'punctuation', types: ['punctuation', 'operator'] },
];

const groupOfType = new Map(TOKEN_GROUPS.flatMap(({ cls, types }) => types.map((type) => [type, cls])));

/** The classes of a token with these Prism types ('' when no group colours it). */
export function tokenClass(types: readonly string[]): string {
  const classes = new Set(types.flatMap((type) => groupOfType.get(type) ?? []));
  return TOKEN_GROUPS.map(({ cls }) => cls)
    .filter((cls) => classes.has(cls))
    .join(' ');
}

type Token = { readonly types: readonly string[]; readonly content: string };

/** Lines of tokens (as prism-react-renderer's normalizeTokens gives them) → the HTML inside <code>. */
export function tokensToHtml(lines: readonly (readonly Token[])[]): string {
  let html = '';
  let openClass = '';
  let openText = '';
  const flush = () => {
    if (openText === '') return;
    const text = escapeHtml(openText);
    html +=
      openClass === ''
        ? text
        : `<span class=${openClass.includes(' ') ? `"${openClass}"` : openClass}>${text}</span>`;
    openText = '';
  };
  const write = (cls: string, text: string) => {
    if (text === '') return;
    if (cls !== openClass) {
      flush();
      openClass = cls;
    }
    openText += text;
  };
  for (const line of lines) {
    // An empty line comes as one '\n' token: the line break is written below.
    for (const token of line) write(tokenClass(token.types), token.content === '\n' ? '' : token.content);
    write('', '\n');
  }
  flush();
  return html;
}
