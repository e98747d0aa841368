/**
 * Every URL, label and constant of the site, in one typed module.
 *
 * Sources: the site specification (`shared/spec/site-spec.md`, section 9 for the constants) and
 * `shared/data/site-links.json` for external addresses. Components and tests import from here, so a
 * test never restates a number. Secrets and endpoints (search keys, newsletter endpoint) are not here:
 * they come from environment variables read in `docusaurus.config.ts`.
 */

export type ExternalLink = {
  readonly label: string;
  readonly url: string;
  readonly isNew?: boolean;
};

/** Canonical address of the production site (sitemap, canonical links). */
export const SITE_URL = 'https://docs.nestjs.com';

/** Appended to every browser tab title: `<route title> | <tagline>`. */
export const TAGLINE = 'NestJS - A progressive Node.js framework';

/** Separator between the route title and the tagline in the tab title. */
export const TITLE_DELIMITER = '|';

/** One-sentence description for search engines and link previews. */
export const SITE_DESCRIPTION =
  'Nest is a framework for building efficient, scalable Node.js server-side applications.';

/** The header's external-links menu (spec section 1). */
export const HEADER_LINKS: readonly ExternalLink[] = [
  { label: 'Courses', url: 'https://courses.nestjs.com' },
  { label: 'Enterprise', url: 'https://enterprise.nestjs.com' },
  { label: 'Devtools', url: 'https://devtools.nestjs.com', isNew: true },
  { label: 'Deploy', url: 'https://mau.nestjs.com' },
];

export type SocialNetwork = 'x' | 'github' | 'stackoverflow' | 'website' | 'discord' | 'facebook';

export type SocialLink = ExternalLink & { readonly network: SocialNetwork };

/** The five social links of the header, each with an accessible name. */
export const SOCIAL_LINKS: readonly SocialLink[] = [
  { network: 'x', label: 'X (Twitter)', url: 'https://twitter.com/nestframework' },
  { network: 'github', label: 'GitHub', url: 'https://github.com/nestjs/nest' },
  {
    network: 'stackoverflow',
    label: 'Stack Overflow',
    url: 'https://stackoverflow.com/questions/tagged/nestjs',
  },
  { network: 'website', label: 'Website', url: 'https://nestjs.com' },
  { network: 'discord', label: 'Discord', url: 'https://discord.gg/G7Qnnhy' },
];

/** The author's personal links shown in the footer. */
export const FOOTER_SOCIAL_LINKS: readonly SocialLink[] = [
  { network: 'facebook', label: 'Facebook', url: 'https://www.facebook.com/kammysliwiec/' },
  { network: 'x', label: 'X (Twitter)', url: 'https://twitter.com/kammysliwiec' },
  { network: 'github', label: 'GitHub', url: 'https://github.com/kamilmysliwiec' },
  { network: 'website', label: 'Website', url: 'https://kamilmysliwiec.com' },
];

/** Footer copyright: 'Copyright © 2017-<current year> MIT by Kamil Mysliwiec'. */
export const COPYRIGHT = {
  startYear: 2017,
  licence: 'MIT',
  holder: 'Kamil Mysliwiec',
  holderUrl: 'https://kamilmysliwiec.com',
} as const;

/** The three footer credit lines (design, consulting, hosting). */
export const FOOTER_CREDITS: readonly { text: string; name: string; url: string }[] = [
  { text: 'design by', name: 'Jakub Staron', url: 'https://dribbble.com/JakubStaron' },
  { text: 'Official NestJS Consulting', name: 'Trilon.io', url: 'https://trilon.io' },
  { text: 'hosted by', name: 'Netlify', url: 'https://www.netlify.com' },
];

/** External entries of the side menu and its enterprise button. */
export const MENU_EXTERNAL = {
  examples: 'https://github.com/nestjs/nest/tree/master/sample',
  courses: 'https://courses.nestjs.com/',
  jobsBoard: 'https://jobs.nestjs.com/',
  apiReference: 'https://api-references-nestjs.netlify.app/',
  enterpriseSupportButton: 'https://enterprise.nestjs.com',
} as const;

/**
 * Labels of the two buttons at the bottom of the side menu. The version button reads
 * `versionButtonLabel(<label of the version it leads to>)`: 'Version 10' on a current page,
 * 'Version 11' on a Version 10 page (update both at a version cut; README, "Docs versions").
 */
export const MENU_BUTTONS = {
  enterprise: 'Get enterprise support',
  olderVersion: 'Version 10',
  currentVersion: 'Version 11',
} as const;

/** Text of the side menu's version button for a version label ('10' → 'Version 10'). */
export function versionButtonLabel(versionLabel: string): string {
  return `Version ${versionLabel}`;
}

/**
 * Label of the current docs (`docs/`, served at the root). The older versions come from
 * `versions.json` and are served at `/v<name>/`. Change it when a new major version is documented.
 */
