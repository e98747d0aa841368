/**
 * Site-wide plugin: inline scripts that must run before first paint.
 *
 * Docusaurus's own colour-mode script runs at the start of <body>; plugins declared in the site config
 * load after the preset's theme, so this script runs after it and has the last word. It reads the
 * specification's storage format (key `theme`, JSON value; a plain value is understood too), falls back
 * to the system preference, and sets `mode`, `data-theme` and `data-theme-choice` on <html>.
 */
import type { Plugin } from '@docusaurus/types';
import { parseStoredTheme, resolveTheme } from '../../lib/theme-rules';
import { parseStoredCodeLanguage, resolveCodeLanguage } from '../../lib/code-language';
import {
  THEME_STORAGE_KEY,
  THEME_ATTRIBUTE,
  CODE_LANGUAGE_STORAGE_KEY,
  CODE_LANGUAGE_ATTRIBUTE,
} from '../../data/site';

/** The pre-paint theme script, built from the same functions the app and the tests use. */
export function themeInlineScript(): string {
  return `(function () {
  var parseStoredTheme = ${parseStoredTheme.toString()};
  var resolveTheme = ${resolveTheme.toString()};
  var stored = null;
  try { stored = parseStoredTheme(window.localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)})); } catch (e) {}
  var systemDark = false;
  try { systemDark = window.matchMedia('(prefers-color-scheme: dark)').matches; } catch (e) {}
  var mode = resolveTheme(stored, systemDark);
  var root = document.documentElement;
  root.setAttribute(${JSON.stringify(THEME_ATTRIBUTE)}, mode);
  root.setAttribute('data-theme', mode);
  root.setAttribute('data-theme-choice', stored || 'system');
})();`;
}

/**
 * The pre-paint code-language script: sets CODE_LANGUAGE_ATTRIBUTE on <html> from the stored choice, so
 * CSS shows the right variant of every code sample on first paint (no flash, no hydration mismatch).
 */
export function codeLanguageInlineScript(): string {
  return `(function () {
  var parseStoredCodeLanguage = ${parseStoredCodeLanguage.toString()};
  var resolveCodeLanguage = ${resolveCodeLanguage.toString()};
  var stored = null;
  try { stored = parseStoredCodeLanguage(window.localStorage.getItem(${JSON.stringify(CODE_LANGUAGE_STORAGE_KEY)})); } catch (e) {}
  document.documentElement.setAttribute(${JSON.stringify(CODE_LANGUAGE_ATTRIBUTE)}, resolveCodeLanguage(stored));
})();`;
}

export default function sitePlugin(): Plugin {
  return {
    name: 'nestjs-site',
    injectHtmlTags() {
      return {
        preBodyTags: [
          { tagName: 'script', innerHTML: themeInlineScript() },
          { tagName: 'script', innerHTML: codeLanguageInlineScript() },
        ],
      };
    },
  };
}
