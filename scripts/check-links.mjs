#!/usr/bin/env node
/**
 * `npm run check:links`: proves on the production build (`build/`) that every route of the reference
 * site (`../shared/data/pages.json`) has a page here and that every heading id inbound links use is
 * on that page; that every old path of `../shared/data/redirects.json` forwards to its target; that
 * every page of the sitemap has exactly one h1; and that every link of those pages to a heading
 * (`#id` on the page, `/route#id` elsewhere on the site: the table of contents, links between pages)
 * finds that id. Exits non-zero with a list of what is missing.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { htmlFileFor, sitemapRoutes } from './lib/built-pages.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const build = path.join(root, 'build');
const shared = process.env.SHARED_DATA_DIR ?? path.resolve(root, '..', 'shared', 'data');

function readJson(file) {
  const full = path.join(shared, file);
  if (!fs.existsSync(full)) {
    console.error(`Missing ${full}: the shared data folder must sit beside the project (../shared).`);
    process.exit(2);
  }
  return JSON.parse(fs.readFileSync(full, 'utf8'));
}

if (!fs.existsSync(path.join(build, 'index.html'))) {
  console.error('No production build: run `npm run build` first.');
  process.exit(2);
}

function idsIn(html) {
  return new Set([...html.matchAll(/\sid=(?:"([^"]+)"|([^\s>"]+))/g)].map((m) => m[1] ?? m[2]));
}

const idsOf = new Map();
/** The ids of the page served for a route (undefined when there is no page). */
function pageIds(route) {
  if (!idsOf.has(route)) {
    const file = htmlFileFor(build, route);
    idsOf.set(route, fs.existsSync(file) ? idsIn(fs.readFileSync(file, 'utf8')) : undefined);
  }
  return idsOf.get(route);
}

const { pages } = readJson('pages.json');
const { redirects } = readJson('redirects.json');
const internalRedirects = new Map(redirects.filter((r) => r.to).map((r) => [r.from, r.to]));

const problems = [];
let anchorsChecked = 0;

for (const page of pages) {
  // A reference route that now redirects is checked on the page it lands on.
  const route = internalRedirects.get(page.path) ?? page.path;
  const ids = pageIds(route);
  if (!ids) {
    problems.push(`${page.path}: no page at ${route}`);
    continue;
  }
  for (const anchor of page.anchors) {
    anchorsChecked += 1;
    if (!ids.has(anchor.id)) problems.push(`${page.path}: no #${anchor.id} ("${anchor.text}") on ${route}`);
  }
}

for (const { from, to } of redirects.filter((r) => r.to)) {
  const file = htmlFileFor(build, from);
  if (!fs.existsSync(file)) {
    problems.push(`redirect ${from}: no page`);
    continue;
  }
  const html = fs.readFileSync(file, 'utf8');
  if (!html.includes(`url=${to}"`) && !html.includes(`url=${to}'`)) {
    problems.push(`redirect ${from}: does not forward to ${to}`);
  }
  if (!fs.existsSync(htmlFileFor(build, to))) problems.push(`redirect ${from}: target ${to} has no page`);
}

let fragmentLinks = 0;

const routes = sitemapRoutes(build);
for (const route of routes) {
  const file = htmlFileFor(build, route);
  if (!fs.existsSync(file)) {
    problems.push(`sitemap ${route}: no page`);
    continue;
  }
  const html = fs.readFileSync(file, 'utf8');
  idsOf.set(route, idsIn(html));
  const h1s = (html.match(/<h1[\s>]/g) ?? []).length;
  if (h1s !== 1) problems.push(`sitemap ${route}: ${h1s} h1 elements`);
  for (const match of html.matchAll(/\shref=(?:"([^"]*)"|([^\s>"]+))/g)) {
    const href = match[1] ?? match[2] ?? '';
    const link = /^(\/[^#?"]*)?(?:\?[^#]*)?#(.+)$/.exec(href);
    if (!link || href.startsWith('//')) continue;
    const target = (link[1] ?? route).replace(/\/$/, '') || '/';
    const fragment = decodeURIComponent(link[2] ?? '');
    fragmentLinks += 1;
    const ids = pageIds(target);
    if (!ids) problems.push(`${route}: link ${href}: no page at ${target}`);
    else if (!ids.has(fragment)) problems.push(`${route}: link ${href}: no #${fragment} on ${target}`);
  }
}

console.log(
  `Checked ${pages.length} reference routes, ${anchorsChecked} anchors, ${redirects.length} redirects, ` +
    `${routes.length} sitemap pages, ${fragmentLinks} links to headings.`,
);
if (problems.length > 0) {
  console.error(`${problems.length} problem(s):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log('Every route, anchor and redirect resolves.');
