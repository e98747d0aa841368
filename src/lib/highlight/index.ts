/**
 * Build-time syntax highlighting (Node only, used by the remark plugin): code → the HTML that
 * prism-react-renderer's <Highlight> would render inside <code> (`token-line` spans holding
 * `token <type>` spans; CSS colours them per theme, see src/css/code.css).
 *
 * Highlighting here instead of in the browser keeps Prism (about 29 KB gzip) out of every page's
 * JavaScript, and the page hydrates one element per sample instead of one per token.
 */
import './prism-global';
import 'prismjs/components/prism-bash';
import 'prismjs/components/prism-docker';
import { Prism, normalizeTokens } from 'prism-react-renderer';

const escapes: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => escapes[c] ?? c);

/** The Prism grammar for a fence language, or undefined for plain text. */
function grammarFor(language: string) {
  return Prism.languages[language.toLowerCase()];
}

export function highlightToHtml(code: string, language: string): string {
  const source = code.replace(/\n$/, '');
  const grammar = grammarFor(language);
  const tokens = grammar ? Prism.tokenize(source, grammar) : [source];
  return normalizeTokens(tokens)
    .map((line) => {
      const spans = line
        .map((token) => {
          // An empty line comes as one '\n' token: the line break after it is enough.
          const content = token.content === '\n' ? '' : escapeHtml(token.content);
          return `<span class="${['token', ...token.types].join(' ')}">${content}</span>`;
        })
        .join('');
      return `<span class="token-line">${spans}\n</span>`;
    })
    .join('');
}

/** Whether the language has a grammar (else the code is shown as plain text). */
export function isHighlighted(language: string): boolean {
  return grammarFor(language) !== undefined;
}
