/**
 * The CodeBlock wrapper: code given as a string at run time (`<CodeBlock language="bash">` in a page or a
 * component) renders as a CodeSample, highlighted in the browser as Markdown fences are at build time.
 *
 * This file imports only what a page that renders <CodeBlock> loads: not the build-time highlighter
 * (src/build-time/code-samples/highlight), whose import registers the shell and Dockerfile grammars as a side
 * effect and would hide a browser that lacks them.
 */
import React from 'react';
import { screen } from '@testing-library/react';
import CodeBlock from '@site/src/theme/CodeBlock';
import { CODE_LABELS } from '@site/src/data/site';
import { renderInSite } from './render';

/** The text of each coloured token of the rendered code, with its colour class. */
const tokens = () =>
  Array.from(document.querySelectorAll('pre code span')).map((s) => [s.className, s.textContent]);

describe('CodeBlock (wrapped)', () => {
  it('renders string code as a CodeSample with its title and copy button', () => {
    renderInSite(
      <CodeBlock language="bash" title="terminal">
        npm run start:dev
      </CodeBlock>,
    );
    expect(screen.getByText('terminal')).toBeInTheDocument();
    expect(document.querySelector('pre')).toHaveTextContent('npm run start:dev');
    expect(screen.getByRole('button', { name: CODE_LABELS.copy })).toBeInTheDocument();
  });

  it.each([
    ['bash', 'npm i -g @nestjs/cli', ['f', 'npm']],
    ['sh', 'npm run build', ['f', 'npm']],
    ['shell', 'echo $PORT', ['n', '$PORT']],
    ['dockerfile', 'FROM node:20-alpine\nWORKDIR /usr/src/app', ['k', 'WORKDIR']],
    ['docker', 'RUN npm ci', ['k', 'RUN']],
    ['ts', 'const port = 3000;', ['k', 'const']],
  ])('highlights %s code in the browser', (language, code, token) => {
    renderInSite(<CodeBlock language={language}>{code}</CodeBlock>);
    expect(tokens()).toContainEqual(token);
  });

  it('reads the language from the class name and the title from a metastring', () => {
    renderInSite(
      <CodeBlock className="language-json" metastring={'title="package.json"'}>
        {'{ "private": true }'}
      </CodeBlock>,
    );
    expect(screen.getByText('package.json')).toBeInTheDocument();
    expect(tokens()).toContainEqual(['p', '"private"']);
  });

  it.each([
    ['showLineNumbers title="main.ts"', 'main.ts'],
    ["title='app.module.ts' {1,3}", 'app.module.ts'],
  ])('reads the title from a metastring with words it does not know: %s', (metastring, title) => {
    renderInSite(
      <CodeBlock language="ts" metastring={metastring}>
        {'const port = 3000;'}
      </CodeBlock>,
    );
    expect(screen.getByText(title)).toBeInTheDocument();
  });
});
