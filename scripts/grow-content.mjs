#!/usr/bin/env node
/**
 * A copy of the project whose placeholder pages are written out with generated text and code, to
 * measure build and test times for the site as it will be once every page is written (issue 14: the
 * pages are to grow about fivefold). Copies the project to `<target>` (node_modules symlinked; no build
 * output, caches or git), then replaces each "This section is being written." of both versions with
 * about 120 words of prose (inline code, a link) and, every other section, a TypeScript sample the
 * build turns into both variants. The project itself is never modified.
 *
 *   node scripts/grow-content.mjs /tmp/site-grown     then, in the copy: npx docusaurus build, …
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const target = path.resolve(process.argv[2] ?? '');
if (!process.argv[2] || target === root) {
  console.error('usage: node scripts/grow-content.mjs <target folder outside the project>');
  process.exit(1);
}
const SKIP = new Set(['node_modules', 'build', '.docusaurus', '.git', 'test-results', 'playwright-report']);
const PLACEHOLDER = 'This section is being written.';

const WORDS = (
  'module provider controller request response pipeline guard interceptor decorator metadata scope ' +
  'instance dependency injection container token factory value class method handler route parameter ' +
  'payload validation transformation exception filter middleware lifecycle hook application context ' +
  'configuration environment variable service repository entity transport message pattern event'
).split(' ');

/** A deterministic pseudo-random sequence, so that two runs make the same pages. */
function* sequence(seed) {
  let x = seed;
  for (;;) {
    x = (x * 1103515245 + 12345) % 2147483648;
    yield x;
  }
}

function paragraph(random, words) {
  const out = [];
  for (let i = 0; i < words; i += 1) {
    const word = WORDS[random.next().value % WORDS.length];
    const roll = random.next().value % 40;
    out.push(roll === 0 ? `\`${word}()\`` : roll === 1 ? `[${word}](/controllers)` : word);
  }
  const text = out.join(' ');
  return `${text[0].toUpperCase()}${text.slice(1)}.`.replace(/ (\w+) (\w+) (\w+) /g, ' $1 $2, $3 ');
}

function sample(page, section) {
  const name = `Item${section}`;
  return [
    `\`\`\`ts title="${page}-${section}.controller.ts"`,
    "import { Body, Controller, Get, Param, Post } from '@nestjs/common';",
    '',
    `@Controller('${page}-${section}')`,
    `export class ${name}Controller {`,
    '  private readonly items: string[] = [];',
    '',
    '  @Post()',
    '  create(@Body() body: { name: string }): void {',
    '    this.items.push(body.name);',
    '  }',
    '',
    "  @Get(':id')",
    "  findOne(@Param('id') id: string): string | undefined {",
    '    return this.items[Number(id)];',
    '  }',
    '}',
    '```',
  ].join('\n');
}

fs.rmSync(target, { recursive: true, force: true });
fs.cpSync(root, target, {
  recursive: true,
  filter: (source) => !SKIP.has(path.basename(source)) || path.dirname(source) !== root,
});
fs.symlinkSync(path.join(root, 'node_modules'), path.join(target, 'node_modules'), 'dir');

let pages = 0;
let words = 0;
const walk = (dir) => {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full);
    else if (/\.mdx?$/.test(entry.name)) {
      const source = fs.readFileSync(full, 'utf8');
      if (!source.includes(PLACEHOLDER)) continue;
      const slug = path
        .basename(entry.name)
        .replace(/\.mdx?$/, '')
        .replace(/[^a-z0-9]+/gi, '-');
      const random = sequence(source.length);
      let section = 0;
      const grown = source.replaceAll(PLACEHOLDER, () => {
        section += 1;
        const text = [paragraph(random, 60), paragraph(random, 60)];
        if (section % 2 === 1) text.push(sample(slug, section));
        return text.join('\n\n');
      });
      words += grown.split(/\s+/).length - source.split(/\s+/).length;
      pages += 1;
      fs.writeFileSync(full, grown);
    }
  }
};
walk(path.join(target, 'docs'));
walk(path.join(target, 'versioned_docs'));
console.log(`${pages} placeholder pages written out (+${words} words) in ${target}`);
