import {
  LOCAL_SEARCH_THEME,
  isSearchShortcut,
  searchSetup,
  type SearchEnv,
} from '@site/src/lib/search-config';
import { SEARCH } from '@site/src/data/site';

describe('searchSetup: the configuration switch', () => {
  it.each<[string, SearchEnv, { appId: string; indexName: string } | null]>([
    ['no variable', {}, null],
    ['app id and index name without a key', { ALGOLIA_APP_ID: 'APP', ALGOLIA_INDEX_NAME: 'idx' }, null],
    ['a blank key', { ALGOLIA_API_KEY: '  ', ALGOLIA_APP_ID: 'APP', ALGOLIA_INDEX_NAME: 'idx' }, null],
    [
      'all three',
      { ALGOLIA_API_KEY: 'key', ALGOLIA_APP_ID: 'APP', ALGOLIA_INDEX_NAME: 'idx' },
      { appId: 'APP', indexName: 'idx' },
    ],
    ['the key alone (defaults fill the rest)', { ALGOLIA_API_KEY: 'key' }, SEARCH],
    [
      'the key with empty app id and index',
      { ALGOLIA_API_KEY: 'key', ALGOLIA_APP_ID: '', ALGOLIA_INDEX_NAME: ' ' },
      SEARCH,
    ],
  ])('%s', (_case, env, algolia) => {
    const setup = searchSetup(env);
    if (algolia === null) {
      expect(setup.kind).toBe('local');
      expect(setup.algolia).toBeUndefined();
      expect(setup.themes).toHaveLength(1);
      expect(setup.themes[0]).toEqual([LOCAL_SEARCH_THEME, expect.objectContaining({ indexDocs: true })]);
    } else {
      expect(setup.kind).toBe('algolia');
      // preset-classic adds theme-search-algolia from themeConfig.algolia; no second search theme.
      expect(setup.themes).toEqual([]);
      expect(setup.algolia).toEqual({
        appId: algolia.appId,
        apiKey: 'key',
        indexName: algolia.indexName,
        contextualSearch: true,
      });
    }
  });

  it('builds the Algolia key whole or not at all (a missing field fails the build)', () => {
    for (const env of [
      {},
      { ALGOLIA_API_KEY: 'k' },
      { ALGOLIA_API_KEY: 'k', ALGOLIA_APP_ID: 'A' },
    ] as SearchEnv[]) {
      const { algolia } = searchSetup(env);
      if (algolia) expect(Object.values(algolia).every((v) => v !== undefined && v !== '')).toBe(true);
    }
  });

  it('local search: docs at the site root, no pages or blog, the kitchen sink left out', () => {
    const [theme] = searchSetup({}).themes;
    const options = (theme as [string, Record<string, unknown>])[1];
    expect(options).toMatchObject({
      docsRouteBasePath: '/',
      indexPages: false,
      indexBlog: false,
      searchBarShortcut: false,
    });
    const ignored = options.ignoreFiles as RegExp[];
    const isIgnored = (route: string) => ignored.some((re) => re.test(route));
    expect(isIgnored('kitchen-sink')).toBe(true);
    expect(isIgnored('v10/kitchen-sink')).toBe(true);
    expect(isIgnored('guards')).toBe(false);
    expect(isIgnored('recipes/kitchen-sinks-guide')).toBe(false);
  });

  it('local search leaves out the JavaScript variant of samples, the sample buttons and the versions line', () => {
    const [theme] = searchSetup({}).themes;
    const selectors = (theme as [string, { ignoreCssSelectors: string[] }])[1].ignoreCssSelectors;
    document.body.innerHTML = `<div class="code-sample"><div class="code-sample__bar"><span>cats.ts</span>
      <div class="code-sample__buttons"><button>Copy</button></div></div>
      <pre data-variant="ts"><code>constructor(private cats: CatsService) {}</code></pre>
      <pre data-variant="js"><code>this.cats = cats;</code></pre></div>
      <p class="samples-checked">Samples on this page compile against <code>@nestjs/common</code> 11.2.10.</p>`;
    for (const selector of selectors) document.querySelectorAll(selector).forEach((el) => el.remove());
    expect(document.body.textContent).toContain('cats.ts');
    expect(document.body.textContent).toContain('private cats: CatsService');
    expect(document.body.textContent).not.toContain('this.cats = cats');
    expect(document.body.textContent).not.toContain('Copy');
    expect(document.body.textContent).not.toContain('compile against');
  });
});

describe('isSearchShortcut', () => {
  const key = (k: string, extra: Partial<Parameters<typeof isSearchShortcut>[0]> = {}) => ({
    key: k,
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    inTextField: false,
    ...extra,
  });
  it.each([
    ['Ctrl-K on Windows/Linux', key('k', { ctrlKey: true }), false, true],
    ['Ctrl-Shift-K (K) on Windows/Linux', key('K', { ctrlKey: true }), false, true],
    ['Cmd-K on a Mac', key('k', { metaKey: true }), true, true],
    ['Ctrl-K on a Mac', key('k', { ctrlKey: true }), true, false],
    ['Cmd-K off a Mac', key('k', { metaKey: true }), false, false],
    ['Ctrl-K in a text field', key('k', { ctrlKey: true, inTextField: true }), false, true],
    ['Ctrl-Alt-K', key('k', { ctrlKey: true, altKey: true }), false, false],
    ['plain k', key('k'), false, false],
    ["'/' on the page", key('/'), false, true],
    ["'/' in a text field", key('/', { inTextField: true }), false, false],
    ["Ctrl-'/'", key('/', { ctrlKey: true }), false, false],
    ['another key', key('s', { ctrlKey: true }), false, false],
  ])('%s', (_case, event, isMac, expected) => {
    expect(isSearchShortcut(event, isMac)).toBe(expected);
  });
});

describe('docusaurus.config.ts reads the switch from the environment', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });
  const loadConfig = () => {
    let config: { themes?: unknown[]; themeConfig: { algolia?: unknown } } | undefined;
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      config = require('@site/docusaurus.config').default;
    });
    if (!config) throw new Error('docusaurus.config.ts did not load');
    return config;
  };

  it('credentials present → DocSearch (themeConfig.algolia, no local theme)', () => {
    process.env.ALGOLIA_APP_ID = 'APPID';
    process.env.ALGOLIA_API_KEY = 'search-only-key';
    process.env.ALGOLIA_INDEX_NAME = 'docs';
    const config = loadConfig();
    expect(config.themeConfig.algolia).toEqual({
      appId: 'APPID',
      apiKey: 'search-only-key',
      indexName: 'docs',
      contextualSearch: true,
    });
    expect(config.themes).toEqual([]);
  });

  it('credentials absent → local search theme, no algolia key at all', () => {
    delete process.env.ALGOLIA_APP_ID;
    delete process.env.ALGOLIA_API_KEY;
    delete process.env.ALGOLIA_INDEX_NAME;
    const config = loadConfig();
    expect('algolia' in config.themeConfig).toBe(false);
    expect(config.themes).toEqual([[LOCAL_SEARCH_THEME, expect.any(Object)]]);
  });
});
