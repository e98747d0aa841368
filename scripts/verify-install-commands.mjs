#!/usr/bin/env node
/**
 * `node scripts/verify-install-commands.mjs [--for 10] [--keep] [--only <text>] [--except <file>]`: runs the install
 * commands of the docs in a project made the way a reader makes one, and checks that the project still
 * works after each (CONTENT.md, "Accuracy"; issue 27).
 *
 * 1. `npx @nestjs/cli@11 new` (`@nestjs/cli@10` with `--for 10`) in a temporary folder, npm, no git.
 * 2. Every distinct install command of that version's pages (the same reader as the unit test
 *    `install-commands.test.ts`: shell fences and inline code), global installs left out, each in a
 *    fresh copy of that project, as a reader following one page would (so no command is judged on
 *    what an earlier one installed).
 * 3. After each: the packages it installed imported by the app (below), then `npm run build`,
 *    `npm test` and `npm run test:e2e` with the generated configuration.
 *
 * Prints a Markdown table (command, pages, install, build, unit, e2e) and exits 1 when a cell failed.
 * It needs the npm registry and takes minutes, so it is not a step of `npm test`: run it before
 * resolving a change to install commands, and paste the table into the closing note.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const jiti = createRequire(import.meta.url)('jiti')(fileURLToPath(import.meta.url));
const { installCommands, packageSpecs } = jiti(
  '../src/build-time/code-samples/sample-check/install-commands.ts',
);

const args = process.argv.slice(2);
const version = args.includes('--for') ? args[args.indexOf('--for') + 1] : '11';
const keep = args.includes('--keep');
const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : undefined;
/** A file of commands already run (one per line, as the table prints them): a run can resume. */
const except = new Set(
  args.includes('--except')
    ? fs
        .readFileSync(args[args.indexOf('--except') + 1], 'utf8')
        .split('\n')
        .map((line) => line.trim())
    : [],
);
const docs = version === '11' ? 'docs' : path.join('versioned_docs', `version-${version}`);

function markdownFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(full);
    return /\.mdx?$/.test(entry.name) && entry.name !== 'kitchen-sink.mdx' ? [full] : [];
  });
}

/** Distinct commands (as written, whitespace collapsed), each with the pages that show it. */
const commands = new Map();
for (const file of markdownFiles(path.join(root, docs)).sort()) {
  for (const { command } of installCommands(fs.readFileSync(file, 'utf8'))) {
    const normal = command.replace(/\s+/g, ' ');
    if (/\s(-g|--global)(\s|$)/.test(normal) || packageSpecs(normal).length === 0) continue;
    if ((only && !normal.includes(only)) || except.has(normal)) continue;
    const page = path.relative(path.join(root, docs), file).replace(/\.mdx?$/, '');
    commands.set(normal, [...(commands.get(normal) ?? []), page]);
  }
}

const work = fs.mkdtempSync(path.join(os.tmpdir(), `install-commands-${version}-`));
const app = path.join(work, 'app');
const run = (command, cwd = app, timeout = 600_000) => {
  const result = spawnSync('bash', ['-c', command], {
    cwd,
    encoding: 'utf8',
    timeout,
    env: {
      ...process.env,
      CI: 'true',
      FORCE_COLOR: '0',
      npm_config_audit: 'false',
      npm_config_fund: 'false',
    },
  });
  return { ok: result.status === 0, output: `${result.stdout ?? ''}${result.stderr ?? ''}` };
};
const lastError = (output) =>
  output
    .split('\n')
    .filter((line) => /error|ERR!|fail|must use import|cannot find/i.test(line))
    .slice(0, 2)
    .join(' / ')
    .slice(0, 200);

console.log(`Creating a project with @nestjs/cli@${version} in ${app} …`);
const created = run(`npx -y @nestjs/cli@${version} new app --package-manager npm --skip-git`, work, 900_000);
if (!created.ok) {
  console.error(created.output);
  console.error(`✗ nest new failed`);
  process.exit(1);
}
const pkg = JSON.parse(fs.readFileSync(path.join(app, 'package.json'), 'utf8'));
const baseline = ['npm run build', 'npm test', 'npm run test:e2e'].map((c) => run(c).ok);
console.log(
  `Project: @nestjs/core ${pkg.dependencies['@nestjs/core']}, typescript ${pkg.devDependencies.typescript}, ` +
    `jest ${pkg.devDependencies.jest}, Node.js ${process.version}; before any install: build ${baseline[0] ? 'ok' : 'FAILS'}, ` +
    `unit ${baseline[1] ? 'ok' : 'FAILS'}, e2e ${baseline[2] ? 'ok' : 'FAILS'}\n`,
);

