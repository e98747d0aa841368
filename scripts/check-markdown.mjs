#!/usr/bin/env node
/**
 * `npm run check:markdown` (a step of `npm test`, after the build): proves on `build/` that the Markdown
 * for AI assistants is there and clean (src/build-time/markdown-export):
 * - every page of the sitemap of both versions has its Markdown (`<route>.md`, `<version root>/index.md`);
 * - each parses with remark (GFM) and holds no HTML, no JSX and no MDX expression, only Markdown;
 * - where the page shows a JS/TS switch, every TypeScript fence is followed by a JavaScript fence, and the
 *   page's HTML shows as many samples with a JavaScript variant as the Markdown has;
 * - llms.txt and llms-full.txt of each version exist, link only to Markdown files that exist, and
 *   llms-full.txt holds every page listed in llms.txt.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import { visit } from 'unist-util-visit';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const build = path.join(root, 'build');
const SITE = 'https://docs.nestjs.com';
const problems = [];
const fail = (message) => problems.push(message);

if (!fs.existsSync(path.join(build, 'sitemap.xml'))) {
  console.error('No production build: run `npm run build` first.');
  process.exit(2);
}

const versionRoots = [
  '/',
  ...JSON.parse(fs.readFileSync(path.join(root, 'versions.json'), 'utf8')).map((v) => `/v${v}`),
];
const markdownPath = (route) => {
  const trimmed = route.length > 1 ? route.replace(/\/+$/, '') : route;
  return versionRoots.includes(trimmed) ? `${trimmed === '/' ? '' : trimmed}/index.md` : `${trimmed}.md`;
};
const routes = [...fs.readFileSync(path.join(build, 'sitemap.xml'), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)]
  .map((m) => new URL(m[1]).pathname)
  .filter((route) => !/^\/(search|consulting)$/.test(route));

const parser = unified().use(remarkParse).use(remarkGfm);
let samples = 0;
for (const route of routes) {
  const file = path.join(build, markdownPath(route));
  if (!fs.existsSync(file)) {
    fail(`${route}: no Markdown at ${markdownPath(route)}`);
    continue;
  }
  const markdown = fs.readFileSync(file, 'utf8');
  const tree = parser.parse(markdown);
  const fences = [];
  visit(tree, (node) => {
    if (node.type === 'html') fail(`${markdownPath(route)}: HTML or JSX left: ${node.value.slice(0, 60)}`);
    if (node.type === 'code') fences.push(node);
    if (node.type === 'text' && /\{[A-Za-z_$][\w.$]*\}|<\/?[A-Z][A-Za-z]*[\s/>]/.test(node.value)) {
      fail(`${markdownPath(route)}: MDX left in text: ${node.value.slice(0, 60)}`);
    }
  });
  if (!tree.children.some((n) => n.type === 'heading' && n.depth === 1))
    fail(`${markdownPath(route)}: no title`);
  const html = fs.readFileSync(path.join(build, route === '/' ? 'index.html' : `${route}.html`), 'utf8');
  const switches = (html.match(/<pre [^>]*data-variant=js/g) ?? []).length;
  let pairs = 0;
  fences.forEach((fence, index) => {
    if (fence.lang !== 'ts') return;
    const next = fences[index + 1];
    if (next?.lang === 'js') pairs += 1;
  });
  if (pairs !== switches) {
    fail(
      `${markdownPath(route)}: ${switches} samples with a JS/TS switch on the page, ${pairs} TypeScript fences followed by JavaScript`,
    );
  }
  samples += pairs;
}

for (const versionRoot of versionRoots) {
  const base = versionRoot === '/' ? '' : versionRoot;
  for (const name of ['llms.txt', 'llms-full.txt']) {
    if (!fs.existsSync(path.join(build, base, name))) fail(`${base}/${name} is missing`);
  }
  const index = fs.readFileSync(path.join(build, base, 'llms.txt'), 'utf8');
  const full = fs.readFileSync(path.join(build, base, 'llms-full.txt'), 'utf8');
  if (!/^# NestJS\n\n> .+/.test(index))
    fail(`${base}/llms.txt: does not start with the site's name and summary`);
  const links = [...index.matchAll(/^- \[[^\]]+\]\((https:[^)]+)\)/gm)].map((m) => m[1]);
  if (!links.length) fail(`${base}/llms.txt lists no page`);
  for (const link of links) {
    const pathname = new URL(link).pathname;
    if (!fs.existsSync(path.join(build, pathname))) fail(`${base}/llms.txt links to a missing ${pathname}`);
    const route = pathname.replace(/\/index\.md$/, '').replace(/\.md$/, '') || '/';
    if (!full.includes(`Source: ${SITE}${route}\n`)) fail(`${base}/llms-full.txt lacks ${route}`);
  }
}

if (problems.length) {
  console.error(`✗ Markdown for AI assistants: ${problems.length} problems`);
  problems.forEach((p) => console.error(`  ${p}`));
  process.exit(1);
}
console.log(
  `✓ Markdown of ${routes.length} pages (both versions): no HTML or JSX, ${samples} TypeScript samples each followed by its JavaScript; llms.txt and llms-full.txt for ${versionRoots.length} versions`,
);
