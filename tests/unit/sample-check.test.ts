/**
 * The pure parts of the sample check (src/build-time/code-samples/sample-check): which fences are samples,
 * how a page becomes a project (file names, relative imports, loose modules, wrappers), and how lines map
 * back. The compile itself runs in `npm run check:samples`, which proves itself on
 * tests/fixtures/sample-check first.
 */
import { extractFences, typeScriptFences } from '@site/src/build-time/code-samples/sample-check/extract';
import {
  importedNames,
  looseModuleText,
  moduleKey,
  nearestByKey,
  pageProject,
  renderSample,
  type Sample,
} from '@site/src/build-time/code-samples/sample-check/project';
import { formatFailure, pickAutoImport } from '@site/src/build-time/code-samples/sample-check/check';
import ts from 'typescript';

const fence = (meta: string, code: string, marker = '```', indent = '') =>
  [`${indent}${marker}${meta}`, ...code.split('\n').map((l) => `${indent}${l}`), `${indent}${marker}`].join(
    '\n',
  );

describe('extractFences', () => {
  it('reads language, meta, code and the line of the opening fence', () => {
    const md = ['# Page', '', fence('ts title="a.ts" nojs', 'const a = 1;'), '', fence('bash', 'npm i')].join(
      '\n',
    );
    expect(extractFences(md)).toEqual([
      {
        line: 3,
        lang: 'ts',
        meta: { title: 'a.ts', variant: false, nojs: true, nocheck: false },
        code: 'const a = 1;',
      },
      { line: 7, lang: 'bash', meta: { variant: false, nojs: false, nocheck: false }, code: 'npm i' },
    ]);
  });

  it('removes the indentation of a fence inside a list item, keeps the code indentation', () => {
    const md = ['1. Step', '', fence('ts', 'if (a) {\n  b();\n}', '```', '   ')].join('\n');
    expect(extractFences(md)[0]?.code).toBe('if (a) {\n  b();\n}');
  });

  it('closes a fence only with as many markers of the same kind', () => {
    const md = ['````ts', '```', 'inner', '```', '````', '~~~ts', 'tilde', '~~~'].join('\n');
    expect(extractFences(md).map((f) => f.code)).toEqual(['```\ninner\n```', 'tilde']);
  });

  it('takes TypeScript fences as samples, not js variants or other languages', () => {
    const md = [
      fence('ts', 'a'),
      fence('js variant', 'b'),
      fence('typescript', 'c'),
      fence('json', '{}'),
    ].join('\n');
    expect(typeScriptFences(md).map((f) => f.code)).toEqual(['a', 'c']);
  });
});

describe('relative imports', () => {
  it.each([
    ['./cats.service', 'cats.service'],
    ['../cats/cats.service.js', 'cats.service'],
    ['./dto/create-cat.dto', 'create-cat.dto'],
    ['./app.module.ts', 'app.module'],
  ])('%s is the file %s', (specifier, key) => {
    expect(moduleKey(specifier)).toBe(key);
  });

  const samples = [
    { title: 'cats.service.ts', id: 0 },
    { title: 'cats.controller.ts', id: 1 },
    { title: 'cats.service.ts', id: 2 },
    { title: 'cats.module.ts', id: 3 },
    { title: undefined, id: 4 },
    { title: 'cats.service.ts', id: 5 },
  ];
  it.each<[number, string, number | undefined, string]>([
    [3, 'cats.service', 2, 'the nearest sample before the importing one'],
    [1, 'cats.service', 0, 'before wins over a nearer one after'],
    [0, 'cats.module', 3, 'none before: the nearest after'],
    [2, 'cats.service', 0, 'never the sample itself'],
    [4, 'cats.controller', 1, 'from an untitled sample'],
    [1, 'dogs.service', undefined, 'no sample with that file'],
  ])('from sample %i, %s → %s (%s)', (index, key, id) => {
    expect(nearestByKey(samples, index, key)?.id).toBe(id);
  });

  it('lists the names a file imports from a specifier', () => {
    const code = [
      "import { A, type B, C as D } from './x';",
      "import type { E } from './x';",
      "import Def, { F } from './x';",
      "import { G } from './y';",
    ].join('\n');
    const found = importedNames(code, './x');
    expect([...found.named].sort()).toEqual(['A', 'B', 'C', 'E', 'F']);
    expect(found.default).toBe(true);
    expect(importedNames("import * as ns from './x';", './x').default).toBe(false);
  });

  it('writes a loose module that exports each name as a value and a type', () => {
    expect(looseModuleText(['CatsService'], true)).toContain(
      'declare const CatsService: any; type CatsService = any; export { CatsService };',
    );
    expect(looseModuleText([], true)).toContain('export default __default;');
    expect(looseModuleText([], false)).toContain('export {};');
  });
});

