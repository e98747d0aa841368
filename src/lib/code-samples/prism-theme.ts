/**
 * The Prism theme of docusaurus.config.ts (`prism.theme` and `prism.darkTheme`): only its plain colours,
 * the CSS variables of `src/css/code.css`. Every code string is highlighted by CodeSample (token colours:
 * TOKEN_GROUPS in ./token-html.ts); theme-classic renders only code given as React elements, and reads
 * nothing of the theme there but `plain` (its CodeBlock/Container). Token styles here would be a second,
 * unused copy of the colours in every page's JavaScript.
 */
import type { PrismTheme } from 'prism-react-renderer';

export const CSS_VARIABLE_PRISM_THEME: PrismTheme = {
  plain: { color: 'var(--code-fg)', backgroundColor: 'var(--code-bg)' },
  styles: [],
};
