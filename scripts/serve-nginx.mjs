#!/usr/bin/env node
/**
 * Serves build/ with nginx and the generated server block (host/nginx.conf), as the container does:
 * the browser and HTTP tests run against it, so what is tested is what is served.
 *
 *   node scripts/serve-nginx.mjs [--port 3210] [--dir build]
 *
 * nginx comes from Debian's packages (`apt-get install nginx-light`; .ci/run installs it). Runs in the
 * foreground until stopped; its temporary files live in a folder under the system's temp directory.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 && args[index + 1] ? args[index + 1] : fallback;
};
const port = Number(option('port', process.env.E2E_PORT ?? '3210'));
const root = path.resolve(option('dir', 'build'));
const serverBlock = path.resolve('host/nginx.conf');
const nginx = ['/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx'].find((candidate) =>
  fs.existsSync(candidate),
);

const fail = (message) => {
  console.error(`serve-nginx: ${message}`);
  process.exit(1);
};
if (!nginx) fail('nginx is not installed. On Debian or Ubuntu: sudo apt-get install nginx-light');
if (!fs.existsSync(path.join(root, 'index.html'))) fail(`no site in ${root}: run \`npm run build\` first`);
if (!fs.existsSync(serverBlock)) fail(`${serverBlock} is missing: it is written by \`npm run build\``);

const mimeTypes = ['/etc/nginx/mime.types', '/usr/local/etc/nginx/mime.types'].find((candidate) =>
  fs.existsSync(candidate),
);
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'nestjs-docs-nginx-'));
const server = fs
  .readFileSync(serverBlock, 'utf8')
  .replace(/^(\s*)listen \[::\]:\d+;\n/m, '')
  .replace(/^(\s*)listen \d+;/m, `$1listen 127.0.0.1:${port};`)
  .replace(/^(\s*)root [^;]+;/m, `$1root ${root};`);
const conf = `daemon off;
worker_processes 1;
pid ${work}/nginx.pid;
error_log stderr warn;
events { worker_connections 256; }
http {
    ${mimeTypes ? `include ${mimeTypes};` : ''}
    default_type application/octet-stream;
    access_log off;
    sendfile on;
    client_body_temp_path ${work}/body;
    proxy_temp_path ${work}/proxy;
    fastcgi_temp_path ${work}/fastcgi;
    uwsgi_temp_path ${work}/uwsgi;
    scgi_temp_path ${work}/scgi;
${server}
}
`;
fs.writeFileSync(path.join(work, 'nginx.conf'), conf);

const child = spawn(nginx, ['-p', work, '-c', path.join(work, 'nginx.conf'), '-e', 'stderr'], {
  stdio: 'inherit',
});
console.log(`serve-nginx: http://127.0.0.1:${port}/ (${root})`);
const stop = () => child.kill('SIGQUIT');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
child.on('exit', (code, signal) => {
  fs.rmSync(work, { recursive: true, force: true });
  process.exit(signal ? 0 : (code ?? 0));
});
