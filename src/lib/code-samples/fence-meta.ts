/**
 * The meta string of a code fence (what follows the language: ```` ```ts title="cats.controller.ts" ````).
 *
 * Accepted: `title="…"` (or single quotes), `variant` (a hand-written JavaScript variant of the
 * TypeScript fence before it), `nojs` (no JavaScript variant) and `nocheck` (the sample check does not
 * compile this TypeScript fence: a deliberately wrong sample; the check lists every one). Anything else is an authoring mistake
 * and throws, so the build names the file and line. Pure and dependency-free: the code block reads the
 * title of non-TypeScript fences with it in the browser too.
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

export function parseFenceMeta(meta: string | null | undefined): FenceMeta {
  let title: string | undefined;
  let variant = false;
  let nojs = false;
  let nocheck = false;
  const text = (meta ?? '').trim();
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < text.length) {
    const match = TOKEN.exec(text);
    if (!match) break;
    const [, key, double, single, word] = match;
    if (key === 'title') title = double ?? single;
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

/** The JavaScript variant's file name: `cats.controller.ts` → `cats.controller.js`. */
export function jsFileName(title: string): string {
  return title.replace(/\.ts$/, '.js').replace(/\.tsx$/, '.jsx');
}
