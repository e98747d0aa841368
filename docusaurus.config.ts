import type { Config } from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {
  SITE_URL,
  TAGLINE,
  TITLE_DELIMITER,
  SITE_DESCRIPTION,
  EDIT_URL_BASE,
  CONSULTING_REDIRECT,
  CONSULTING_ROUTE,
  CURRENT_VERSION_LABEL,
} from './src/data/site';
import { versionsOptions } from './src/lib/version-rules';
import olderVersions from './versions.json';
import sitePlugin, { indexedRedirects } from './src/build-time/site-plugin';
import remarkCodeSamples from './src/build-time/code-samples/remark-plugin';
import remarkSampleVersions from './src/build-time/code-samples/sample-versions';
import remarkArticle from './src/build-time/article/remark-article';
import hostConfigPlugin from './src/build-time/host-config';
import { CSS_VARIABLE_PRISM_THEME } from './src/lib/code-samples/prism-theme';
import { searchSetup } from './src/lib/search-config';

/**
 * Configuration by environment (see README, "Configuration"). Everything has a working default, so a
 * fresh clone builds and runs with no variable set.
 */
const env = process.env;

/** Where `/consulting` forwards the browser; an empty CONSULTING_URL keeps the reader on the page. */
const consultingUrl = env.CONSULTING_URL ?? CONSULTING_REDIRECT;

/** The newsletter endpoint and its token; without an endpoint the form ends in success, no request. */
const newsletter = {
  endpoint: env.NEWSLETTER_ENDPOINT ?? '',
  token: env.NEWSLETTER_TOKEN ?? '',
};

export type SiteCustomFields = {
  consultingUrl: string;
  newsletter: { endpoint: string; token: string };
};

/** Search: Algolia DocSearch with ALGOLIA_API_KEY (and app id / index name), else local search. */
const search = searchSetup(env);

const customFields: SiteCustomFields = { consultingUrl, newsletter };

const config = {
  title: TAGLINE,
  titleDelimiter: TITLE_DELIMITER,
  tagline: TAGLINE,
  url: SITE_URL,
  baseUrl: '/',
  trailingSlash: false,
  favicon: 'img/favicon.svg',

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',
  markdown: {
    hooks: { onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: 'throw' },
    // `## Heading {#explicit-id}` (CONTENT.md); future.v4 turns this MDX 1 syntax off by default.
    mdx1Compat: { comments: true, admonitions: true, headingIds: true },
  },

  // The specification's `theme` key (JSON value) is ours; Docusaurus keeps its own, namespaced key.
  storage: { type: 'localStorage', namespace: 'docusaurus' },

  future: { v4: true },

  i18n: { defaultLocale: 'en', locales: ['en'] },

  customFields,

  presets: [
    [
      'classic',
      {
        docs: {
          routeBasePath: '/',
          sidebarPath: './sidebars.ts',
          editUrl: EDIT_URL_BASE,
          // The line that says what the page's samples compile against (read from the fences, so first),
          // then code fences → CodeSample (JS variant generated from the TypeScript); both versions.
          // Last, the page's body goes into one <ArticleBody> (src/build-time/article): a first load ships
          // and hydrates the title only; the browser's head-module rule is added by the site plugin.
          remarkPlugins: [
            [remarkSampleVersions, { sampleCheckDir: './sample-check' }],
            remarkCodeSamples,
            [remarkArticle, { mode: 'full', siteDir: __dirname }],
          ],
          breadcrumbs: false,
          lastVersion: 'current',
          // Current docs at the root, each version of versions.json at /v<name>/ (README, "Docs versions").
          versions: versionsOptions(CURRENT_VERSION_LABEL, olderVersions),
        },
        blog: false,
        pages: false,
        theme: { customCss: ['./src/css/custom.css', './src/css/code.css'] },
        // /consulting is a redirect to the consulting site when one is configured
        // (src/build-time/host-config).
        sitemap: {
          changefreq: null,
          priority: null,
          lastmod: null,
          ignorePatterns: consultingUrl ? [CONSULTING_ROUTE] : [],
        },
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    ['@docusaurus/plugin-client-redirects', { redirects: indexedRedirects.map((r) => ({ ...r })) }],
    sitePlugin,
    // Every page as Markdown at its route + `.md`, and llms.txt / llms-full.txt per version. By path:
    // it runs after the build only, and its remark modules (ESM) stay out of the config's own imports.
    './src/build-time/markdown-export/index.ts',
    // Netlify's _redirects/_headers and the container's nginx.conf, from the same data (README, "Deploying").
    hostConfigPlugin,
    // Local search: a Pagefind index per docs version, after the build (by path, like the export).
    ...(search.kind === 'local' ? ['./src/build-time/search-index/index.ts'] : []),
  ],

  themeConfig: {
    metadata: [{ name: 'description', content: SITE_DESCRIPTION }],
    ...(search.algolia ? { algolia: search.algolia } : {}),
    colorMode: { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: true },
    navbar: { title: 'NestJS', hideOnScroll: false, items: [] },
    docs: { sidebar: { hideable: false, autoCollapseCategories: false } },
    tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
    prism: {
      // Plain colours only, the CSS variables of src/css/code.css (src/lib/code-samples/prism-theme.ts). No
      // `additionalLanguages`: the module that would load them is replaced (src/build-time/site-plugin/
      // client-bundle.ts); the languages beyond Prism's own are in src/lib/code-samples/grammars.ts.
      theme: CSS_VARIABLE_PRISM_THEME,
      darkTheme: CSS_VARIABLE_PRISM_THEME,
    },
  } satisfies Preset.ThemeConfig,
} satisfies Config;

export default config;
