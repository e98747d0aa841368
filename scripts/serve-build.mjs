#!/usr/bin/env node
/**
 * A static server for `build/` with gzip, as production hosting serves it (the benchmark measures
 * transfer sizes and timings against it; `docusaurus serve` does not compress).
 * Routes as on the host: `/x` → `x.html`, then `x/index.html`; `/x/` → 301 to `/x`; otherwise 404.html
 * with status 404. ETag and Last-Modified as nginx sends them, and 304 for a known ETag.
 * Usage: node scripts/serve-build.mjs [--dir build] [--port 3400]
 */
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : fallback;
};
const root = path.resolve(option('dir', 'build'));
const port = Number(option('port', '3400'));

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};
const compressible = new Set(['.html', '.js', '.css', '.json', '.svg', '.xml', '.txt']);
const gzipCache = new Map();

function resolveFile(urlPath) {
  const clean = decodeURIComponent(urlPath.split('?')[0] ?? '/');
  const candidate = path.join(root, clean);
  if (!candidate.startsWith(root)) return undefined;
  const options = clean.endsWith('/')
    ? [path.join(candidate, 'index.html')]
    : [candidate, `${candidate}.html`, path.join(candidate, 'index.html')];
  return options.find((file) => fs.existsSync(file) && fs.statSync(file).isFile());
}

function send(req, res, file, status) {
  const ext = path.extname(file);
  const headers = { 'Content-Type': types[ext] ?? 'application/octet-stream' };
  headers['Cache-Control'] = file.includes(`${path.sep}assets${path.sep}`)
    ? 'public, max-age=31536000, immutable'
    : 'public, max-age=0, must-revalidate';
  // Validators, as nginx sends them: a browser revalidates a file it holds with a 304 and no body.
  const stat = fs.statSync(file);
  const etag = `"${Math.floor(stat.mtimeMs / 1000).toString(16)}-${stat.size.toString(16)}"`;
  headers.ETag = etag;
  headers['Last-Modified'] = stat.mtime.toUTCString();
  const known = (req.headers['if-none-match'] ?? '').split(',').map((tag) => tag.trim().replace(/^W\//, ''));
  if (status === 200 && known.includes(etag)) {
    res.writeHead(304, { ETag: etag, 'Cache-Control': headers['Cache-Control'] });
    res.end();
    return;
  }
  let body = fs.readFileSync(file);
  if (compressible.has(ext) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
    if (!gzipCache.has(file)) gzipCache.set(file, zlib.gzipSync(body, { level: 9 }));
    body = gzipCache.get(file);
    headers['Content-Encoding'] = 'gzip';
    headers.Vary = 'Accept-Encoding';
  }
  headers['Content-Length'] = body.length;
  res.writeHead(status, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}

const server = http.createServer((req, res) => {
  const url = req.url ?? '/';
  const pathname = url.split('?')[0] ?? '/';
  if (pathname.length > 1 && pathname.endsWith('/')) {
    res.writeHead(301, { Location: pathname.replace(/\/+$/, '') + url.slice(pathname.length) });
    res.end();
    return;
  }
  const file = resolveFile(pathname);
  if (file) return send(req, res, file, 200);
  send(req, res, path.join(root, '404.html'), 404);
});

server.listen(port, '127.0.0.1', () => console.log(`Serving ${root} with gzip at http://127.0.0.1:${port}`));
