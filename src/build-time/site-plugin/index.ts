/**
 * The site plugin: the site's own build steps that Docusaurus has no option for, one file each.
 * - ./pre-paint-scripts.ts: the theme and code-language scripts that run before first paint;
 * - ./noindex-redirects.ts: the redirect pages that must not be indexed (written after the build);
 * - ./client-bundle.ts: the client build's diet (route data rewritten smaller, the docs layout as one
 *   chunk, no Prism and no tslib in the browser);
 * - the menu index the menu rules read on every page (global data, `SitePluginData`);
 * - ./cache-dependencies.ts: the site's build code invalidates the bundler's persistent cache;
 * - the head-module rule of the split article (../article/head-rule.ts);
 * - the token colour rules of code samples, generated from one table (../code-samples/token-css.ts).
 */
import type { LoadContext, Plugin } from '@docusaurus/types';
import { MENU, DEFAULT_OPEN_SECTION } from '../../data/menu';
import { menuIndex } from '../../lib/menu-rules';
import type { SitePluginData } from '../../lib/site-plugin-data';
import { codeLanguageInlineScript, themeInlineScript } from './pre-paint-scripts';
import { writeNoIndexRedirects } from './noindex-redirects';
import { clientBundleConfig } from './client-bundle';
import { addArticleHeadRule } from '../article/head-rule';
import { addCacheDependencies } from './cache-dependencies';
import { writeTokenCss } from '../code-samples/token-css';

export { indexedRedirects } from './noindex-redirects';

export default function sitePlugin(context: LoadContext): Plugin {
  const tokenCss = writeTokenCss(context.generatedFilesDir);
  return {
    name: 'nestjs-site',
    getClientModules() {
      return [tokenCss];
    },
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
    configureWebpack(config, isServer) {
      addCacheDependencies(config, context.siteDir);
      // The browser's head module of each docs page (src/lib/article-split.ts), in production builds:
      // in development nothing is server-rendered, so every page loads in full, as a navigation does.
      const splitArticles = config.mode === 'production';
      if (splitArticles && !isServer && addArticleHeadRule(config, context.siteDir) === 0) {
        throw new Error('[article] no MDX rule with the article plugin: see src/build-time/article');
      }
      return clientBundleConfig(context.generatedFilesDir, isServer, splitArticles);
    },
    async postBuild({ outDir }) {
      await writeNoIndexRedirects(outDir);
    },
  };
}
