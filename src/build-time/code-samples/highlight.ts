/**
 * Build-time syntax highlighting (Node only, used by the remark plugin): code → compact highlighted HTML
 * for inside <code> (./token-html.ts; CSS colours it per theme, see src/css/code.css).
 *
 * Highlighting here instead of in the browser keeps Prism (about 29 KB gzip) out of every page's
 * JavaScript, and the page hydrates one element per sample instead of one per token.
 */
import '../../lib/code-samples/grammars';
import { Prism, normalizeTokens } from 'prism-react-renderer';
import { tokensToHtml } from '../../lib/code-samples/token-html';

/** The Prism grammar for a fence language, or undefined for plain text. */
function grammarFor(language: string) {
  return Prism.languages[language.toLowerCase()];
}

export function highlightToHtml(code: string, language: string): string {
  const source = code.replace(/\n$/, '');
  const grammar = grammarFor(language);
  const tokens = grammar ? Prism.tokenize(source, grammar) : [source];
  return tokensToHtml(normalizeTokens(tokens));
}

/** Whether the language has a grammar (else the code is shown as plain text). */
export function isHighlighted(language: string): boolean {
  return grammarFor(language) !== undefined;
}
