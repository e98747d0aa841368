/**
 * Text edits over a source string: the TypeScript-to-JavaScript transform removes and inserts text at
 * positions the parser gives, so everything it does not touch (comments, blank lines, the author's
 * layout) is kept as written.
 *
 * An edit replaces [start, end) with text; an insertion has start === end. A replacement that encloses
 * other edits wins over them. Text may be computed lazily, so an edit can quote a region of the source
 * with the edits inside that region applied (`render`).
 */

export type EditText = string | (() => string);

type Edit = { start: number; end: number; text: EditText; order: number };

export class SourceEdits {
  private readonly edits: Edit[] = [];

  constructor(readonly source: string) {}

  replace(start: number, end: number, text: EditText): void {
    this.edits.push({ start, end, text, order: this.edits.length });
  }

  remove(start: number, end: number): void {
    if (end > start) this.replace(start, end, '');
  }

  insert(at: number, text: EditText): void {
    this.replace(at, at, text);
  }

  /**
   * Removes [start, end) and, when the range fills its lines, the lines themselves: leading
   * indentation, the rest of the last line (spaces or a line comment) and its line break. This keeps the
   * author's blank-line layout: removing a line does not leave an empty one behind.
   */
  removeLines(start: number, end: number): void {
    const src = this.source;
    let from = start;
    while (from > 0 && (src[from - 1] === ' ' || src[from - 1] === '\t')) from -= 1;
    const atLineStart = from === 0 || src[from - 1] === '\n';
    let to = end;
    while (to < src.length && (src[to] === ' ' || src[to] === '\t')) to += 1;
    if (src.startsWith('//', to)) {
      const lineEnd = src.indexOf('\n', to);
      to = lineEnd === -1 ? src.length : lineEnd;
    }
    const atLineEnd = to === src.length || src[to] === '\n';
    if (atLineStart && atLineEnd) {
      this.remove(from, to < src.length ? to + 1 : to);
    } else {
      this.remove(start, end);
    }
  }

  /** The source between start and end with every edit that lies inside that range applied. */
  render(start = 0, end = this.source.length): string {
    const inside = this.edits
      .filter((e) => e.start >= start && e.end <= end)
      .sort(
        (a, b) =>
          a.start - b.start ||
          Number(a.end !== a.start) - Number(b.end !== b.start) ||
          b.end - a.end ||
          a.order - b.order,
      );
    let out = '';
    let pos = start;
    for (const edit of inside) {
      if (edit.start < pos) continue; // inside a range an earlier edit already replaced
      out += this.source.slice(pos, edit.start);
      out += typeof edit.text === 'function' ? edit.text() : edit.text;
      pos = edit.end;
    }
    return out + this.source.slice(pos, end);
  }
}
