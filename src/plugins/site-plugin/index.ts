/**
 * Site-wide plugin: inline scripts that must run before first paint, the redirect pages that must
 * not be indexed, the menu index the menu rules read (global data), and the client build's diet: the
 * generated route data rewritten smaller, the docs layout as one chunk, no Prism and no tslib in the
 * browser (see each part below).
 *
 * Docusaurus's own colour-mode script runs at the start of <body>; plugins declared in the site config
 * load after the preset's theme, so this script runs after it and has the last word. It reads the
 * specification's storage format (key `theme`, JSON value; a plain value is understood too), falls back
 * to the system preference, and sets `mode`, `data-theme` and `data-theme-choice` on <html>. From then
 * on `mode` mirrors `data-theme`, which Docusaurus's colour-mode context owns (toggle, system changes,
 * other tabs): a MutationObserver copies it before the next paint. React state never writes `mode`: on
 * the hydration render the context still holds the server's default (`light`), which would flip `mode`
 * for a moment when another theme is shown.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { parseStoredChoice } from '../../lib/stored-choice';
import { THEME_MODES, resolveTheme } from '../../lib/theme-rules';
import { CODE_LANGUAGES, resolveCodeLanguage } from '../../lib/code-language';
import {
  NOINDEX_URL_MARKER,
  THEME_STORAGE_KEY,
  THEME_ATTRIBUTE,
  CODE_LANGUAGE_STORAGE_KEY,
  CODE_LANGUAGE_ATTRIBUTE,
} from '../../data/site';
import { REDIRECTS, type Redirect } from '../../data/redirects';
import { MENU, DEFAULT_OPEN_SECTION } from '../../data/menu';
import { menuIndex } from '../../lib/menu-rules';
import type { SitePluginData } from './data';

/** The pre-paint theme script, built from the same functions the app and the tests use. */
export function themeInlineScript(): string {
  return `(function () {
  var parseStoredChoice = ${parseStoredChoice.toString()};
  var resolveTheme = ${resolveTheme.toString()};
  var stored = null;
  try { stored = parseStoredChoice(window.localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)}), ${JSON.stringify(THEME_MODES)}); } catch (e) {}
  var systemDark = false;
  try { systemDark = window.matchMedia('(prefers-color-scheme: dark)').matches; } catch (e) {}
  var mode = resolveTheme(stored, systemDark);
  var root = document.documentElement;
  root.setAttribute(${JSON.stringify(THEME_ATTRIBUTE)}, mode);
  root.setAttribute('data-theme', mode);
  root.setAttribute('data-theme-choice', stored || 'system');
  try {
    new MutationObserver(function () {
      var theme = root.getAttribute('data-theme');
      if (theme && root.getAttribute(${JSON.stringify(THEME_ATTRIBUTE)}) !== theme) root.setAttribute(${JSON.stringify(THEME_ATTRIBUTE)}, theme);
    }).observe(root, { attributes: true, attributeFilter: ['data-theme'] });
  } catch (e) {}
})();`;
}

/**
 * Old paths containing 'crud-utilities' must carry `noindex` (spec "Page title and indexing"), which
 * plugin-client-redirects' page template cannot add; this plugin writes those redirect pages itself.
 */
export const noIndexRedirects: readonly Redirect[] = REDIRECTS.filter((r) =>
  r.from.includes(NOINDEX_URL_MARKER),
);
export const indexedRedirects: readonly Redirect[] = REDIRECTS.filter(
  (r) => !r.from.includes(NOINDEX_URL_MARKER),
);

export function noIndexRedirectPage(to: string): string {
  const target = JSON.stringify(to);
  return `<!DOCTYPE html>
<html lang="en">
  <head>
    <meta charset="UTF-8">
    <meta name="robots" content="noindex">
    <meta http-equiv="refresh" content="0; url=${to}">
    <link rel="canonical" href="${to}">
    <title>Redirecting…</title>
  </head>
  <body>
    <script>window.location.replace(${target} + window.location.search + window.location.hash);</script>
    <p>This page has moved to <a href="${to}">${to}</a>.</p>
  </body>
</html>
`;
}

/**
 * The pre-paint code-language script: sets CODE_LANGUAGE_ATTRIBUTE on <html> from the stored choice, so
 * CSS shows the right variant of every code sample on first paint (no flash, no hydration mismatch).
 */
export function codeLanguageInlineScript(): string {
  return `(function () {
  var parseStoredChoice = ${parseStoredChoice.toString()};
  var resolveCodeLanguage = ${resolveCodeLanguage.toString()};
  var stored = null;
  try { stored = parseStoredChoice(window.localStorage.getItem(${JSON.stringify(CODE_LANGUAGE_STORAGE_KEY)}), ${JSON.stringify(CODE_LANGUAGES)}); } catch (e) {}
  document.documentElement.setAttribute(${JSON.stringify(CODE_LANGUAGE_ATTRIBUTE)}, resolveCodeLanguage(stored));
})();`;
}

