#!/usr/bin/env node
/**
 * `npm run bench:routes`: how the JavaScript every page loads first grows with the number of routes.
 * Builds the site as it is and a temporary copy in which every doc of every version is duplicated under
 * `dup/` (twice the routes), then compares the gzipped size of main.js and the runtime chunk, which
 * carry the route table. Budget (issue 8): about 0.3 KB per route at most.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BUDGET_KB_PER_ROUTE = 0.3;
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'nestjs-docs-routes-'));

function build(siteDir, outDir) {
  const result = spawnSync('npx', ['docusaurus', 'build', '--out-dir', outDir], {
    cwd: siteDir,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`build of ${siteDir} failed`);
}

function measure(outDir) {
  const js = path.join(outDir, 'assets', 'js');
  const gz = (prefix) => {
    const file = fs.readdirSync(js).find((f) => f.startsWith(prefix) && f.endsWith('.js'));
    return zlib.gzipSync(fs.readFileSync(path.join(js, file)), { level: 9 }).length;
  };
  const routes = (fs.readFileSync(path.join(outDir, 'sitemap.xml'), 'utf8').match(/<loc>/g) ?? []).length;
  return { routes, main: gz('main.'), runtime: gz('runtime~main.') };
}

function duplicateDocs(dir) {
  for (const entry of fs.readdirSync(dir, { recursive: true })) {
    const file = path.join(dir, entry);
    if (!/\.mdx?$/.test(file) || !fs.statSync(file).isFile()) continue;
    const target = path.join(dir, 'dup', entry);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    // Own routes only: no fixed slug, no forced sidebar.
    fs.writeFileSync(target, fs.readFileSync(file, 'utf8').replace(/^(slug|displayed_sidebar):.*\n/gm, ''));
  }
}

try {
  const copy = path.join(work, 'site');
  fs.cpSync(root, copy, {
    recursive: true,
    filter: (src) => !/[/\\](node_modules|build|\.docusaurus|\.git)$/.test(src),
  });
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(copy, 'node_modules'));
  duplicateDocs(path.join(copy, 'docs'));
  for (const version of fs.readdirSync(path.join(copy, 'versioned_docs'))) {
    duplicateDocs(path.join(copy, 'versioned_docs', version));
  }
  build(root, path.join(work, 'build-1x'));
  build(copy, path.join(work, 'build-2x'));
  const one = measure(path.join(work, 'build-1x'));
  const two = measure(path.join(work, 'build-2x'));
  const added = two.routes - one.routes;
  const perRouteKb = (two.main + two.runtime - one.main - one.runtime) / added / 1024;
  console.log(`routes: ${one.routes} → ${two.routes}`);
  console.log(`main.js gzip: ${(one.main / 1024).toFixed(1)} → ${(two.main / 1024).toFixed(1)} KB`);
  console.log(`runtime gzip: ${(one.runtime / 1024).toFixed(1)} → ${(two.runtime / 1024).toFixed(1)} KB`);
  console.log(`growth: ${perRouteKb.toFixed(3)} KB per route (budget ≤ ${BUDGET_KB_PER_ROUTE})`);
  if (perRouteKb > BUDGET_KB_PER_ROUTE) process.exitCode = 1;
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}
