/**
 * Tab titles: '<route title> | <tagline>'. Docusaurus builds them from each page's front matter title,
 * the site title (the tagline) and the delimiter; this checks every page's front matter against the
 * reference titles (shared/data/pages.json) and the configuration against the format.
 */
import fs from 'node:fs';
import path from 'node:path';
import config from '@site/docusaurus.config';
import { TAGLINE, TITLE_DELIMITER } from '@site/src/data/site';
import { docIdForPath } from '@site/src/lib/menu-rules';
import { readSharedData } from '../shared-data-dir';

const root = path.resolve(__dirname, '..', '..');
const pages = readSharedData<{ pages: { path: string; title: string }[] }>('pages.json').pages;

/** Where the reference route's page lives here (some routes moved, see src/data/redirects.ts). */
function sourceFile(route: string): string {
  if (route === '/enterprise') return 'docs/consulting.md';
  return `docs/${docIdForPath(route)}.md`;
}

function frontMatterTitle(file: string): string | undefined {
  const full = [file, file.replace(/\.md$/, '.mdx')].map((f) => path.join(root, f)).find(fs.existsSync);
  if (!full) return undefined;
  const match = /^---\n[\s\S]*?^title:\s*(.+)$/m.exec(fs.readFileSync(full, 'utf8'));
  return match?.[1]?.trim().replace(/^["']|["']$/g, '');
}

describe('tab titles', () => {
  it('are formatted as "<title> | <tagline>"', () => {
    expect(config.title).toBe(TAGLINE);
    expect(config.titleDelimiter).toBe(TITLE_DELIMITER);
    expect(`Controllers ${config.titleDelimiter} ${config.title}`).toBe(
      'Controllers | NestJS - A progressive Node.js framework',
    );
  });

  // The reference gives /migration-guide the FAQ's title; here the FAQ has its own page.
  const expected = pages.map((p) => [p.path, p.path === '/migration-guide' ? 'Migration guide' : p.title]);

  it.each(expected)('%s has the title %j', (route, title) => {
    expect(frontMatterTitle(sourceFile(route))).toBe(title);
  });

  it('the root page is titled Documentation and the FAQ page "Migration guide - FAQ"', () => {
    expect(frontMatterTitle('docs/introduction.md')).toBe('Documentation');
    expect(frontMatterTitle('docs/migration-guide/faq.md')).toBe('Migration guide - FAQ');
  });
});
