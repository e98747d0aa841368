/**
 * The meta string of a code fence (what follows the language: ```` ```ts title="cats.controller.ts" ````).
 *
 * Accepted: `title="…"` (or single quotes), `variant` (a hand-written JavaScript variant of the
 * TypeScript fence before it), `nojs` (no JavaScript variant) and `nocheck` (the sample check does not
 * compile this TypeScript fence: a deliberately wrong sample; the check lists every one). Anything else is an
 * authoring mistake and throws, so the build names the file and line. Pure and dependency-free: the swizzled
 * CodeBlock reads a title from its `metastring` with `fenceTitle` in the browser, by the same tokens.
 */

export type FenceMeta = {
  readonly title?: string;
  readonly variant: boolean;
  readonly nojs: boolean;
  readonly nocheck: boolean;
};

export const META_WORDS = ['title="…"', 'variant', 'nojs', 'nocheck'] as const;

const TOKEN = /\s*(?:(\w+)=(?:"([^"]*)"|'([^']*)')|(\S+))/y;

export class FenceMetaError extends Error {
  override name = 'FenceMetaError';
}

/** The words of a meta string: `key="value"` pairs (either quote) and bare words, in order. */
function* metaTokens(
  meta: string | null | undefined,
): Generator<{ key?: string; value?: string; word?: string }> {
  const text = (meta ?? '').trim();
  const token = new RegExp(TOKEN.source, 'y');
  while (token.lastIndex < text.length) {
    const match = token.exec(text);
    if (!match) return;
    const [, key, double, single, word] = match;
    yield key ? { key, value: double ?? single ?? '' } : { word: word ?? '' };
  }
}

export function parseFenceMeta(meta: string | null | undefined): FenceMeta {
  let title: string | undefined;
  let variant = false;
  let nojs = false;
  let nocheck = false;
  for (const { key, value, word } of metaTokens(meta)) {
    if (key === 'title') title = value;
    else if (word === 'variant') variant = true;
    else if (word === 'nojs') nojs = true;
    else if (word === 'nocheck') nocheck = true;
    else {
      throw new FenceMetaError(
        `unknown code fence meta \`${key ? `${key}=` : word}\`; accepted: ${META_WORDS.join(', ')}`,
      );
    }
  }
  return { ...(title !== undefined ? { title } : {}), variant, nojs, nocheck };
}

/** The title of a meta string, ignoring words it does not know (a `<CodeBlock metastring>` at run time). */
export function fenceTitle(meta: string | null | undefined): string | undefined {
  for (const { key, value } of metaTokens(meta)) if (key === 'title') return value;
  return undefined;
}

/** The JavaScript variant's file name: `cats.controller.ts` → `cats.controller.js`. */
export function jsFileName(title: string): string {
  return title.replace(/\.ts$/, '.js').replace(/\.tsx$/, '.jsx');
}
