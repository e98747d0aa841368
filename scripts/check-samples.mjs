#!/usr/bin/env node
/**
 * `npm run check:samples` (a step of `npm test`): compiles every TypeScript sample of docs/ in a NestJS 11
 * project made the way `nest new` makes it (`sample-check/11/`: its tsconfig, TypeScript and packages),
 * and every sample of versioned_docs/version-10/ in the NestJS 10 one (`sample-check/10/`), so a sample
 * that would not compile in a reader's project fails the tests. How it works and how to add a package or
 * opt a sample out: README, "Code samples compile".
 *
 * First it proves itself on a fixture page with known mistakes (tests/fixtures/sample-check): it must
 * report exactly those. Then it checks the site. Installs a sample project when its lock file changed.
 * Options: `--verbose` lists the loose names and relative imports; `--page <file>` checks one page.
 */
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Each docs version with the project its samples compile in. */
const VERSIONS = [
  { name: '11', docs: 'docs', projectDir: path.join(root, 'sample-check', '11') },
  {
    name: '10',
    docs: path.join('versioned_docs', 'version-10'),
    projectDir: path.join(root, 'sample-check', '10'),
  },
];
const args = process.argv.slice(2);
const verbose = args.includes('--verbose');
const onlyPage = args.includes('--page') ? args[args.indexOf('--page') + 1] : undefined;
const started = Date.now();

/** `npm ci` in a sample project unless its node_modules was installed from this very lock file. */
function ensureInstalled(projectDir) {
  const lock = fs.readFileSync(path.join(projectDir, 'package-lock.json'));
  const hash = crypto.createHash('sha256').update(lock).digest('hex');
  const marker = path.join(projectDir, 'node_modules', '.lock-hash');
  const installed = () => fs.existsSync(marker) && fs.readFileSync(marker, 'utf8') === hash;
  if (installed()) return;
  // Several checks may run at once (one per page while pages are written): one installs, the others
  // wait for it, so that two `npm ci` never delete each other's node_modules.
  const mutex = path.join(projectDir, '.installing');
  for (;;) {
    try {
      fs.mkdirSync(mutex);
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      const age = Date.now() - fs.statSync(mutex, { throwIfNoEntry: false })?.mtimeMs;
      if (age > 10 * 60_000) fs.rmSync(mutex, { recursive: true, force: true }); // left by a killed run
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 500);
    }
  }
  try {
    if (installed()) return;
    console.log(`Installing the sample project (${path.relative(root, projectDir)}: npm ci)…`);
    const result = spawnSync('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], {
      cwd: projectDir,
      stdio: 'inherit',
    });
    if (result.status !== 0) {
      console.error(`✗ npm ci in ${path.relative(root, projectDir)} failed`);
      fs.rmSync(mutex, { recursive: true, force: true });
      process.exit(result.status ?? 1);
    }
    fs.writeFileSync(marker, hash);
  } finally {
    fs.rmSync(mutex, { recursive: true, force: true });
  }
}

function markdownFiles(dir) {
  const out = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...markdownFiles(full));
    else if (/\.mdx?$/.test(entry.name)) out.push(full);
  }
  return out.sort();
}

const readPages = (files) =>
  files.map((file) => ({ file: path.relative(root, file), markdown: fs.readFileSync(file, 'utf8') }));

const jiti = createRequire(import.meta.url)('jiti')(fileURLToPath(import.meta.url));
const { runSampleCheck, formatFailure } = jiti('../src/build-time/code-samples/sample-check/check.ts');
const { extractFences } = jiti('../src/build-time/code-samples/sample-check/extract.ts');
const { tsToJs, TsToJsError } = jiti('../src/build-time/code-samples/ts-to-js/index.ts');

/**
 * The JavaScript variants the build will generate: every ts fence without `nojs` and without a
 * hand-written `js variant` after it. The build fails on the same samples; this names them sooner.
 */
async function checkJsVariants(pages) {
  const failures = [];
  let generated = 0;
  let handWritten = 0;
  for (const { file, markdown } of pages) {
    const fences = extractFences(markdown);
    for (const [index, fence] of fences.entries()) {
      if (!['ts', 'typescript'].includes(fence.lang) || fence.meta.variant) continue;
      if (fences[index + 1]?.meta.variant) {
        handWritten += 1;
        continue;
      }
      if (fence.meta.nojs) continue;
      try {
        const js = await tsToJs(fence.code);
        if (!js.trim())
          failures.push(`${file}:${fence.line}: no JavaScript left once types are removed: mark it nojs`);
        else generated += 1;
      } catch (error) {
        if (!(error instanceof TsToJsError)) throw error;
        const at = error.line ? ` (line ${error.line} of the sample)` : '';
        failures.push(`${file}:${fence.line}: no JavaScript variant${at}: ${error.message}`);
      }
    }
  }
  return { failures, generated, handWritten };
}

function loadCompiler(projectDir) {
  ensureInstalled(projectDir);
  const requireFromProject = createRequire(path.join(projectDir, 'package.json'));
  return {
    ts: requireFromProject('typescript'),
    nest: requireFromProject('@nestjs/core/package.json').version,
  };
}

