/**
 * The sample check (build time, Node only): compiles every TypeScript sample of the given pages in the
 * NestJS project of `sample-check/` (its tsconfig is the one `nest new` writes for NestJS 11, its packages
 * what a reader installs), with the TypeScript compiler of that project, passed in as `ts`.
 *
 * Two passes over one program: the first finds the names that snippets without import lines use; the
 * second compiles every sample with those names imported from the installed package that exports them
 * (or declared `any` when none does). See `project.ts` for how a page becomes a project.
 */
import fs from 'node:fs';
import path from 'node:path';
import type * as TS from 'typescript';
import {
  pageProject,
  renderSample,
  type OptOut,
  type PageProject,
  type PageSource,
  type Sample,
} from './project';

export type Failure = {
  readonly page: string;
  readonly fenceLine: number;
  readonly title?: string;
  /** Line within the sample (1-based); undefined when the error is in what the check added. */
  readonly line?: number;
  readonly code: number;
  readonly message: string;
};

export type CheckResult = {
  readonly samples: number;
  readonly shapes: Readonly<Record<Sample['shape'], number>>;
  readonly optOuts: readonly OptOut[];
  readonly looseImports: readonly { page: string; fenceLine: number; specifier: string }[];
  readonly autoImported: number;
  readonly looseNames: readonly { page: string; fenceLine: number; name: string }[];
  readonly stubs: readonly string[];
  readonly failures: readonly Failure[];
};

/** Packages a snippet's names are looked up in after those its own page imports, in this order. */
export const PRELUDE = ['@nestjs/common', '@nestjs/core', '@nestjs/testing', 'rxjs', 'rxjs/operators'];

/** Diagnostics that mean "this name is not declared here". */

/** A package that exports a name a snippet uses without an import line. */
export type ExportCandidate = { readonly from: string; readonly typeOnly: boolean };

/**
 * Where a name used without an import line comes from: the first package the page's own samples
 * import that exports it; failing that, the one installed package that exports it. A name several
 * installed packages export (`createClient`: redis, graphql-ws) and the page names none of is not
 * guessed: it is typed loosely (undefined here), as adding a package to the sample project must not
 * change what an unrelated page's snippet means.
 */
export function pickAutoImport(
  candidates: readonly ExportCandidate[],
  ownImports: readonly string[],
): ExportCandidate | undefined {
  const own = ownImports.map((p) => candidates.find((c) => c.from === p)).find(Boolean);
  if (own) return own;
  return new Set(candidates.map((c) => c.from)).size === 1 ? candidates[0] : undefined;
}

const UNDECLARED = new Set([2304, 2552, 2503, 18004, 2662, 2663]);
const MODULE_NOT_FOUND = new Set([2307, 2792]);