/** theme-classic's client module that loads Prism languages in the browser (replaced, see above). */
const PRISM_CLIENT_MODULE = path.join(
  path.dirname(require.resolve('@docusaurus/theme-classic/package.json')),
  'lib',
  'prism-include-languages',
);

/**
 * The docs layout: the components of the docs plugin's route tree and its route context. Every page but
 * search and 404 needs all of them, so they load as one chunk, beside the page's own chunks, instead
 * of six small ones. They stay out of main.js: Lighthouse counts every byte main.js holds against the
 * first paint, the route chunks it requests after running not (bench/levers.md).
 */
export const DOCS_LAYOUT_CHUNK = {
  'docs-layout': [
    '@theme/DocsRoot',
    '@theme/DocVersionRoot',
    '@theme/DocRoot',
    '@theme/DocItem',
    '@generated/docusaurus-plugin-content-docs/default/__plugin.json',
  ],
};

/**
 * Rules that rewrite Docusaurus's generated route data smaller (src/lib/route-data.ts), for the client
 * build. The server build gets one of them, the docs version props: `leanVersionProps` empties the
 * version's doc table, so a page that reads it (`<DocCardList>`, `useDocById`) would render on the
 * server and crash in the browser; with the same props on the server it fails the build instead, at
 * that page. `ROUTE_DATA_AS_GENERATED=1` turns every rewrite off, to measure the lever or to rule it out.
 */
export function routeDataRules(generatedFilesDir: string, isServer = false) {
  if (process.env.ROUTE_DATA_AS_GENERATED) return [];
  const exact = (name: string) => new RegExp(`^${escapeRegExp(path.join(generatedFilesDir, name))}$`);
  const loader = path.join(__dirname, 'generated-data-loader.cjs');
  const rewriteWith = (rewrite: string, extra: object = {}) => [{ loader, options: { rewrite, ...extra } }];
  const docsProps = new RegExp(
    `^${escapeRegExp(path.join(generatedFilesDir, 'docusaurus-plugin-content-docs'))}[\\\\/][^\\\\/]+[\\\\/]p[\\\\/][^\\\\/]+\\.json$`,
  );
  const versionProps = { test: docsProps, use: rewriteWith('versionProps') };
  if (isServer) return [versionProps];
  return [
    { test: exact('registry.js'), use: rewriteWith('registry', { chunkGroups: DOCS_LAYOUT_CHUNK }) },
    { test: exact('docusaurus.config.mjs'), use: rewriteWith('siteConfig') },
    { test: exact('routes.js'), use: rewriteWith('routes') },
    // These two become JavaScript modules (they build their values with small helpers).
    { test: exact('routesChunkNames.json'), type: 'javascript/auto', use: rewriteWith('routeChunkNames') },
    { test: exact('globalData.json'), type: 'javascript/auto', use: rewriteWith('globalData') },
    versionProps,
  ];
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export default function sitePlugin(context: LoadContext): Plugin {
  return {
    name: 'nestjs-site',
    async contentLoaded({ actions }) {
      const data: SitePluginData = { menuIndex: menuIndex(MENU, DEFAULT_OPEN_SECTION) };
      actions.setGlobalData(data);
    },
    injectHtmlTags() {
      return {
        preBodyTags: [
          { tagName: 'script', innerHTML: themeInlineScript() },
          { tagName: 'script', innerHTML: codeLanguageInlineScript() },
        ],
      };
    },
    configureWebpack(_config, isServer) {
      return {
        module: { rules: routeDataRules(context.generatedFilesDir, isServer) },
        resolve: {
          alias: {
            // Prism is not needed in the browser: samples are highlighted at build time.
            [`${PRISM_CLIENT_MODULE}$`]: path.join(__dirname, 'no-client-module.ts'),
            // Without tslib (see the file).
            ...(isServer ? {} : { '@docusaurus/utils-common$': path.join(__dirname, 'utils-common.ts') }),
          },
        },
        ...(isServer
          ? {}
          : {
              optimization: {
                splitChunks: {
                  cacheGroups: {
                    // No vendors chunk: the docs layout's packages (theme-classic, theme-common) load
                    // with it in one chunk, the search dialog's with it, instead of chunks of their own.
                    defaultVendors: false,
                  },
                },
              },
            }),
        // `BUNDLE_SOURCEMAP=1` adds source maps so scripts/bundle-report.mjs can attribute bytes to modules.
        ...(process.env.BUNDLE_SOURCEMAP && !isServer ? { devtool: 'source-map' as const } : {}),
      };
    },
    async postBuild({ outDir }) {
      await Promise.all(
        noIndexRedirects.map(async ({ from, to }) => {
          const dir = path.join(outDir, from);
          await fs.mkdir(dir, { recursive: true });
          await fs.writeFile(path.join(dir, 'index.html'), noIndexRedirectPage(to));
        }),
      );
    },
  };
}
