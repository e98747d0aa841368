/**
 * Highlighted code as compact HTML, shared by the build-time highlighter (./index.ts) and the run-time
 * one (src/components/CodeSample/Highlighted.tsx).
 *
 * Prism gives each token a list of types (`keyword`, `class-name`, ...); src/css/code.css colours nine
 * groups of types. A token is written with the one-letter classes of the groups its types belong to
 * (`<span class=k>import</span>`), text of no group without a span, and neighbours of the same classes
 * in one span. The colours are the same as with Prism's own markup (`<span class="token keyword">`,
 * one `token-line` span per line, a `token plain` span around the rest): the group rules have equal
 * specificity and keep their order, so a token matches the same rules. The page's HTML and its
 * JavaScript carry about half the bytes for code (`/controllers`: 183 → 76 KB of markup).
 */

/** The colour groups of src/css/code.css, in its order: class → the Prism types it colours. */
export const TOKEN_GROUPS: readonly (readonly [string, readonly string[]])[] = [
  ['c', ['comment', 'prolog', 'doctype', 'cdata', 'shebang']],
  ['k', ['keyword', 'atrule', 'important', 'directive']],
  ['s', ['string', 'char', 'template-string', 'attr-value', 'regex', 'inserted', 'url']],
  ['n', ['number', 'boolean', 'constant', 'symbol', 'null', 'variable']],
  ['f', ['function', 'builtin']],
  ['t', ['class-name', 'maybe-class-name', 'tag']],
  ['d', ['decorator', 'annotation', 'deleted']],
  ['p', ['property', 'attr-name', 'key', 'selector']],
  ['o', ['punctuation', 'operator']],
];

const groupOfType = new Map(TOKEN_GROUPS.flatMap(([cls, types]) => types.map((type) => [type, cls])));

/** The classes of a token with these Prism types ('' when no group colours it). */
export function tokenClass(types: readonly string[]): string {
  const classes = new Set(types.flatMap((type) => groupOfType.get(type) ?? []));
  return TOKEN_GROUPS.map(([cls]) => cls)
    .filter((cls) => classes.has(cls))
    .join(' ');
}

const escapes: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => escapes[c] ?? c);

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
