/**
 * The install commands of a page, held against the sample project of its docs version (build time and
 * scripts, Node only).
 *
 * A reader copies `npm i @nestjs/config` into a `nest new` project and gets npm's `latest`: a major that
 * is ES modules only (the generated Jest tests then fail) or one that requires the next NestJS (npm stops
 * with ERESOLVE). So every `@nestjs/*` package on an install line names its major, and that major is the
 * one the version's sample project installs (`sample-check/<version>/package.json`: the samples compile
 * against it, so the page teaches its API). CONTENT.md, "Accuracy"; the unit test
 * `tests/unit/install-commands.test.ts` runs this on every page; `scripts/verify-install-commands.mjs`
 * runs the commands in a real `nest new` project.
 */
import { extractFences } from './extract';

export type InstallCommand = {
  /** 1-based line of the page. */
  readonly line: number;
  readonly command: string;
};

export type PackageSpec = { readonly name: string; readonly version?: string };

const SHELL_LANGS = new Set(['bash', 'sh', 'shell', 'console', 'zsh']);
/** npm, yarn and pnpm commands that add packages to a project. */
const INSTALL = /^(?:npm\s+(?:i|install|add)|yarn\s+add|pnpm\s+(?:add|i|install))(?:\s|$)/;

/**
 * Packages a page may install that its samples never import, so the sample project does not hold them.
 * The CLI and its schematics are released with the framework, at its major; mau is a stand-alone
 * command-line tool with no peer on NestJS; `@nestjs/mercurius` cannot share the sample project with
 * `@nestjs/serve-static` (mercurius 16 needs `@fastify/static` 10, outside serve-static 5's optional peer
 * range), so its pages show it in prose, at the major whose peers accept the version's NestJS.
 */
export const majorsOutsideSampleProject = (frameworkMajor: number): Record<string, number | 'any'> => ({
  '@nestjs/cli': frameworkMajor,
  '@nestjs/schematics': frameworkMajor,
  '@nestjs/mau': 'any',
  '@nestjs/mercurius': frameworkMajor === 11 ? 13 : 12,
});

/** Every install command of a page: lines of shell fences, and inline code spans in prose. */
export function installCommands(markdown: string): InstallCommand[] {
  const found: InstallCommand[] = [];
  const inFence = new Set<number>();
  const lines = markdown.split('\n');
  for (const fence of extractFences(markdown)) {
    const length = fence.code.split('\n').length;
    for (let i = 0; i <= length + 1; i += 1) inFence.add(fence.line + i);
    if (!SHELL_LANGS.has(fence.lang)) continue;
    fence.code.split('\n').forEach((text, index) => {
      // A shell comment ends the command: `npm i @apollo/subgraph@2 # in each subgraph`.
      for (const part of text.replace(/(^|\s)#.*$/, '').split(/&&|;|\|\|/)) {
        const command = part.trim().replace(/^\$\s+/, '');
        if (INSTALL.test(command)) found.push({ line: fence.line + 1 + index, command });
      }
    });
  }
  lines.forEach((text, index) => {
    if (inFence.has(index + 1)) return;
    for (const [, span = ''] of text.matchAll(/`([^`]+)`/g)) {
      const command = span.trim();
      if (INSTALL.test(command)) found.push({ line: index + 1, command });
    }
  });
  return found.sort((a, b) => a.line - b.line);
}

/** The packages a command names, with the version or range written after the name, if any. */
export function packageSpecs(command: string): PackageSpec[] {
  const words = command.replace(INSTALL, '').trim().split(/\s+/).filter(Boolean);
  return words
    .filter((word) => !word.startsWith('-') && !/^[<>|]/.test(word))
    .map((word) => {
      const at = word.indexOf('@', word.startsWith('@') ? 1 : 0);
      return at === -1 ? { name: word } : { name: word.slice(0, at), version: word.slice(at + 1) };
    });
}

/** The major a version or range pins (`4`, `^4`, `4.0.4`, `~4.1`, `4.x`), or undefined (`latest`, `*`). */
export function majorOf(version: string): number | undefined {
  const match = /^[\^~=v]?(\d+)(?:\.(?:\d+|x|\*)){0,2}$/.exec(version);
  return match ? Number(match[1]) : undefined;
}

/** The major of each package of a sample project's package.json (versions are saved exactly). */
export function sampleProjectMajors(packageJson: {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}): Record<string, number> {
  const all = { ...packageJson.dependencies, ...packageJson.devDependencies };
  const majors: Record<string, number> = {};
  for (const [name, version] of Object.entries(all)) {
    const major = majorOf(version);
    if (major !== undefined) majors[name] = major;
  }
  return majors;
}

/**
 * What is wrong with one command, for a docs version whose sample project installs `majors`; empty when
 * every `@nestjs/*` package it names carries the expected major.
 */
export function installProblems(
  command: string,
  majors: Record<string, number>,
  outside: Record<string, number | 'any'>,
): string[] {
  const problems: string[] = [];
  for (const { name, version } of packageSpecs(command)) {
    if (!name.startsWith('@nestjs/')) continue;
    const expected = majors[name] ?? outside[name];
    if (expected === undefined) {
      problems.push(
        `${name} is not in the sample project: add it (npm run samples:add -- ${name}) so its samples compile`,
      );
      continue;
    }
    if (expected === 'any') continue;
    const written = version === undefined ? undefined : majorOf(version);
    if (written === expected) continue;
    problems.push(
      version === undefined
        ? `${name} without a major installs npm's latest: write ${name}@${expected}`
        : `${name}@${version} is not the major the sample project installs: write ${name}@${expected}`,
    );
  }
  return problems;
}
