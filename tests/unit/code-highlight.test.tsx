/**
 * Highlighted code: the build-time highlighter and the run-time one write the same compact markup
 * (src/lib/code-samples/token-html.ts), and it colours every character as Prism's own markup did.
 */
import fs from 'node:fs';
import path from 'node:path';
import React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Prism, normalizeTokens } from 'prism-react-renderer';
import Highlighted from '@site/src/components/CodeSample/Highlighted';
import { highlightToHtml, isHighlighted } from '@site/src/build-time/code-samples/highlight';
import { TOKEN_GROUPS, tokenClass, tokensToHtml } from '@site/src/lib/code-samples/token-html';
import { tokenRulesCss } from '@site/src/build-time/code-samples/token-css';

/** What the browser renders for code given at run time: the inside of Highlighted's <code>. */
function runtimeHtml(code: string, language: string): string {
  const markup = renderToStaticMarkup(<Highlighted code={code} language={language} />);
  return /<code>([\s\S]*)<\/code>/.exec(markup)?.[1] ?? '';
}

/**
 * The colour rules for token classes, in the order the site's stylesheet has them: `.code-sample code .k`
 * → `--code-keyword`. Rules of equal specificity: the last one that matches decides.
 */
const cssRules: [string, string][] = [
  ...tokenRulesCss().matchAll(/^\.code-sample code \.(\w) \{\s*color: var\((--[\w-]+)\);/gm),
].map((m) => [m[1] ?? '', m[2] ?? '']);

/** Each character of the rendered code with the colour the stylesheet gives it. */
function colouredCharacters(html: string): [string, string][] {
  const code = document.createElement('code');
  code.innerHTML = html;
  const out: [string, string][] = [];
  const walk = (node: Node, classes: readonly string[]) => {
    if (node.nodeType === Node.TEXT_NODE) {
      const rule = cssRules.filter(([cls]) => classes.includes(cls)).at(-1);
      for (const ch of node.textContent ?? '') out.push([ch, rule?.[1] ?? PLAIN]);
      return;
    }
    const own = node instanceof Element ? (node.getAttribute('class') ?? '').split(' ') : [];
    node.childNodes.forEach((child) => walk(child, [...classes, ...own]));
  };
  walk(code, []);
  return out;
}

const PLAIN = '--code-fg';

/**
 * The colours of Prism's own markup (`<span class="token keyword">`), as the stylesheet had them
 * before the compact markup: one rule per list of token types, in this order, the last match
 * deciding. Written out here, not taken from TOKEN_GROUPS, so that a wrong group there shows.
 */
const PRISM_COLOURS: [readonly string[], string][] = [
  [['comment', 'prolog', 'doctype', 'cdata', 'shebang'], '--code-comment'],
  [['keyword', 'atrule', 'important', 'directive'], '--code-keyword'],
  [['string', 'char', 'template-string', 'attr-value', 'regex', 'inserted', 'url'], '--code-string'],
  [['number', 'boolean', 'constant', 'symbol', 'null', 'variable'], '--code-number'],
  [['function', 'builtin'], '--code-function'],
  [['class-name', 'maybe-class-name', 'tag'], '--code-class'],
  [['decorator', 'annotation', 'deleted'], '--code-decorator'],
  [['property', 'attr-name', 'key', 'selector'], '--code-property'],
  [['punctuation', 'operator'], '--code-punctuation'],
];

/** The same, as Prism's own markup colours them. */
function prismCharacters(code: string, language: string): [string, string][] {
  const grammar = Prism.languages[language];
  const lines = normalizeTokens(grammar ? Prism.tokenize(code.replace(/\n$/, ''), grammar) : [code]);
  const out: [string, string][] = [];
  for (const line of lines) {
    for (const token of line) {
      if (token.content === '\n') continue;
      const colour = PRISM_COLOURS.filter(([types]) => types.some((t) => token.types.includes(t))).at(-1);
      for (const ch of token.content) out.push([ch, colour?.[1] ?? PLAIN]);
    }
    // Prism's markup ends every line, the last one too, with a line break.
    out.push(['\n', PLAIN]);
  }
  return out;
}

const samples: [string, string][] = [
  [
    'ts',
    `import { Controller, Get } from '@nestjs/common';\n\n@Controller('cats')\nexport class CatsController {\n  @Get()\n  findAll(): string[] {\n    return ['<Tom> & "Jerry"', \`\${name}!\`];\n  }\n}\n`,
  ],
  ['js', `export const answer = 6 * 7; // a comment\n`],
  ['json', `{ "statusCode": 400, "message": "Validation failed" }`],
  ['yaml', `services:\n  api:\n    image: node:20-alpine\n`],
  ['graphql', `type Cat {\n  name: String!\n  age: Int\n}`],
  ['text', `plain <text>\n\nwith a blank line`],
];

describe('highlightToHtml', () => {
  it.each(samples)('writes %s as the run-time highlighter does', (language, code) => {
    expect(highlightToHtml(code, language)).toBe(runtimeHtml(code, language));
  });

  it.each(samples)('colours every character of %s as Prism’s own markup does', (language, code) => {
    expect(colouredCharacters(highlightToHtml(code, language))).toEqual(prismCharacters(code, language));
  });

  it('writes uncoloured text without a span and neighbours of one colour in one span', () => {
    expect(highlightToHtml('findAll();', 'ts')).toBe(
      '<span class=f>findAll</span><span class=o>();</span>\n',
    );
    expect(highlightToHtml('plain words', 'text')).toBe('plain words\n');
  });

  it('escapes markup in code', () => {
    expect(highlightToHtml('<script>alert(1)</script>', 'text')).toBe(
      '&lt;script&gt;alert(1)&lt;/script&gt;\n',
    );
    expect(highlightToHtml(`const a = "<b>";`, 'ts')).toContain('<span class=s>&quot;&lt;b&gt;&quot;</span>');
  });

  it.each([
    ['bash', true],
    ['sh', true],
    ['shell', true],
    ['dockerfile', true],
    ['docker', true],
    ['ts', true],
    ['text', true],
    ['no-such-language', false],
  ])('%s has a grammar: %s', (language, expected) => {
    expect(isHighlighted(language)).toBe(expected);
  });

  it('colours shell commands', () => {
    expect(highlightToHtml('npm i -g @nestjs/cli', 'bash')).toContain('<span class=f>npm</span>');
  });
});

describe('tokenClass', () => {
  it.each([
    [['keyword'], 'k'],
    [['plain'], ''],
    [['template-string', 'interpolation', 'punctuation'], 's o'],
    [['punctuation', 'comment'], 'c o'],
    [['maybe-class-name', 'function'], 'f t'],
  ])('%j → %j', (types, expected) => {
    expect(tokenClass(types)).toBe(expected);
  });

  it('quotes a class list of several groups', () => {
    expect(tokensToHtml([[{ types: ['string', 'operator'], content: '+' }]])).toBe(
      '<span class="s o">+</span>\n',
    );
  });

  it('has a rule for every group, in the same order (the cascade depends on it)', () => {
    const rules = [...tokenRulesCss().matchAll(/^\.code-sample code \.(\w) \{/gm)].map((m) => m[1]);
    expect(rules).toEqual(TOKEN_GROUPS.map(({ cls }) => cls));
  });

  it('leaves no token colour rule in the hand-written stylesheet (one source)', () => {
    const css = fs.readFileSync(path.join(__dirname, '../../src/css/code.css'), 'utf8');
    expect(css).not.toMatch(/\.code-sample code \.\w \{/);
  });
});
