/**
 * Install commands name the majors the sample projects install (CONTENT.md, "Accuracy"): the rules, table
 * by table, then every page of both docs versions against `sample-check/<version>/package.json`.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  installCommands,
  installProblems,
  majorOf,
  majorsOutsideSampleProject,
  packageSpecs,
  sampleProjectMajors,
} from '@site/src/build-time/code-samples/sample-check/install-commands';

describe('installCommands', () => {
  it('finds commands in shell fences, line by line and after && or ;, with their page lines', () => {
    const md = [
      '# Page', // 1
      '', // 2
      '```bash', // 3
      'npm i @nestjs/config@4', // 4
      '$ npm install --save-dev @types/node', // 5
      'cd app && pnpm add zod; yarn add joi', // 6
      'npm run build', // 7
      'npm i @apollo/subgraph@2 # in each subgraph; npm i nothing', // 8
      '# npm i @nestjs/config', // 9
      '```', // 10
    ].join('\n');
    expect(installCommands(md)).toEqual([
      { line: 4, command: 'npm i @nestjs/config@4' },
      { line: 5, command: 'npm install --save-dev @types/node' },
      { line: 6, command: 'pnpm add zod' },
      { line: 6, command: 'yarn add joi' },
      { line: 8, command: 'npm i @apollo/subgraph@2' },
    ]);
  });

  it('finds inline code in prose, and ignores TypeScript fences and non-install npm commands', () => {
    const md = [
      'Install it (`npm i @nestjs/axios@4 axios`), then run `npm test`.', // 1
      '```ts title="a.ts"', // 2
      '// `npm i @nestjs/config` in a comment of a sample is not a command', // 3
      '```', // 4
      'Or `npm install`, which installs nothing new.', // 5
    ].join('\n');
    expect(installCommands(md)).toEqual([
      { line: 1, command: 'npm i @nestjs/axios@4 axios' },
      { line: 5, command: 'npm install' },
    ]);
  });
});

describe('packageSpecs and majorOf', () => {
  it.each([
    ['npm i @nestjs/config@4 joi', [{ name: '@nestjs/config', version: '4' }, { name: 'joi' }]],
    ['npm install -D @types/jest@30', [{ name: '@types/jest', version: '30' }]],
    ['npm i -g @nestjs/cli@^11', [{ name: '@nestjs/cli', version: '^11' }]],
    ['yarn add zod@latest', [{ name: 'zod', version: 'latest' }]],
    ['npm i', []],
  ])('%s', (command, specs) => expect(packageSpecs(command)).toEqual(specs));

  it.each([
    ['4', 4],
    ['^11', 11],
    ['~4.1', 4],
    ['4.0.4', 4],
    ['11.x', 11],
    ['latest', undefined],
    ['*', undefined],
    ['>=4', undefined],
  ])('majorOf(%s) is %s', (version, major) => expect(majorOf(version)).toBe(major));
});

describe('installProblems', () => {
  const majors = { '@nestjs/config': 4, '@nestjs/common': 11, joi: 18 };
  const outside = majorsOutsideSampleProject(11);
  it.each([
    ['npm i @nestjs/config@4 joi', []],
    ['npm i @nestjs/config@^4', []],
    ['npm i joi@17', []], // other packages: not this check's business
    [
      'npm i @nestjs/config',
      ["@nestjs/config without a major installs npm's latest: write @nestjs/config@4"],
    ],
    [
      'npm i @nestjs/config@12',
      ['@nestjs/config@12 is not the major the sample project installs: write @nestjs/config@4'],
    ],
    [
      'npm i @nestjs/cqrs@11',
      [
        '@nestjs/cqrs is not in the sample project: add it (npm run samples:add -- @nestjs/cqrs) so its samples compile',
      ],
    ],
    ['npm i -g @nestjs/cli@11', []],
    [
      'npm i -g @nestjs/cli@10',
      ['@nestjs/cli@10 is not the major the sample project installs: write @nestjs/cli@11'],
    ],
    ['npm i -g @nestjs/mau', []],
    ['npm i @nestjs/mercurius@13 mercurius', []],
  ])('%s', (command, problems) => expect(installProblems(command, majors, outside)).toEqual(problems));

  it('reads majors from exact versions of a package.json', () => {
    expect(
      sampleProjectMajors({
        dependencies: { '@nestjs/config': '4.0.4' },
        devDependencies: { typescript: '5.9.3' },
      }),
    ).toEqual({ '@nestjs/config': 4, typescript: 5 });
  });
});

const root = path.resolve(__dirname, '../..');
function markdownFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(full);
    return /\.mdx?$/.test(entry.name) ? [full] : [];
  });
}

describe.each([
  ['11', 'docs'],
  ['10', 'versioned_docs/version-10'],
])('every install command of Version %s pages', (version, docs) => {
  const packageJson = JSON.parse(
    fs.readFileSync(path.join(root, 'sample-check', version, 'package.json'), 'utf8'),
  );
  const majors = sampleProjectMajors(packageJson);
  const outside = majorsOutsideSampleProject(Number(version));
  const problems = markdownFiles(path.join(root, docs)).flatMap((file) =>
    installCommands(fs.readFileSync(file, 'utf8')).flatMap(({ line, command }) =>
      installProblems(command, majors, outside).map(
        (problem) => `${path.relative(root, file)}:${line} \`${command}\`: ${problem}`,
      ),
    ),
  );

  it('names each @nestjs/* package with the major its sample project installs', () => {
    expect(problems).toEqual([]);
  });

  it('the sample project holds the framework at that version', () => {
    expect(majors['@nestjs/core']).toBe(Number(version));
  });
});
