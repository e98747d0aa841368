/**
 * The build-time highlighter must produce exactly what prism-react-renderer renders in the browser,
 * so moving highlighting to the build changes no pixel.
 */
import React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import Highlighted from '@site/src/components/CodeSample/Highlighted';
import { highlightToHtml, isHighlighted } from '@site/src/lib/highlight';

/** What the browser renders for code given at run time: the inside of Highlighted's <code>. */
function runtimeHtml(code: string, language: string): string {
  const markup = renderToStaticMarkup(<Highlighted code={code} language={language} />);
  const inner = /<code>([\s\S]*)<\/code>/.exec(markup)?.[1] ?? '';
  // Two differences that change nothing on screen: React escapes ' as &#x27; in text, and
  // prism-react-renderer styles the empty token of a blank line inline-block (an empty span either way).
  return inner.replace(/&#x27;/g, "'").replace(/ style="display:inline-block"/g, '');
}

const samples: [string, string][] = [
  [
    'ts',
    `import { Controller, Get } from '@nestjs/common';\n\n@Controller('cats')\nexport class CatsController {\n  @Get()\n  findAll(): string[] {\n    return ['<Tom> & "Jerry"'];\n  }\n}\n`,
  ],
  ['js', `export const answer = 6 * 7; // a comment\n`],
  ['json', `{ "statusCode": 400, "message": "Validation failed" }`],
  ['yaml', `services:\n  api:\n    image: node:20-alpine\n`],
  ['graphql', `type Cat {\n  name: String!\n  age: Int\n}`],
  ['text', `plain <text>\n\nwith a blank line`],
];

describe('highlightToHtml', () => {
  it.each(samples)('renders %s exactly as the runtime highlighter', (language, code) => {
    expect(highlightToHtml(code, language)).toBe(runtimeHtml(code, language));
  });

  it('escapes markup in code', () => {
    expect(highlightToHtml('<script>alert(1)</script>', 'text')).not.toContain('<script>');
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
    expect(highlightToHtml('npm i -g @nestjs/cli', 'bash')).toContain('class="token function"');
  });
});
