/**
 * The reader's code language (spec section 4, "Code language tabs"): TypeScript or JavaScript.
 *
 * Stored in localStorage under CODE_LANGUAGE_STORAGE_KEY, JSON-encoded (`"js"`) like the theme; a plain
 * value is understood too (`src/lib/stored-choice.ts`). TypeScript is the default. `resolveCodeLanguage` is
 * also serialised into the inline script that sets the attribute on <html> before first paint
 * (`src/build-time/site-plugin`), so it must stay self-contained.
 */
import { parseStoredChoice } from './stored-choice';

export type CodeLanguage = 'ts' | 'js';

/** The languages a stored value may hold. */
export const CODE_LANGUAGES: readonly CodeLanguage[] = ['ts', 'js'];

/** The stored value as a code language, or null when absent or not understood. */
export function parseStoredCodeLanguage(raw: string | null | undefined): CodeLanguage | null {
  return parseStoredChoice(raw, CODE_LANGUAGES);
}

/** The language to show: the stored one, else TypeScript. */
export function resolveCodeLanguage(stored: CodeLanguage | null): CodeLanguage {
  return stored ?? 'ts';
}

/** The value written to storage (JSON-encoded, like the theme). */
export function encodeCodeLanguage(language: CodeLanguage): string {
  return JSON.stringify(language);
}
