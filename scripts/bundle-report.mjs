#!/usr/bin/env node
/**
 * Where the first-load JavaScript goes: builds with source maps into a temporary folder
 * (BUNDLE_SOURCEMAP=1), then attributes the bytes of the scripts a page loads first (runtime, main and
 * the route's chunks, read from its HTML) to npm packages and site folders, gzip-weighted.
 *   node scripts/bundle-report.mjs [--page /controllers] [--skip-build]
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { SourceMapConsumer } from 'source-map';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const option = (name, fallback) =>
  args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : fallback;
const page = option('page', '/controllers');
const out = path.join(os.tmpdir(), 'nestjs-docs-bundle-report');

if (!args.includes('--skip-build')) {
  // Rspack's persistent cache would hand back the chunks of a build without source maps.
  fs.rmSync(path.join(root, 'node_modules', '.cache'), { recursive: true, force: true });
  fs.rmSync(out, { recursive: true, force: true });
  const result = spawnSync('npx', ['docusaurus', 'build', '--out-dir', out], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, BUNDLE_SOURCEMAP: '1' },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const htmlFile = page === '/' ? path.join(out, 'index.html') : path.join(out, `${page.slice(1)}.html`);
const html = fs.readFileSync(htmlFile, 'utf8');
const fromHtml = [...html.matchAll(/(?:src|href)="?(\/assets\/js\/[^"\s>]+\.js)/g)].map((m) => m[1]);
// Route chunks are requested by the client after main; name them by chunk id (`--chunks 2531,22dd74f7`),
// as Lighthouse's request list (bench/report.json) shows them.
const chunkIds = option('chunks', '').split(',').filter(Boolean);
const jsDir = path.join(out, 'assets', 'js');
const fromChunks = chunkIds.flatMap((id) =>
  fs
    .readdirSync(jsDir)
    .filter((f) => f.startsWith(`${id}.`) && f.endsWith('.js'))
    .map((f) => `/assets/js/${f}`),
);
const scripts = [...new Set([...fromHtml, ...fromChunks])];

function owner(source) {
  const mod = /node_modules\/((?:@[^/]+\/)?[^/]+)(\/[^?]*)?/.exec(source);
  if (mod) {
    if (mod[1].startsWith('@docusaurus/'))
      return `${mod[1]}/${(mod[2] ?? '').split('/').slice(1, 4).join('/')}`;
    return mod[1];
  }
  if (source.includes('.docusaurus/')) return `generated: ${source.split('.docusaurus/')[1]}`;
  const site = /(src\/[^?]*|docs\/[^?]*|versioned_docs\/[^?]*)/.exec(source);
  return site ? `site: ${site[1].split('/').slice(0, 3).join('/')}` : source;
}

const totals = new Map();
let grandRaw = 0;
let grandGzip = 0;
for (const script of scripts) {
  const file = path.join(out, script);
  const code = fs.readFileSync(file, 'utf8');
  const gzip = zlib.gzipSync(code, { level: 9 }).length;
  grandRaw += code.length;
  grandGzip += gzip;
  const mapFile = `${file}.map`;
  if (!fs.existsSync(mapFile)) continue;
  const lines = code.split('\n');
  const bytesBySource = new Map();
  await SourceMapConsumer.with(JSON.parse(fs.readFileSync(mapFile, 'utf8')), null, (consumer) => {
    let previous;
    consumer.eachMapping((m) => {
      if (previous && previous.generatedLine === m.generatedLine && previous.source) {
        const length = m.generatedColumn - previous.generatedColumn;
        bytesBySource.set(previous.source, (bytesBySource.get(previous.source) ?? 0) + length);
      }
      previous = m;
    });
    if (previous?.source) {
      const tail = (lines[previous.generatedLine - 1]?.length ?? 0) - previous.generatedColumn;
      bytesBySource.set(previous.source, (bytesBySource.get(previous.source) ?? 0) + tail);
    }
  });
  const ratio = gzip / code.length;
  for (const [source, bytes] of bytesBySource) {
    const key = owner(source);
    totals.set(key, (totals.get(key) ?? 0) + bytes * ratio);
  }
}

console.log(
  `First-load scripts of ${page}: ${scripts.length} files, ${(grandRaw / 1024).toFixed(1)} KB raw, ${(grandGzip / 1024).toFixed(1)} KB gzip`,
);
for (const script of scripts) console.log(`  ${script}`);
console.log('\nEstimated gzip KB by origin (raw share × file gzip ratio):');
for (const [key, bytes] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, 40)) {
  console.log(`${(bytes / 1024).toFixed(1).padStart(7)}  ${key}`);
}
