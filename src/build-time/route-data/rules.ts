/**
 * The bundler rules that send Docusaurus's generated route data through ./loader.cjs (the rewrites of
 * ./rewrite.ts), and the docs-layout chunk the registry rewrite builds. Used by the site plugin's
 * `configureWebpack`; `ROUTE_DATA_AS_GENERATED=1` turns every rewrite off.
 */
import path from 'node:path';

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
 * Rules that rewrite Docusaurus's generated route data smaller (./rewrite.ts), for the client build.
 * The server build gets one of them, the docs version props: `leanVersionProps` empties the version's
 * doc table, so a page that reads it (`<DocCardList>`, `useDocById`) would render on the server and
 * crash in the browser; with the same props on the server it fails the build instead, at that page.
 * `ROUTE_DATA_AS_GENERATED=1` turns every rewrite off, to measure the lever or to rule it out.
 */
export function routeDataRules(generatedFilesDir: string, isServer = false, splitArticles = true) {
  if (process.env.ROUTE_DATA_AS_GENERATED) return [];
  const exact = (name: string) => new RegExp(`^${escapeRegExp(path.join(generatedFilesDir, name))}$`);
  const loader = path.join(__dirname, 'loader.cjs');
  const rewriteWith = (rewrite: string, extra: object = {}) => [{ loader, options: { rewrite, ...extra } }];
  const docsProps = new RegExp(
    `^${escapeRegExp(path.join(generatedFilesDir, 'docusaurus-plugin-content-docs'))}[\\\\/][^\\\\/]+[\\\\/]p[\\\\/][^\\\\/]+\\.json$`,
  );
  const versionProps = { test: docsProps, use: rewriteWith('versionProps') };
  if (isServer) return [versionProps];
  return [
    {
      test: exact('registry.js'),
      use: rewriteWith('registry', { chunkGroups: DOCS_LAYOUT_CHUNK, splitArticles }),
    },
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
