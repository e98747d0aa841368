import type { Config } from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import { themes as prismThemes } from 'prism-react-renderer';
import {
  SITE_URL,
  TAGLINE,
  TITLE_DELIMITER,
  SITE_DESCRIPTION,
  EDIT_URL_BASE,
  CONSULTING_REDIRECT,
} from './src/data/site';
import { REDIRECTS } from './src/data/redirects';
import sitePlugin from './src/plugins/site-plugin';
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
          breadcrumbs: false,
          lastVersion: 'current',
          versions: {
            current: { label: '11', path: '' },
            '10': { label: '10', path: 'v10', banner: 'unmaintained' },
          },
        },
        blog: false,
        pages: false,
        theme: { customCss: './src/css/custom.css' },
        sitemap: { changefreq: null, priority: null, lastmod: null },
      } satisfies Preset.Options,
    ],
  ],

  themes: search.themes,

  plugins: [
    ['@docusaurus/plugin-client-redirects', { redirects: REDIRECTS.map((r) => ({ ...r })) }],
    sitePlugin,
  ],

  themeConfig: {
    metadata: [{ name: 'description', content: SITE_DESCRIPTION }],
    ...(search.algolia ? { algolia: search.algolia } : {}),
    colorMode: { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: true },
    navbar: { title: 'NestJS', hideOnScroll: false, items: [] },
    docs: { sidebar: { hideable: false, autoCollapseCategories: false } },
    tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
    prism: {
      theme: prismThemes.github,
      darkTheme: prismThemes.dracula,
      additionalLanguages: ['bash', 'json', 'graphql', 'yaml', 'docker', 'typescript'],
    },
  } satisfies Preset.ThemeConfig,
} satisfies Config;

export default config;