export const CURRENT_VERSION_LABEL = '11';

/** Route path of the older docs version (Docusaurus versioning serves it there). */
export const OLDER_VERSION_PATH = '/v10/';

/** Route of the consulting page (docs/consulting.md), which forwards to the consulting site. */
export const CONSULTING_ROUTE = '/consulting';

/** Default target of `/consulting`; `CONSULTING_URL` overrides it (empty string: stay on the page). */
export const CONSULTING_REDIRECT = 'https://enterprise.nestjs.com';

/** Principal sponsors of the 'Support us' block. */
export const SPONSORS = {
  principal: [
    { name: 'SerpApi', url: 'https://serpapi.com' },
    { name: 'Trilon', url: 'https://trilon.io/' },
    { name: 'Mojam', url: 'https://mojam.co' },
  ],
  becomeSponsor: 'https://opencollective.com/nest',
} as const;

export type BannerKind = 'courses' | 'devtools' | 'enterprise';

/** Promotional banners: each has four selling points and a button to its external site. */
export const BANNERS: Readonly<Record<BannerKind, { url: string; points: readonly string[] }>> = {
  courses: {
    url: 'https://courses.nestjs.com',
    points: ['80+ chapters', '5+ hours of videos', 'Official certificate', 'Deep-dive sessions'],
  },
  devtools: {
    url: 'https://devtools.nestjs.com',
    points: ['Graph visualizer', 'Routes navigator', 'Interactive playground', 'CI/CD integration'],
  },
  enterprise: {
    url: 'https://enterprise.nestjs.com',
    points: [
      'Providing technical guidance',
      'Performing in-depth code reviews',
      'Mentoring team members',
      'Advising best practices',
    ],
  },
};

/** Suggest-edits links: `EDIT_URL_BASE + <path of the page's source file>`. */
export const EDIT_URL_BASE = 'https://github.com/nestjs/docs.nestjs.com/edit/master/';

/** Algolia DocSearch defaults; the API key only ever comes from the environment. */
export const SEARCH = { appId: 'SDCBYAN96J', indexName: 'nestjs' } as const;

/** The header's search box: placeholder, accessible name and the shortcut shown on it. */
export const SEARCH_BOX = {
  placeholder: 'Search docs',
  label: 'Search the documentation',
  /** Ctrl-K (Cmd-K on macOS) and '/' open search from anywhere outside a text field. */
  shortcutKey: 'k',
  slashKey: '/',
} as const;

/** The language the search index is written in (its stemming; its WebAssembly is `wasm.<language>.pagefind`). */
export const SEARCH_LANGUAGE = 'en';

/**
 * Local search (Pagefind, src/build-time/search-index): most results shown per query, most sections
 * shown per page among them, and the words of each result's snippet.
 */
export const LOCAL_SEARCH = {
  resultLimit: 8,
  sectionsPerPage: 3,
  snippetWords: 16,
} as const;

/** Routes (without leading slash, any version) kept out of the search index besides unlisted docs. */
export const SEARCH_EXCLUDED_ROUTES: readonly RegExp[] = [/(^|\/)kitchen-sink$/];

/**
 * What the local search indexes of a page: its Markdown (the page title and every section), less what
 * is not prose: the page's tools beside the title, heading anchors' symbols, each sample's generated
 * JavaScript and its file name (the TypeScript, with the same names, is indexed) and buttons, and the
 * line that names the versions samples compile against.
 */
export const SEARCH_ROOT_SELECTOR = '.theme-doc-markdown';
export const SEARCH_IGNORED_SELECTORS: readonly string[] = [
  '.page-title__tools',
  '.hash-link',
  ".code-sample [data-variant='js']",
  '.code-sample__buttons',
  '.samples-checked',
];

/** Carbon ads script and its parameters. */
export const ADS = {
  script: 'https://cdn.carbonads.com/carbon.js',
  serve: 'CK7I653M',
  placement: 'nestjscom',
  /**
   * What the ad may load, for the Content-Security-Policy (src/build-time/host-config): carbon.js, the
   * ad it requests from Carbon's server (JSONP), the ad's image and its impression pixel.
   */
  scriptOrigins: ['https://cdn.carbonads.com', 'https://srv.carbonads.net'],
  imageOrigins: ['https://srv.carbonads.net', 'https://cdn4.buysellads.net', 'https://srv.buysellads.com'],
} as const;

// ---------------------------------------------------------------------------------------------
// Behaviour constants (spec section 9)
// ---------------------------------------------------------------------------------------------

/** Copy button: how long the 'copied' state shows before it reverts. */
export const COPIED_RESET_MS = 2000;

/** Side-menu group expand/collapse animation (ease-out opening, ease-in closing). */
export const MENU_ANIMATION_MS = 250;

