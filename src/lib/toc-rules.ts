/**
 * The current heading of the table of contents (spec section 4, "Table of contents").
 *
 * Walking the headings in page order, the current one is the first whose next heading lies beyond
 * the scroll position plus the lookahead (115 px: a 100 px top offset and a 15 px margin); the last
 * heading is current once every other one has scrolled past.
 */
export function currentHeadingIndex(offsets: readonly number[], scrollY: number, lookahead: number): number {
  if (offsets.length === 0) return -1;
  const line = scrollY + lookahead;
  for (let i = 0; i < offsets.length - 1; i += 1) {
    if ((offsets[i + 1] as number) > line) return i;
  }
  return offsets.length - 1;
}
