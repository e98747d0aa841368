/**
 * A Prism theme whose colours are the CSS variables of `src/css/code.css`, so a code block Docusaurus
 * renders itself (CodeBlock with React children) has the same AA colours as CodeSample in both themes,
 * right on first paint. Used as both `prism.theme` and `prism.darkTheme` in docusaurus.config.ts.
 */
import type { PrismTheme } from 'prism-react-renderer';

const color = (name: string) => ({ color: `var(--code-${name})` });

export const CSS_VARIABLE_PRISM_THEME: PrismTheme = {
  plain: { color: 'var(--code-fg)', backgroundColor: 'var(--code-bg)' },
  styles: [
    { types: ['comment', 'prolog', 'doctype', 'cdata'], style: { ...color('comment'), fontStyle: 'italic' } },
    { types: ['keyword', 'atrule', 'important'], style: color('keyword') },
    {
      types: ['string', 'char', 'template-string', 'attr-value', 'regex', 'inserted', 'url'],
      style: color('string'),
    },
    { types: ['number', 'boolean', 'constant', 'symbol', 'variable'], style: color('number') },
    { types: ['function', 'builtin'], style: color('function') },
    { types: ['class-name', 'maybe-class-name', 'tag'], style: color('class') },
    { types: ['decorator', 'annotation', 'deleted'], style: color('decorator') },
    { types: ['property', 'attr-name', 'key', 'selector'], style: color('property') },
    { types: ['punctuation', 'operator'], style: color('punctuation') },
  ],
};
