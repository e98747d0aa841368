/**
 * Entries of the table of contents: the page title first, then its sections and sub-sections
 * (../shared/guides/ARCHITECTURE.md: the reference lists its h3 title and h4 sections; here those are h1, h2
 * and h3).
 */
import { escapeHtml } from './escape-html';

export type TocSource = { readonly value: string; readonly id: string; readonly level: number };
export type TocEntry = { readonly html: string; readonly id: string; readonly depth: number };

/** Heading text with anything after a '#' removed (an HTML entity such as `&#39;` is not a '#'). */
export function stripAfterHash(html: string): string {
  return html.replace(/(?<!&)#[\s\S]*$/, '').trim();
}

/**
 * The id Docusaurus gives the page's h1, the first heading slugged on the page: GitHub's slug rule
 * (lowercase; punctuation dropped; each space a hyphen). Written out here for ASCII titles so the
 * client does not ship github-slugger's Unicode tables (2.9 KB gzip); a unit test checks it against
 * github-slugger for every page title of the reference.
 */
export function titleId(title: string): string {
  return title
    .toLowerCase()
    .replace(/<[^>]*>/g, '')
    .replace(/[^a-z0-9 _-]/g, '')
    .replace(/ /g, '-');
}

/**
 * The page title as its TOC entry reads it: the text, and the h1's id. A title written with an explicit
 * id (`# Queues {#queues}`) arrives with that suffix: the id is the one given, the text without it.
 */
export function titleEntry(title: string): { readonly text: string; readonly id: string } {
  const explicit = /\s*\{#([^\s{}]+)\}\s*$/.exec(title);
  if (explicit?.[1]) return { text: title.slice(0, explicit.index), id: explicit[1] };
  return { text: title, id: titleId(title) };
}

export function tocEntries(
  title: string | undefined,
  toc: readonly TocSource[],
  minLevel: number,
  maxLevel: number,
): TocEntry[] {
  const entries: TocEntry[] = [];
  if (title) {
    const { text, id } = titleEntry(title);
    entries.push({ html: escapeHtml(stripAfterHash(text)), id, depth: 0 });
  }
  for (const item of toc) {
    if (item.level < minLevel || item.level > maxLevel) continue;
    entries.push({ html: stripAfterHash(item.value), id: item.id, depth: item.level - minLevel + 1 });
  }
  return entries;
}
