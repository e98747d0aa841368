/**
 * Remark plugin: the last line of a page says what its samples were compiled against ("Samples on this
 * page compile against `@nestjs/common` 11.2.10, `@nestjs/swagger` 11.4.7 and TypeScript 5.9.3"), so a
 * reader on other versions knows what may differ and a maintainer sees what to recheck after an upgrade.
 *
 * The packages are those the page's TypeScript samples import (bare specifiers; `nocheck` samples, which
 * are not compiled, and Node.js built-ins left out); the versions are those the sample check installs for
 * the page's docs version, read from `sample-check/<version>/package-lock.json` (README, "Code samples
 * compile"), so the build needs no installed sample project. The line is a paragraph with the class
 * `samples-checked`: the local search leaves it out (`ignoreCssSelectors`), and the Markdown export, which
 * reads the page's source, never sees it. Runs before `remarkCodeSamples`, which replaces the fences.
 */
import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import type { Code, Paragraph, PhrasingContent, Root, RootContent } from 'mdast';
import { parseFenceMeta } from '../../lib/code-samples/fence-meta';
import { CURRENT_VERSION_LABEL } from '../../data/site';

export const SAMPLES_CHECKED_CLASS = 'samples-checked';

const TS_LANGS = new Set(['ts', 'typescript']);
const BUILTINS = new Set(builtinModules);
const SPECIFIER = /(?:\bfrom\s+|\bimport\s+|\bimport\(\s*|\brequire\(\s*)['"]([^'"\n]+)['"]/g;

/** The package a module specifier names, or undefined for relative paths and Node.js built-ins. */
export function packageOf(specifier: string): string | undefined {
  if (/^[./]/.test(specifier) || specifier.startsWith('node:')) return undefined;
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? '');
  return BUILTINS.has(name) ? undefined : name;
}

/** The packages a set of samples imports: `@nestjs/*` first, then the rest, each alphabetically. */
export function importedPackages(samples: readonly string[]): string[] {
  const names = new Set<string>();
  for (const code of samples) {
    for (const [, specifier = ''] of code.matchAll(SPECIFIER)) {
      const name = packageOf(specifier);
      if (name) names.add(name);
    }
  }
  const nest = (name: string) => (name.startsWith('@nestjs/') ? 0 : 1);
  return [...names].sort((a, b) => nest(a) - nest(b) || a.localeCompare(b));
}

export type Installed = (name: string) => string | undefined;

/** The sentence's parts: each package with the version installed (packages not installed are left out). */
export function checkedAgainst(packages: readonly string[], installed: Installed): [string, string][] {
  return packages.flatMap((name) => {
    const version = installed(name);
    return version ? [[name, version] as [string, string]] : [];
  });
}

/** The paragraph: inline code for package names, "and" before the last item, TypeScript last. */
export function samplesCheckedParagraph(pairs: readonly [string, string][], typescript: string): Paragraph {
  const items: PhrasingContent[][] = [
    ...pairs.map(([name, version]): PhrasingContent[] => [
      { type: 'inlineCode', value: name },
      { type: 'text', value: ` ${version}` },
    ]),
    [{ type: 'text', value: `TypeScript ${typescript}` }],
  ];
  const children: PhrasingContent[] = [{ type: 'text', value: 'Samples on this page compile against ' }];
  items.forEach((item, index) => {
    if (index > 0) children.push({ type: 'text', value: index === items.length - 1 ? ' and ' : ', ' });
    children.push(...item);
  });
  children.push({ type: 'text', value: '.' });
  return {
    type: 'paragraph',
    children,
    data: { hName: 'p', hProperties: { className: [SAMPLES_CHECKED_CLASS] } },
  };
}

/** The docs version of a page file: `versioned_docs/version-10/…` is 10, anything else the current one. */
export const docsVersionOf = (file: string): string =>
  /(?:^|[\\/])versioned_docs[\\/]version-([^\\/]+)[\\/]/.exec(file)?.[1] ?? CURRENT_VERSION_LABEL;

type Lock = { packages?: Record<string, { version?: string }> };
const locks = new Map<string, Lock | undefined>();

/** The versions installed in a sample project, from its lock file (undefined when it has none). */
function installedIn(sampleCheckDir: string, version: string): Installed | undefined {
  if (!locks.has(version)) {
    const file = path.join(sampleCheckDir, version, 'package-lock.json');
    locks.set(version, fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Lock) : undefined);
  }
  const lock = locks.get(version);
  return lock && ((name) => lock.packages?.[`node_modules/${name}`]?.version);
}

function checkedSamples(root: Root): string[] {
  const samples: string[] = [];
  const visit = (nodes: readonly RootContent[]) => {
    for (const node of nodes) {
      if (node.type === 'code') {
        const code = node as Code;
        if (!TS_LANGS.has(code.lang ?? '')) continue;
        const meta = parseFenceMeta(code.meta);
        if (!meta.variant && !meta.nocheck) samples.push(code.value);
      } else if ('children' in node) visit(node.children as RootContent[]);
    }
  };
  visit(root.children);
  return samples;
}

export type SampleVersionsOptions = { readonly sampleCheckDir: string };

export default function remarkSampleVersions({ sampleCheckDir }: SampleVersionsOptions) {
  return (root: Root, file: { readonly path?: string }): void => {
    const samples = checkedSamples(root);
    if (!samples.length) return;
    const installed = installedIn(sampleCheckDir, docsVersionOf(file.path ?? ''));
    const typescript = installed?.('typescript');
    if (!installed || !typescript) return;
    root.children.push(
      samplesCheckedParagraph(checkedAgainst(importedPackages(samples), installed), typescript),
    );
  };
}
