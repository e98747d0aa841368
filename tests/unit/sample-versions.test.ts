/**
 * The line at the end of a page naming what its samples compile against (issue 27, part 4): which
 * packages a page's samples import, which versions the line gives, and the plugin on real pages and lock
 * files.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Code, Paragraph, Root } from 'mdast';
import remarkSampleVersions, {
  checkedAgainst,
  docsVersionOf,
  importedPackages,
  packageOf,
  samplesCheckedParagraph,
} from '@site/src/build-time/code-samples/sample-versions';

const text = (paragraph: Paragraph): string =>
  paragraph.children.map((child) => ('value' in child ? child.value : '')).join('');

describe('packageOf', () => {
  it.each([
    ['@nestjs/common', '@nestjs/common'],
    ['@nestjs/microservices/external/kafka.interface', '@nestjs/microservices'],
    ['rxjs/operators', 'rxjs'],
    ['express', 'express'],
    ['./cats.service', undefined],
    ['../shared/dto', undefined],
    ['node:crypto', undefined],
    ['fs', undefined],
    ['path', undefined],
  ])('%s → %s', (specifier, name) => expect(packageOf(specifier)).toBe(name));
});

describe('importedPackages', () => {
  it('reads import, export-from, side-effect, dynamic imports and require, @nestjs first', () => {
    const samples = [
      "import { Module } from '@nestjs/common';\nimport { map } from 'rxjs/operators';\nimport './polyfill';",
      "import type { Request } from 'express';\nexport { ConfigModule } from '@nestjs/config';",
      "import 'reflect-metadata';\nconst helmet = require('helmet');\nconst { Kafka } = await import('kafkajs');",
      "import { randomUUID } from 'node:crypto';\nimport { Injectable } from '@nestjs/common';",
    ];
    expect(importedPackages(samples)).toEqual([
      '@nestjs/common',
      '@nestjs/config',
      'express',
      'helmet',
      'kafkajs',
      'reflect-metadata',
      'rxjs',
    ]);
  });

  it('finds nothing in samples without package imports', () => {
    expect(importedPackages(['export class Cat { name: string; }', "import { Cat } from './cat';"])).toEqual(
      [],
    );
  });
});

describe('checkedAgainst and the paragraph', () => {
  const installed = (name: string) => ({ '@nestjs/common': '11.2.10', rxjs: '7.8.2' })[name];

  it('leaves out packages the sample project does not install', () => {
    expect(checkedAgainst(['@nestjs/common', 'mercurius', 'rxjs'], installed)).toEqual([
      ['@nestjs/common', '11.2.10'],
      ['rxjs', '7.8.2'],
    ]);
  });

  it.each([
    [[], 'Samples on this page compile against TypeScript 5.9.3.'],
    [
      [['@nestjs/common', '11.2.10']],
      'Samples on this page compile against @nestjs/common 11.2.10 and TypeScript 5.9.3.',
    ],
    [
      [
        ['@nestjs/common', '11.2.10'],
        ['@nestjs/swagger', '11.4.7'],
      ],
      'Samples on this page compile against @nestjs/common 11.2.10, @nestjs/swagger 11.4.7 and TypeScript 5.9.3.',
    ],
  ] as [[string, string][], string][])('%j', (pairs, sentence) => {
    const paragraph = samplesCheckedParagraph(pairs, '5.9.3');
    expect(text(paragraph)).toBe(sentence);
    expect(
      paragraph.children.filter((c) => c.type === 'inlineCode').map((c) => 'value' in c && c.value),
    ).toEqual(pairs.map(([name]) => name));
    expect(paragraph.data).toEqual({ hName: 'p', hProperties: { className: ['samples-checked'] } });
  });
});

describe('docsVersionOf', () => {
  it.each([
    ['/work/site/docs/controllers.md', '11'],
    ['/work/site/versioned_docs/version-10/controllers.md', '10'],
    ['versioned_docs/version-10/techniques/queues.md', '10'],
    ['C:\\site\\versioned_docs\\version-10\\pipes.md', '10'],
  ])('%s is Version %s', (file, version) => expect(docsVersionOf(file)).toBe(version));
});

describe('remarkSampleVersions on pages, with the sample projects’ lock files', () => {
  const root = path.resolve(__dirname, '../..');
  const lockVersion = (version: string, name: string): string =>
    JSON.parse(fs.readFileSync(path.join(root, 'sample-check', version, 'package-lock.json'), 'utf8'))
      .packages[`node_modules/${name}`].version;
  const code = (lang: string, meta: string | null, value: string): Code => ({
    type: 'code',
    lang,
    meta,
    value,
  });
  const run = (children: Root['children'], file: string): Root => {
    const tree: Root = { type: 'root', children: [...children] };
    remarkSampleVersions({ sampleCheckDir: path.join(root, 'sample-check') })(tree, { path: file });
    return tree;
  };
  const last = (tree: Root) => tree.children.at(-1) as Paragraph;
  const title: Root['children'][number] = {
    type: 'heading',
    depth: 1,
    children: [{ type: 'text', value: 'Configuration' }],
  };
  const page: Root['children'] = [
    title,
    code(
      'ts',
      'title="app.module.ts"',
      "import { Module } from '@nestjs/common';\nimport { ConfigModule } from '@nestjs/config';",
    ),
    // In a list item: found too.
    {
      type: 'list',
      children: [
        { type: 'listItem', children: [code('ts', 'title="b.ts"', "import { Observable } from 'rxjs';")] },
      ],
    },
    code('ts', 'title="broken.ts" nocheck', "import { Nope } from 'not-compiled';"),
    code('bash', null, 'npm i @nestjs/config@4'),
  ];

  it('ends a Version 11 page with the versions of sample-check/11', () => {
    const sentence = text(last(run(page, path.join(root, 'docs/techniques/configuration.md'))));
    expect(sentence).toBe(
      `Samples on this page compile against @nestjs/common ${lockVersion('11', '@nestjs/common')}, ` +
        `@nestjs/config ${lockVersion('11', '@nestjs/config')}, rxjs ${lockVersion('11', 'rxjs')} and ` +
        `TypeScript ${lockVersion('11', 'typescript')}.`,
    );
    expect(sentence).toMatch(/@nestjs\/common 11\.\d+\.\d+, @nestjs\/config 4\.\d+\.\d+/);
  });

  it('ends a Version 10 page with the versions of sample-check/10', () => {
    const sentence = text(
      last(run(page, path.join(root, 'versioned_docs/version-10/techniques/configuration.md'))),
    );
    expect(sentence).toMatch(/^Samples on this page compile against @nestjs\/common 10\.\d+\.\d+, /);
  });

  it('adds nothing to a page without TypeScript samples', () => {
    const tree = run(
      [title, code('bash', null, 'npm i'), code('ts', 'nocheck', "import 'x';")],
      'docs/support.md',
    );
    expect(tree.children.map((node) => node.type)).toEqual(['heading', 'code', 'code']);
  });
});