describe('pageProject', () => {
  const md = [
    '# Cats',
    fence('ts title="cats.service.ts"', 'export class CatsService {}'),
    fence(
      'ts title="cats.controller.ts"',
      "import { CatsService } from './cats.service';\nimport { Cat } from './cat';",
    ),
    fence('ts title="bad.ts" nocheck', 'const a: number = "x";'),
    fence('ts', '@Get()\nfindAll() {\n  return [];\n}'),
  ].join('\n');
  const project = pageProject('/p', { file: 'docs/cats.md', markdown: md });

  it('makes a file of each sample, named after its title', () => {
    expect(project.samples.map((s) => s.path)).toEqual([
      '/p/__pages__/docs_cats.md/0/cats.service.ts',
      '/p/__pages__/docs_cats.md/1/cats.controller.ts',
      '/p/__pages__/docs_cats.md/2/sample.ts',
    ]);
    expect(project.samples.map((s) => s.shape)).toEqual(['module', 'module', 'members']);
  });

  it('lists opt-outs with their line instead of compiling them', () => {
    expect(project.optOuts).toEqual([{ page: 'docs/cats.md', fenceLine: 9, title: 'bad.ts' }]);
  });

  it('resolves a relative import to the sample of that file, and the others to a loose module', () => {
    const controller = project.samples[1] as Sample;
    expect(project.resolve('./cats.service', controller)).toBe('/p/__pages__/docs_cats.md/0/cats.service.ts');
    expect(project.resolve('./cat', controller)).toBe('/p/__pages__/docs_cats.md/__loose__/cat.ts');
    expect(project.looseImports.map((l) => l.specifier)).toEqual(['./cat']);
    expect(project.looseModules.get('/p/__pages__/docs_cats.md/__loose__/cat.ts')).toContain(
      'export { Cat }',
    );
  });

  it('wraps members in a loosely typed class and counts the lines it adds', () => {
    const members = project.samples[2] as Sample;
    members.autoImports = ["import { Get } from '@nestjs/common';"];
    members.looseNames = ['CatsService'];
    const { text, before } = renderSample(members);
    const lines = text.split('\n');
    expect(before).toBe(3);
    expect(lines[before]).toBe('@Get()');
    expect(lines[2]).toBe('class __Sample { [member: string]: any;');
    expect(lines.at(-2)).toBe('}');
  });

  it('makes every sample a module, so snippets without imports do not collide in a CommonJS project', () => {
    // Version 10's tsconfig (CommonJS, no isolatedModules) reads a file without import or export as a
    // global script: two wrapped snippets would both declare __Sample.
    const snippets = pageProject('/p', {
      file: 'docs/snippets.md',
      markdown: [
        fence('ts', 'findAll() {\n  return [];\n}'),
        fence('ts', 'findOne() {\n  return 1;\n}'),
      ].join('\n'),
    }).samples;
    const files = new Map(snippets.map((sample, i) => [`/p/s${i}.ts`, renderSample(sample).text]));
    const options = { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2021, noEmit: true };
    const host = ts.createCompilerHost(options);
    const readFile = host.readFile.bind(host);
    host.fileExists = (name) => files.has(name) || ts.sys.fileExists(name);
    host.readFile = (name) => files.get(name) ?? readFile(name);
    const program = ts.createProgram([...files.keys()], options, host);
    const codes = ts.getPreEmitDiagnostics(program).map((d) => d.code);
    expect(codes).not.toContain(2300); // Duplicate identifier '__Sample'.
    expect(codes).not.toContain(2393); // Duplicate function implementation.
  });
});

describe('formatFailure', () => {
  it('names the page, the fence line, the title, the line in the sample and the message', () => {
    expect(
      formatFailure({
        page: 'docs/pipes.md',
        fenceLine: 315,
        title: 'cats.controller.ts',
        line: 12,
        code: 1272,
        message: 'A type …',
      }),
    ).toBe('docs/pipes.md:315 "cats.controller.ts" line 12: TS1272: A type …');
    expect(formatFailure({ page: 'docs/a.md', fenceLine: 3, code: 2304, message: 'x' })).toBe(
      'docs/a.md:3 (untitled sample): TS2304: x',
    );
  });
});

describe('the package a name used without an import line comes from', () => {
  const redis = { from: 'redis', typeOnly: false };
  const graphqlWs = { from: 'graphql-ws', typeOnly: false };
  const common = { from: '@nestjs/common', typeOnly: false };
  it.each([
    ['one installed package exports it', [common], [], common],
    ['a package the page imports wins', [graphqlWs, redis], ['@nestjs/core', 'redis'], redis],
    ["the first of the page's packages wins", [graphqlWs, redis], ['graphql-ws', 'redis'], graphqlWs],
    [
      'several export it and the page names none: not guessed',
      [graphqlWs, redis],
      ['@nestjs/core'],
      undefined,
    ],
    ['no package exports it', [], ['redis'], undefined],
  ])('%s', (_, candidates, ownImports, expected) => {
    expect(pickAutoImport(candidates, ownImports)).toEqual(expected);
  });
});
