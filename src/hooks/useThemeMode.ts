/**
 * The theme toggle's state (spec section 4, "Theme"), on top of Docusaurus's colour-mode context so
 * every theme-aware component (code highlighting included) stays in step.
 *
 * - Toggling flips the theme and stores it under `theme`, JSON-encoded; storage that throws (private
 *   mode, disabled storage) is ignored and the toggle still works for the visit.
 * - While nothing is stored, the system preference is followed (Docusaurus's own listener does that,
 *   because its choice stays 'system' until the reader toggles).
 * - A change made in another tab is followed.
 * - Docusaurus also keeps a copy under its own namespaced key (`theme-docusaurus`); our pre-paint script
 *   runs after Docusaurus's and reads `theme`, so the specification's key always decides.
 * - The `mode` attribute on <html> follows the active theme: the pre-paint script keeps it equal to
 *   Docusaurus's `data-theme` (src/build-time/site-plugin). It is not written from `colorMode` here: during
 *   hydration `colorMode` is the server's default, not the theme on screen.
 */
import { useCallback, useEffect } from 'react';
import { useColorMode } from '@docusaurus/theme-common';
import { THEME_STORAGE_KEY } from '../data/site';
import { encodeTheme, parseStoredTheme, type ThemeMode } from '../lib/theme-rules';

function store(mode: ThemeMode): void {
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, encodeTheme(mode));
  } catch {
    // Storage unavailable: the choice lasts for this visit only.
  }
}

export function useThemeMode(): { mode: ThemeMode; toggle: () => void } {
  const { colorMode, setColorMode } = useColorMode();

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== THEME_STORAGE_KEY) return;
      setColorMode(parseStoredTheme(event.newValue));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [setColorMode]);

  const toggle = useCallback(() => {
    const next: ThemeMode = colorMode === 'dark' ? 'light' : 'dark';
    setColorMode(next);
    store(next);
  }, [colorMode, setColorMode]);

  return { mode: colorMode, toggle };
}
