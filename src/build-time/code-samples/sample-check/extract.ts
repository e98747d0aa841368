/**
 * The code fences of a Markdown page, as the sample check reads them (build time, Node only).
 *
 * A line scanner in CommonMark's terms: a fence opens with three or more backticks or tildes (indented
 * by at most three spaces more than its list item) and closes with a line of at least as many of the same
 * character. The content loses the opening fence's indentation, so a fence inside a list item reads as
 * the author wrote it. The meta is read with the same parser as the build (`parseFenceMeta`).
 */
import { parseFenceMeta, type FenceMeta } from '../../../lib/code-samples/fence-meta';

export type Fence = {
  /** 1-based line of the opening fence in the page. */
  readonly line: number;
  readonly lang: string;
  readonly meta: FenceMeta;
  readonly code: string;
};

const OPEN = /^(\s*)(`{3,}|~{3,})\s*([^\s`]*)\s*(.*)$/;

export function extractFences(markdown: string): Fence[] {
  const lines = markdown.split('\n');
  const fences: Fence[] = [];
  for (let index = 0; index < lines.length; index += 1) {
    const open = OPEN.exec(lines[index] ?? '');
    if (!open) continue;
    const [, indent = '', marker = '```', lang = '', rest = ''] = open;
    const close = new RegExp(`^\\s*${marker[0] === '`' ? '`' : '~'}{${marker.length},}\\s*$`);
    const body: string[] = [];
    let end = index + 1;
    while (end < lines.length && !close.test(lines[end] ?? '')) {
      const line = lines[end] ?? '';
      const own = /^\s*/.exec(line)?.[0].length ?? 0;
      body.push(line.slice(Math.min(own, indent.length)));
      end += 1;
    }
    fences.push({ line: index + 1, lang, meta: parseFenceMeta(rest), code: body.join('\n') });
    index = end;
  }
  return fences;
}

const TS_LANGS = new Set(['ts', 'typescript']);

/** The TypeScript samples of a page: every ts fence that is not a `js variant`. */
export const typeScriptFences = (markdown: string): Fence[] =>
  extractFences(markdown).filter((fence) => TS_LANGS.has(fence.lang) && !fence.meta.variant);