const bareImports = (code: string): string[] =>
  [...code.matchAll(/^\s*(?:import|export)\s[\s\S]*?from\s+['"]([^'".][^'"]*)['"]/gm)].map((m) => m[1] ?? '');

/**
 * `addCommand`: the command that installs a missing package in this project, quoted in the failure of a
 * sample that imports one.
 */
export function runSampleCheck(
  ts: typeof TS,
  projectDir: string,
  pages: readonly PageSource[],
  addCommand = (name: string) => `npm run samples:add -- ${name}`,
): CheckResult {
  const configFile = path.join(projectDir, 'tsconfig.json');
  const parsed = ts.parseJsonConfigFileContent(
    ts.readConfigFile(configFile, ts.sys.readFile).config,
    ts.sys,
    projectDir,
  );
  const options: TS.CompilerOptions = { ...parsed.options, noEmit: true, incremental: false };
  delete options.tsBuildInfoFile;

  const projects = pages.map((page) => pageProject(projectDir, page));
  const samples = projects.flatMap((p) => p.samples);
  const owner = new Map<string, { project: PageProject; sample: Sample }>();
  for (const project of projects)
    for (const sample of project.samples) owner.set(sample.path, { project, sample });
  const looseFiles = new Map(projects.flatMap((p) => [...p.looseModules]));

  const stubDir = path.join(projectDir, 'stubs');
  const stubs = fs.existsSync(stubDir)
    ? fs
        .readdirSync(stubDir)
        .filter((f) => f.endsWith('.d.ts'))
        .map((f) => path.join(stubDir, f))
    : [];

  // Every package imported anywhere, so their exports are known when a snippet needs one of its names.
  const packages = [...new Set([...PRELUDE, ...samples.flatMap((s) => bareImports(s.code))])];
  const exportsFile = path.join(projectDir, '__pages__', '__exports__.ts');
  const exportsText = packages.map((p, i) => `import * as m${i} from '${p}';`).join('\n');

  const texts = new Map<string, { text: string; before: number }>();
  const render = () => samples.forEach((s) => texts.set(s.path, renderSample(s)));
  render();

  const virtualText = (file: string): string | undefined =>
    file === exportsFile ? exportsText : (texts.get(file)?.text ?? looseFiles.get(file));

  const host = ts.createCompilerHost(options, true);
  const { getSourceFile, fileExists, readFile } = host;
  const sourceCache = new Map<string, TS.SourceFile>();
  host.getSourceFile = (file, languageVersion, onError, shouldCreate) => {
    const text = virtualText(file);
    if (text === undefined) {
      const cached = sourceCache.get(file);
      if (cached) return cached;
      const made = getSourceFile.call(host, file, languageVersion, onError, shouldCreate);
      if (made) sourceCache.set(file, made);
      return made;
    }
    return ts.createSourceFile(file, text, languageVersion, true);
  };
  host.fileExists = (file) => virtualText(file) !== undefined || fileExists.call(host, file);
  host.readFile = (file) => virtualText(file) ?? readFile.call(host, file);
  const cache = ts.createModuleResolutionCache(projectDir, host.getCanonicalFileName, options);
  host.resolveModuleNameLiterals = (literals, containingFile, redirected, opts, containingSource) =>
    literals.map((literal) => {
      const mine = owner.get(containingFile);
      if (mine && literal.text.startsWith('.')) {
        return {
          resolvedModule: {
            resolvedFileName: mine.project.resolve(literal.text, mine.sample),
            extension: ts.Extension.Ts,
            isExternalLibraryImport: false,
          },
        };
      }
      const mode = ts.getModeForUsageLocation(containingSource, literal, opts);
      return ts.resolveModuleName(literal.text, containingFile, opts, host, cache, redirected, mode);
    });

  const roots = () => [...samples.map((s) => s.path), ...looseFiles.keys(), exportsFile, ...stubs];

  // Pass 1: which names do snippets without import lines leave undeclared?
  let program = ts.createProgram({ rootNames: roots(), options, host });
  const checker = program.getTypeChecker();
  const exported = new Map<string, ExportCandidate[]>();
  const exportsSource = program.getSourceFile(exportsFile);
  exportsSource?.statements.forEach((statement, i) => {
    if (!ts.isImportDeclaration(statement)) return;
    const symbol = checker.getSymbolAtLocation(statement.moduleSpecifier);
    if (!symbol) return;
    for (const item of checker.getExportsOfModule(symbol)) {
      const target = item.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(item) : item;
      const typeOnly = !(target.flags & ts.SymbolFlags.Value);
      const list = exported.get(item.name) ?? [];
      list.push({ from: packages[i] ?? '', typeOnly });
      exported.set(item.name, list);
    }
  });

  let autoImported = 0;
  const looseNames: { page: string; fenceLine: number; name: string }[] = [];
  for (const sample of samples) {
    if (sample.hasImports) continue;
    const file = program.getSourceFile(sample.path);
    if (!file) continue;
    const names = new Set<string>();
    for (const d of program.getSemanticDiagnostics(file)) {
      if (UNDECLARED.has(d.code) && d.start !== undefined && d.length !== undefined) {
        names.add(file.text.slice(d.start, d.start + d.length));
      }
    }
    if (!names.size) continue;
    const ownImports = projectsOf(sample).flatMap((s) => bareImports(s.code));
    const byPackage = new Map<string, string[]>();
    for (const name of [...names].sort()) {
      const pick = pickAutoImport(exported.get(name) ?? [], ownImports);
      if (!pick) {
        sample.looseNames.push(name);
        looseNames.push({ page: sample.page, fenceLine: sample.fenceLine, name });
        continue;
      }
      const list = byPackage.get(pick.from) ?? [];
      list.push(pick.typeOnly ? `type ${name}` : name);
      byPackage.set(pick.from, list);
      autoImported += 1;
    }
    sample.autoImports = [...byPackage].map(
      ([from, list]) => `import { ${list.join(', ')} } from '${from}';`,
    );
  }

  function projectsOf(sample: Sample): Sample[] {
    return owner.get(sample.path)?.project.samples ?? [];
  }

  // Pass 2: every sample with what pass 1 added.
  render();
  program = ts.createProgram({ rootNames: roots(), options, host, oldProgram: program });

  const failures: Failure[] = [];
  const flatten = (d: TS.Diagnostic) => ts.flattenDiagnosticMessageText(d.messageText, '\n');
  for (const d of [...program.getOptionsDiagnostics(), ...program.getGlobalDiagnostics()]) {
    failures.push({ page: 'sample-check/tsconfig.json', fenceLine: 0, code: d.code, message: flatten(d) });
  }
  for (const sample of samples) {
    const file = program.getSourceFile(sample.path);
    if (!file) continue;
    const before = texts.get(sample.path)?.before ?? 0;
    const lines = sample.code.split('\n').length;
    const diagnostics = [...program.getSyntacticDiagnostics(file), ...program.getSemanticDiagnostics(file)];
    for (const d of diagnostics) {
      const at =
        d.start === undefined ? undefined : file.getLineAndCharacterOfPosition(d.start).line + 1 - before;
      let message = flatten(d);
      if (MODULE_NOT_FOUND.has(d.code)) {
        const name = /'([^']+)'/.exec(message)?.[1] ?? '';
        if (name && !name.startsWith('.')) {
          message =
            `the package "${name}" is not installed in the sample project: add it with ` +
            `\`${addCommand(name)}\` (the newest version that accepts the project's NestJS, saved in ` +
            `${path.basename(path.dirname(projectDir))}/${path.basename(projectDir)}/package.json). TypeScript: ${message}`;
        }
      }
      failures.push({
        page: sample.page,
        fenceLine: sample.fenceLine,
        title: sample.title,
        line: at !== undefined && at >= 1 && at <= lines ? at : undefined,
        code: d.code,
        message,
      });
    }
  }

  const shapes = { module: 0, members: 0, statements: 0 };
  samples.forEach((s) => (shapes[s.shape] += 1));
  return {
    samples: samples.length,
    shapes,
    optOuts: projects.flatMap((p) => p.optOuts),
    looseImports: projects.flatMap((p) =>
      p.looseImports.map((l) => ({ page: p.page, fenceLine: l.sample.fenceLine, specifier: l.specifier })),
    ),
    autoImported,
    looseNames,
    stubs: stubs.map((s) => path.relative(projectDir, s)),
    failures,
  };
}

/** One line per failure: page and fence line, the sample's title, the line in the sample, TypeScript's message. */
export function formatFailure(f: Failure): string {
  const where = `${f.page}:${f.fenceLine}`;
  const title = f.title ? ` "${f.title}"` : ' (untitled sample)';
  const line = f.line !== undefined ? ` line ${f.line}` : '';
  return `${where}${title}${line}: TS${f.code}: ${f.message.replace(/\n/g, '\n    ')}`;
}