// 1. The check proves itself: the fixture's known mistakes, each found, and nothing else.
const [current] = VERSIONS;
const fixtureDir = path.join(root, 'tests', 'fixtures', 'sample-check');
const expected = JSON.parse(fs.readFileSync(path.join(fixtureDir, 'expected.json'), 'utf8'));
const fixture = runSampleCheck(
  loadCompiler(current.projectDir).ts,
  current.projectDir,
  readPages([path.join(fixtureDir, 'broken.md')]),
);
const key = (f) => `${f.fenceLine} ${f.title ?? '-'} ${f.line ?? '-'} TS${f.code}`;
const found = fixture.failures.map(key).sort();
const wanted = expected.failures.map(key).sort();
const missingPackageNamed = fixture.failures.some(
  (f) => f.code === 2307 && f.message.includes('npm run samples:add -- not-an-installed-package'),
);
if (
  JSON.stringify(found) !== JSON.stringify(wanted) ||
  !missingPackageNamed ||
  fixture.optOuts.length !== 1
) {
  console.error('✗ The sample check does not report what the fixture expects (tests/fixtures/sample-check):');
  console.error(`  expected: ${wanted.join(' | ')}\n  reported: ${found.join(' | ')}`);
  fixture.failures.forEach((f) => console.error(`  ${formatFailure(f)}`));
  process.exit(1);
}

// 2. The site, version by version.
let samples = 0;
let failedSamples = 0;
for (const version of VERSIONS) {
  const docsDir = path.join(root, version.docs);
  const files = onlyPage
    ? [path.resolve(root, onlyPage)].filter((f) => f.startsWith(docsDir + path.sep))
    : markdownFiles(docsDir);
  if (!files.length) continue;
  const { ts, nest } = loadCompiler(version.projectDir);
  const result = runSampleCheck(ts, version.projectDir, readPages(files), (name) =>
    version === current
      ? `npm run samples:add -- ${name}`
      : `npm run samples:add -- ${name} --for ${version.name}`,
  );
  const all = result.samples + result.optOuts.length;
  const percent = all ? (result.optOuts.length / all) * 100 : 0;
  const project = path.relative(root, version.projectDir);

  console.log(
    `Version ${version.name}: ${files.length} pages of ${version.docs}/ in ${project}/ (NestJS ${nest}, TypeScript ${ts.version}, the tsconfig of \`nest new\`)`,
  );
  console.log(
    `  ${result.samples} TypeScript samples compiled: ${result.shapes.module} as files, ` +
      `${result.shapes.members} class members wrapped in a class, ${result.shapes.statements} statements wrapped in a function`,
  );
  console.log(`  opted out (nocheck): ${result.optOuts.length} of ${all} (${percent.toFixed(1)}%, limit 3%)`);
  result.optOuts.forEach((o) => console.log(`    ${o.page}:${o.fenceLine}${o.title ? ` "${o.title}"` : ''}`));
  console.log(
    `  relative imports no sample of the page provides (typed loosely): ${result.looseImports.length}`,
  );
  if (verbose) result.looseImports.forEach((l) => console.log(`    ${l.page}:${l.fenceLine} ${l.specifier}`));
  console.log(
    `  names used by snippets without import lines: ${result.autoImported} imported from the installed packages, ` +
      `${result.looseNames.length} typed loosely`,
  );
  if (verbose) result.looseNames.forEach((l) => console.log(`    ${l.page}:${l.fenceLine} ${l.name}`));
  console.log(`  stubbed packages: ${result.stubs.length ? result.stubs.join(', ') : 'none'}`);

  const failed = new Set(result.failures.map((f) => `${f.page}:${f.fenceLine}`));
  if (result.failures.length) {
    console.error(
      `✗ ${failed.size} samples of Version ${version.name} do not compile in a NestJS ${version.name} project:`,
    );
    result.failures.forEach((f) => console.error(`  ${formatFailure(f)}`));
  }
  if (percent > 3) {
    console.error(
      `✗ ${percent.toFixed(1)}% of the samples of Version ${version.name} are opted out: the limit is 3%.`,
    );
    failedSamples += 1;
  }
  const js = await checkJsVariants(readPages(files));
  console.log(
    `  JavaScript variants: ${js.generated} generated, ${js.handWritten} hand-written (js variant), ${js.failures.length} cannot be generated`,
  );
  if (js.failures.length) {
    console.error(
      `✗ ${js.failures.length} samples of Version ${version.name} get no JavaScript variant (the build fails on them):`,
    );
    js.failures.forEach((f) => console.error(`  ${f}`));
  }
  samples += result.samples;
  failedSamples += failed.size + js.failures.length;
}

console.log(`time: ${((Date.now() - started) / 1000).toFixed(1)} s (fixture included)`);
console.log(`samples: ${samples - failedSamples} passed, ${failedSamples} failed`);
process.exit(failedSamples ? 1 : 0);
