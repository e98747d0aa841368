/**
 * Entries of the table of contents: the page title first, then its sections and sub-sections
 * (ARCHITECTURE.md: the reference lists its h3 title and h4 sections; here those are h1, h2 and h3).
 */
import GithubSlugger from 'github-slugger';

export type TocSource = { readonly value: string; readonly id: string; readonly level: number };
export type TocEntry = { readonly html: string; readonly id: string; readonly depth: number };

/** Heading text with anything after a '#' removed (an HTML entity such as `&#39;` is not a '#'). */
export function stripAfterHash(html: string): string {
  return html.replace(/(?<!&)#[\s\S]*$/, '').trim();
}

/** The id Docusaurus gives the page's h1 (the first heading slugged on the page). */
export function titleId(title: string): string {
  return new GithubSlugger().slug(title);
}

export function tocEntries(
  title: string | undefined,
  toc: readonly TocSource[],
  minLevel: number,
  maxLevel: number,
): TocEntry[] {
  const entries: TocEntry[] = [];
  if (title) entries.push({ html: escapeHtml(stripAfterHash(title)), id: titleId(title), depth: 0 });
  for (const item of toc) {
    if (item.level < minLevel || item.level > maxLevel) continue;
    entries.push({ html: stripAfterHash(item.value), id: item.id, depth: item.level - minLevel + 1 });
  }
  return entries;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
