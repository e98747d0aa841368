/**
 * The two scripts that run before first paint (theme, code language), built from the same functions
 * the app and the tests use, so the first paint already shows what React will render.
 *
 * Docusaurus's own colour-mode script runs at the start of <body>; plugins declared in the site config
 * load after the preset's theme, so these run after it and have the last word. Each reads the
 * specification's storage format (a JSON value; a plain value is understood too) and sets attributes on
 * <html>. The theme falls back to the system preference and sets `mode`, `data-theme` and
 * `data-theme-choice`. From then on `mode` mirrors `data-theme`, which Docusaurus's colour-mode context
 * owns (toggle, system changes, other tabs): a MutationObserver copies it before the next paint. React
 * state never writes `mode`: on the hydration render the context still holds the server's default
 * (`light`), which would flip `mode` for a moment when another theme is shown.
 */
import { parseStoredChoice } from '../../lib/stored-choice';
import { THEME_MODES, resolveTheme } from '../../lib/theme-rules';
import { CODE_LANGUAGES, resolveCodeLanguage } from '../../lib/code-language';
import {
  THEME_STORAGE_KEY,
  THEME_ATTRIBUTE,
  CODE_LANGUAGE_STORAGE_KEY,
  CODE_LANGUAGE_ATTRIBUTE,
} from '../../data/site';

const json = JSON.stringify;

/**
 * A self-contained script: `stored` holds the stored choice (one of `values`, or null when missing,
 * unknown or when storage throws), `root` is <html>; `body` does the rest with the functions given.
 */
function prePaintScript(
  storageKey: string,
  values: readonly string[],
  functions: Readonly<Record<string, (...args: never[]) => unknown>>,
  body: string,
): string {
  const declarations = Object.entries({ parseStoredChoice, ...functions })
    .map(([name, fn]) => `  var ${name} = ${fn.toString()};`)
    .join('\n');
  return `(function () {
${declarations}
  var stored = null;
  try { stored = parseStoredChoice(window.localStorage.getItem(${json(storageKey)}), ${json(values)}); } catch (e) {}
  var root = document.documentElement;
${body}
})();`;
}

/** The theme: stored choice, else the system preference; `mode` then mirrors `data-theme`. */
export function themeInlineScript(): string {
  const mode = json(THEME_ATTRIBUTE);
  return prePaintScript(
    THEME_STORAGE_KEY,
    THEME_MODES,
    { resolveTheme },
    `  var systemDark = false;
  try { systemDark = window.matchMedia('(prefers-color-scheme: dark)').matches; } catch (e) {}
  var theme = resolveTheme(stored, systemDark);
  root.setAttribute(${mode}, theme);
  root.setAttribute('data-theme', theme);
  root.setAttribute('data-theme-choice', stored || 'system');
  try {
    new MutationObserver(function () {
      var shown = root.getAttribute('data-theme');
      if (shown && root.getAttribute(${mode}) !== shown) root.setAttribute(${mode}, shown);
    }).observe(root, { attributes: true, attributeFilter: ['data-theme'] });
  } catch (e) {}`,
  );
}

/**
 * The code language: sets CODE_LANGUAGE_ATTRIBUTE on <html> from the stored choice, so CSS shows the
 * right variant of every code sample on first paint (no flash, no hydration mismatch).
 */
export function codeLanguageInlineScript(): string {
  return prePaintScript(
    CODE_LANGUAGE_STORAGE_KEY,
    CODE_LANGUAGES,
    { resolveCodeLanguage },
    `  root.setAttribute(${json(CODE_LANGUAGE_ATTRIBUTE)}, resolveCodeLanguage(stored));`,
  );
}
