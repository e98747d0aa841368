/**
 * Theme resolution (spec section 4, "Theme").
 *
 * The stored choice lives in localStorage under `theme`, JSON-encoded (`"dark"`); a plain value
 * (`dark`, as older builds and Docusaurus write it) is understood too. Without a valid stored choice
 * the system colour-scheme preference decides.
 *
 * `resolveTheme` is also serialised into the inline script that sets the theme before first paint
 * (`src/build-time/site-plugin`), with `parseStoredChoice`; it must stay self-contained.
 */
import { parseStoredChoice } from './stored-choice';

export type ThemeMode = 'dark' | 'light';

/** The themes a stored value may hold. */
export const THEME_MODES: readonly ThemeMode[] = ['dark', 'light'];

/** The stored value as a theme, or null when absent or not understood. */
export function parseStoredTheme(raw: string | null | undefined): ThemeMode | null {
  return parseStoredChoice(raw, THEME_MODES);
}

/** The theme to show: the stored choice, else the system preference. */
export function resolveTheme(stored: ThemeMode | null, systemPrefersDark: boolean): ThemeMode {
  if (stored) return stored;
  return systemPrefersDark ? 'dark' : 'light';
}

/** The value written to storage for a theme (JSON-encoded, as the specification requires). */
export function encodeTheme(mode: ThemeMode): string {
  return JSON.stringify(mode);
}
