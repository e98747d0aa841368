/**
 * Layout of a generated wordmark: the company name set in type inside a fixed 200 × 60 box, so
 * every logo of the wall has the same size whatever the name's length. The type size shrinks for
 * long names; `textLength` pins the drawn width to the estimate, so the result does not depend on
 * which font the reader's system picks.
 */
export const WORDMARK_BOX = { width: 200, height: 60, padding: 10 } as const;

/** Rough advance width of a character, as a fraction of the type size (bold sans-serif). */
const CHAR_WIDTH_EM = 0.6;
const MAX_FONT_SIZE = 28;

export type WordmarkStyle = 'sans' | 'serif' | 'mono';

export type WordmarkLayout = {
  readonly fontSize: number;
  readonly textLength: number;
  readonly style: WordmarkStyle;
};

const STYLES: readonly WordmarkStyle[] = ['sans', 'serif', 'mono'];

/** A stable choice of type style per name, so the wall does not look like one repeated logo. */
function styleFor(name: string): WordmarkStyle {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return STYLES[hash % STYLES.length] ?? 'sans';
}

export function wordmarkLayout(name: string): WordmarkLayout {
  const available = WORDMARK_BOX.width - 2 * WORDMARK_BOX.padding;
  const length = Math.max(1, [...name].length);
  const fontSize = Math.min(MAX_FONT_SIZE, Math.floor(available / (length * CHAR_WIDTH_EM)));
  const textLength = Math.min(available, Math.round(length * CHAR_WIDTH_EM * fontSize));
  return { fontSize, textLength, style: styleFor(name) };
}
