#!/usr/bin/env node
/**
 * The maintainers' version cut, rehearsed (README, "Docs versions"): copies the project to a
 * temporary folder (node_modules symlinked; no build output, caches or git), cuts a throwaway
 * version there with `docusaurus docs:version`, raises the current label as a maintainer would,
 * builds, and checks that the new version is served at /v<name>/ beside the older ones while the
 * current docs stay at the root. Exits non-zero on the first failed check. The project itself is
 * never modified.
 *
 *   node scripts/test-versioning.mjs            # cuts version 11 (the current label)
 *   KEEP_VERSIONING_TMP=1 node scripts/...      # keeps the temporary copy for inspection
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SKIP = new Set([
  'node_modules',
  'build',
  '.docusaurus',
  '.git',
  'test-results',
  'playwright-report',
  'coverage',
  'tmp',
]);

class CheckFailed extends Error {}

/** Stops the rehearsal: the temporary copy is removed, the message printed, the exit code 1. */
function fail(message) {
  throw new CheckFailed(message);
}

/** Stops before anything was copied: the message printed, the exit code 1. */
function stop(message) {
  console.error(`✗ ${message}`);
  process.exit(1);
}

const siteTs = fs.readFileSync(path.join(root, 'src/data/site.ts'), 'utf8');
const currentLabel = /CURRENT_VERSION_LABEL = '([^']+)'/.exec(siteTs)?.[1];
if (!currentLabel) stop('CURRENT_VERSION_LABEL not found in src/data/site.ts');
const cut = currentLabel;
const next = String(Number(cut) + 1);
const olderVersions = JSON.parse(fs.readFileSync(path.join(root, 'versions.json'), 'utf8'));

function run(cwd, command, args) {
  console.log(`$ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd, stdio: 'inherit', env: process.env });
  if (result.status !== 0) fail(`${command} ${args.join(' ')} exited with ${result.status}`);
}

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-versioning-'));
const copy = path.join(tmp, path.basename(root));
const started = Date.now();
let ok = false;
try {
  fs.cpSync(root, copy, {
    recursive: true,
    filter: (source) => !SKIP.has(path.basename(source)) || path.dirname(source) !== root,
  });
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(copy, 'node_modules'), 'dir');

  // 1. Freeze the current docs as version <cut>.
  run(copy, 'npx', ['docusaurus', 'docs:version', cut]);
  const versions = JSON.parse(fs.readFileSync(path.join(copy, 'versions.json'), 'utf8'));
  if (versions[0] !== cut) fail(`versions.json starts with ${versions[0]}, expected ${cut}`);
  for (const file of [
    `versioned_docs/version-${cut}/controllers.md`,
    `versioned_sidebars/version-${cut}-sidebars.json`,
  ]) {
    if (!fs.existsSync(path.join(copy, file))) fail(`docs:version did not write ${file}`);
  }

  // 2. The current docs now describe the next major: raise their label (the one edit a cut needs).
  const sitePath = path.join(copy, 'src/data/site.ts');
  fs.writeFileSync(
    sitePath,
    fs
      .readFileSync(sitePath, 'utf8')
      .replace(`CURRENT_VERSION_LABEL = '${cut}'`, `CURRENT_VERSION_LABEL = '${next}'`),
  );

  // 3. Build and check every version's place.
  run(copy, 'npx', ['docusaurus', 'build']);
  const build = path.join(copy, 'build');
  const read = (file) => {
    const full = path.join(build, file);
    if (!fs.existsSync(full)) fail(`build/${file} is missing`);
    return fs.readFileSync(full, 'utf8');
  };
  const newPage = read(`v${cut}/controllers.html`);
  read(`v${cut}.html`);
  if (!/no longer actively maintained/.test(newPage)) fail(`/v${cut}/controllers has no unmaintained banner`);
  if (!newPage.includes(`versioned_docs/version-${cut}/controllers.md`))
    fail(`/v${cut}/controllers does not link edits to its versioned file`);
  if (!newPage.includes(`>Version ${next}<`)) fail(`/v${cut}/controllers has no 'Version ${next}' button`);
  for (const older of olderVersions) read(`v${older}/controllers.html`);
  const currentPage = read('controllers.html');
  if (/no longer actively maintained/.test(currentPage)) fail('/controllers shows the banner');
  if (!currentPage.includes(`href=/v${cut}/controllers>Version ${cut}<`))
    fail(`/controllers has no 'Version ${cut}' button to /v${cut}/controllers`);
  const sitemap = read('sitemap.xml');
  if (!sitemap.includes(`/v${cut}/controllers<`)) fail(`sitemap.xml lacks /v${cut}/controllers`);
  ok = true;
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    `✓ Version ${cut} cut, built and served at /v${cut}/; current docs labelled ${next} (${seconds} s)`,
  );
} catch (error) {
  if (!(error instanceof CheckFailed)) throw error;
  console.error(`✗ ${error.message}`);
} finally {
  if (process.env.KEEP_VERSIONING_TMP) console.log(`Temporary copy kept at ${copy}`);
  else fs.rmSync(tmp, { recursive: true, force: true });
}
process.exit(ok ? 0 : 1);
