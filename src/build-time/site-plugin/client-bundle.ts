/**
 * The client build's diet, as bundler configuration: the route data rewritten smaller
 * (src/build-time/route-data), no Prism and no tslib in the browser (./client-shims), no vendors
 * chunk; and source maps on request for scripts/bundle-report.mjs. The server build gets only what
 * keeps it equal to the client's (see routeDataRules).
 */
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import { routeDataRules } from '../route-data/rules';

type ConfigureWebpackResult = ReturnType<NonNullable<Plugin['configureWebpack']>>;

/** theme-classic's client module that loads Prism languages in the browser (replaced, see below). */
const PRISM_CLIENT_MODULE = path.join(
  path.dirname(require.resolve('@docusaurus/theme-classic/package.json')),
  'lib',
  'prism-include-languages',
);

const shim = (name: string) => path.join(__dirname, 'client-shims', name);

/** `splitArticles`: docs pages load their head module on a first load (production builds; src/lib/article-split.ts). */
export function clientBundleConfig(
  generatedFilesDir: string,
  isServer: boolean,
  splitArticles: boolean,
): ConfigureWebpackResult {
  return {
    module: { rules: routeDataRules(generatedFilesDir, isServer, splitArticles) },
    resolve: {
      alias: {
        // Prism is not needed in the browser: samples are highlighted at build time.
        [`${PRISM_CLIENT_MODULE}$`]: shim('no-client-module.ts'),
        // Without tslib (see the file).
        ...(isServer ? {} : { '@docusaurus/utils-common$': shim('utils-common.ts') }),
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
                // No "common" chunk either (Docusaurus's: modules that half the chunks use). With two
                // modules per docs page (src/lib/article-split.ts) it gathered the MDX provider and the
                // code samples' buttons into one more file for every first load, requested beside
                // each page module (bench/levers.md, "Split article").
                common: false,
              },
            },
          },
        }),
    // `BUNDLE_SOURCEMAP=1` adds source maps so scripts/bundle-report.mjs can attribute bytes to modules.
    ...(process.env.BUNDLE_SOURCEMAP && !isServer ? { devtool: 'source-map' as const } : {}),
  };
}