/** TOC: scroll events are debounced by this much before the current heading is computed. */
export const TOC_SCROLL_DEBOUNCE_MS = 10;

/** TOC: a heading is current while the next one lies beyond scroll position + this (100 + 15 margin). */
export const CURRENT_HEADING_LOOKAHEAD_PX = 115;

/** At this width or less the side menu is closed at load, on resize and after each navigation. */
export const SIDEBAR_AUTO_CLOSE_MAX_WIDTH = 768;

/** id of the side menu's <nav>: the header toggle controls it (aria-controls) and looks for it. */
export const SIDE_MENU_ID = 'side-menu';

/**
 * Ids of the markers the first frame waits for (src/components/FirstFrame): the end of the site header,
 * on every page, and the end of a docs page's title row ("Copy page" and the suggest-edits link).
 */
export const FIRST_FRAME_MARKERS = { header: 'site-header-end', pageTitle: 'page-title-end' } as const;

/** Width of the side menu when open. */
export const SIDEBAR_WIDTH_PX = 250;

/** Height of the fixed header. */
export const HEADER_HEIGHT_PX = 70;

/** The ad visibility check runs this long after a route activates. */
export const AD_CHECK_DELAY_MS = 300;

/** Above this width, the ad hides when the TOC is taller than window height minus AD_TOC_MARGIN_PX. */
export const AD_TOC_CHECK_MIN_WIDTH = 1200;
export const AD_TOC_MARGIN_PX = 360;

/** At this width or less the ad is hidden. */
export const AD_HIDDEN_MAX_WIDTH = 360;

/** The ad's placement shifts at these widths. */
export const AD_PLACEMENT_BREAKPOINTS = [768, 1200] as const;

/** localStorage key of the stored theme; its value is JSON-encoded ("dark" or "light"). */
export const THEME_STORAGE_KEY = 'theme';

/** Attribute set on <html> with the active theme (Docusaurus's data-theme is kept in step). */
export const THEME_ATTRIBUTE = 'mode';

/** On screens this wide or less, company logos show LOGO_SMALL_WIDTH_PX wide. */
export const LOGO_SMALL_SCREEN_MAX_WIDTH = 480;
export const LOGO_SMALL_WIDTH_PX = 180;

/** Any URL containing this gets `<meta name="robots" content="noindex">`. */
export const NOINDEX_URL_MARKER = 'crud-utilities';

/** Newsletter: the form never waits longer than this for the sign-up call. */
export const NEWSLETTER_TIMEOUT_MS = 10_000;

/** Newsletter e-mail field placeholder (spec section 5). */
export const NEWSLETTER_PLACEHOLDER = 'Email address..';

/** Id the Carbon script element must carry: carbon.js finds it and inserts the ad next to it. */
export const AD_SCRIPT_ID = '_carbonads_js';

/**
 * After carbon.js has loaded, how long to wait for it to render an ad (`#carbonads`) before the
 * box counts as empty (no fill, or its ad server unreachable) and is hidden.
 */
export const AD_FILL_TIMEOUT_MS = 3000;

/** Newsletter sign-up copy (heading, one line of text, labels). */
export const NEWSLETTER_TEXT = {
  heading: 'Join our newsletter',
  lead: 'Release notes, new guides and talks from the NestJS team, a few times a year.',
  label: 'Email address',
  submit: 'Subscribe to the newsletter',
  done: 'Subscribed: thank you!',
} as const;

// ---------------------------------------------------------------------------------------------
// Code samples (spec sections 1 and 4: JS/TS switch, copy button)
// ---------------------------------------------------------------------------------------------

/** localStorage key of the reader's code language (JSON-encoded "ts" or "js", like the theme). */
export const CODE_LANGUAGE_STORAGE_KEY = 'code-language';

/**
 * Attribute set on <html> with the code language shown ("ts" or "js"). An inline script sets it before
 * first paint and CSS shows the matching variant of every sample; without it (JavaScript off) the
 * TypeScript shows.
 */
export const CODE_LANGUAGE_ATTRIBUTE = 'data-code-language';

/** Labels of the code-sample controls. */
export const CODE_LABELS = {
  switchGroup: 'Code language',
  ts: 'TS',
  js: 'JS',
  showTs: 'Show the TypeScript variant',
  showJs: 'Show the JavaScript variant',
  copy: 'Copy',
  copied: 'Copied',
  copyTitle: 'Copy the code to the clipboard',
} as const;

/** The "Copy page" control beside a page's title (src/components/PageActions). */
export const PAGE_ACTION_LABELS = {
  copy: 'Copy page',
  copied: 'Copied',
  copyTitle: "Copy this page as Markdown, with each sample's TypeScript and JavaScript",
  more: 'More page actions',
  viewMarkdown: 'View as Markdown',
} as const;
