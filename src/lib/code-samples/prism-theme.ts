/**
 * A Prism theme whose colours are the CSS variables of `src/css/code.css`, made from TOKEN_GROUPS, so a
 * code block Docusaurus renders itself (CodeBlock with React children) has the same AA colours as
 * CodeSample in both themes, right on first paint. Used as both `prism.theme` and `prism.darkTheme` in
 * docusaurus.config.ts.
 */
import type { PrismTheme } from 'prism-react-renderer';
import { TOKEN_GROUPS } from './token-html';

export const CSS_VARIABLE_PRISM_THEME: PrismTheme = {
  plain: { color: 'var(--code-fg)', backgroundColor: 'var(--code-bg)' },
  styles: TOKEN_GROUPS.map(({ colour, italic, types }) => ({
    types: [...types],
    style: { color: `var(--code-${colour})`, ...(italic ? { fontStyle: 'italic' as const } : {}) },
  })),
};
