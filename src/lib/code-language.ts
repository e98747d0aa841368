/**
 * The reader's code language (spec section 4, "Code language tabs"): TypeScript or JavaScript.
 *
 * Stored in localStorage under CODE_LANGUAGE_STORAGE_KEY, JSON-encoded (`"js"`) like the theme; a plain
 * value is understood too. TypeScript is the default. These functions are also serialised into the inline
 * script that sets the attribute on <html> before first paint (`src/plugins/site-plugin`), so they must
 * stay self-contained: no imports, no closures.
 */

export type CodeLanguage = 'ts' | 'js';

/** The stored value as a code language, or null when absent or not understood. */
export function parseStoredCodeLanguage(raw: string | null | undefined): CodeLanguage | null {
  if (raw === null || raw === undefined) return null;
  let value: unknown = raw;
  try {
    value = JSON.parse(raw);
  } catch {
    value = raw;
  }
  return value === 'ts' || value === 'js' ? value : null;
}

/** The language to show: the stored one, else TypeScript. */
export function resolveCodeLanguage(stored: CodeLanguage | null): CodeLanguage {
  return stored ?? 'ts';
}

/** The value written to storage (JSON-encoded, like the theme). */
export function encodeCodeLanguage(language: CodeLanguage): string {
  return JSON.stringify(language);
}