/**
 * A package that is installed but never loaded cannot break the tests: the generated app imports none of
 * them. So the packages of each command that have an entry point (not `@types/*`, not command-line tools
 * installed with `-D`)
 * are imported from `src/docs-imports.ts`, which `app.controller.ts` imports: the build compiles them,
 * the unit test (app.controller.spec) and the e2e test (AppModule) load them, as a reader's app would.
 */
fs.writeFileSync(path.join(app, 'src', 'docs-imports.ts'), '');
const controller = path.join(app, 'src', 'app.controller.ts');
fs.writeFileSync(controller, `import './docs-imports';\n${fs.readFileSync(controller, 'utf8')}`);
const importable = (dir, name, devInstall) => {
  const file = path.join(dir, 'node_modules', name, 'package.json');
  if (name.startsWith('@types/') || !fs.existsSync(file)) return false;
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8'));
  // A development install of a package with commands (`npm i -D @compodoc/compodoc@2`, `@swc/cli`) is a
  // tool the reader runs, not a module their app loads.
  if (devInstall && manifest.bin) return false;
  return Boolean(manifest.main || manifest.exports || manifest.module);
};

// The trials start from the project as `nest new` left it: no build output, no compiler cache.
for (const leftover of ['dist', 'tsconfig.build.tsbuildinfo', 'tsconfig.tsbuildinfo']) {
  fs.rmSync(path.join(app, leftover), { recursive: true, force: true });
}

/**
 * A copy of the project for one trial, fast enough to make ~40 of them on a small machine: node_modules
 * is hard-linked (npm replaces a package's files, it never writes into them), the files npm and the
 * compiler rewrite in place are real copies.
 */
function copyProject(from, to) {
  execFileSync('cp', ['-al', from, to]);
  for (const file of ['package.json', 'package-lock.json', path.join('node_modules', '.package-lock.json')]) {
    const target = path.join(to, file);
    if (!fs.existsSync(target)) continue;
    fs.rmSync(target);
    fs.copyFileSync(path.join(from, file), target);
  }
  for (const dir of ['src', 'test']) {
    fs.rmSync(path.join(to, dir), { recursive: true, force: true });
    fs.cpSync(path.join(from, dir), path.join(to, dir), { recursive: true });
  }
}

const rows = [];
let failed = !baseline.every(Boolean);
const trial = path.join(work, 'trial');
for (const [command, pages] of commands) {
  fs.rmSync(trial, { recursive: true, force: true });
  copyProject(app, trial);
  const install = run(command, trial);
  const names = packageSpecs(command).map((spec) => spec.name);
  if (install.ok) {
    const devInstall = /(^|\s)(-D|--save-dev)(\s|$)/.test(command);
    const added = names
      .filter((name) => importable(trial, name, devInstall))
      .map((name) => `import '${name}';\n`);
    fs.writeFileSync(path.join(trial, 'src', 'docs-imports.ts'), added.join(''));
  }
  const cells = install.ok ? ['npm run build', 'npm test', 'npm run test:e2e'].map((c) => run(c, trial)) : [];
  const row = {
    command,
    pages,
    install: install.ok,
    build: cells[0]?.ok,
    unit: cells[1]?.ok,
    e2e: cells[2]?.ok,
    error: !install.ok ? lastError(install.output) : lastError(cells.find((c) => !c.ok)?.output ?? ''),
  };
  if (!row.install || !row.build || !row.unit || !row.e2e) failed = true;
  rows.push(row);
  const mark = (ok) => (ok === undefined ? '–' : ok ? 'ok' : 'FAIL');
  console.log(
    `${mark(row.install)} ${mark(row.build)} ${mark(row.unit)} ${mark(row.e2e)}  ${command}${row.error ? `  (${row.error})` : ''}`,
  );
}
fs.rmSync(trial, { recursive: true, force: true });

const mark = (ok) => (ok === undefined ? '–' : ok ? 'ok' : '**fails**');
console.log(`\n| command | pages | install | build | unit | e2e |\n|---|---|---|---|---|---|`);
for (const row of rows) {
  console.log(
    `| \`${row.command}\` | ${row.pages.join(', ')} | ${mark(row.install)} | ${mark(row.build)} | ${mark(row.unit)} | ${mark(row.e2e)} |`,
  );
}
console.log(`\n${rows.length} commands, each in a fresh copy of a @nestjs/cli@${version} project.`);
if (!keep) fs.rmSync(work, { recursive: true, force: true });
else console.log(`Kept: ${app}`);
process.exit(failed ? 1 : 0);
