import { isSearchShortcut, searchSetup, type SearchEnv } from '@site/src/lib/search-config';
import { SEARCH, SEARCH_IGNORED_SELECTORS, SEARCH_ROOT_SELECTOR } from '@site/src/data/site';
import { isExcludedRoute } from '@site/src/build-time/search-index';

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
      expect(setup).toEqual({ kind: 'local', algolia: undefined });
    } else {
      expect(setup).toEqual({
        kind: 'algolia',
        algolia: {
          appId: algolia.appId,
          apiKey: 'key',
          indexName: algolia.indexName,
          contextualSearch: true,
        },
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
});

describe('what the local index holds', () => {
  it.each([
    ['/kitchen-sink', true],
    ['/v10/kitchen-sink', true],
    ['/guards', false],
    ['/recipes/kitchen-sinks-guide', false],
  ])('%s left out: %s', (route, excluded) => expect(isExcludedRoute(route)).toBe(excluded));

  it("indexes a page's Markdown without its tools, anchors, JavaScript variants, buttons or versions line", () => {
    document.body.innerHTML = `<article><span>Version: 11</span><div class="theme-doc-markdown markdown">
      <header><h1>Pipes</h1><div class="page-title__tools"><button>Copy page</button></div></header>
      <h2 id="binding">Binding pipes<a class="hash-link" href="#binding">#</a></h2>
      <div class="code-sample"><div class="code-sample__bar"><span>cats.ts</span>
      <div class="code-sample__buttons"><button>Copy</button></div></div>
      <pre data-variant="ts"><code>constructor(private cats: CatsService) {}</code></pre>
      <pre data-variant="js"><code>this.cats = cats;</code></pre></div>
      <p class="samples-checked">Samples on this page compile against <code>@nestjs/common</code> 11.2.10.</p>
      </div><section>Support us</section></article>`;
    const root = document.querySelector(SEARCH_ROOT_SELECTOR) as HTMLElement;
    for (const selector of SEARCH_IGNORED_SELECTORS)
      root.querySelectorAll(selector).forEach((el) => el.remove());
    const text = root.textContent ?? '';
    for (const kept of ['Pipes', 'Binding pipes', 'cats.ts', 'private cats: CatsService'])
      expect(text).toContain(kept);
    for (const left of ['Version: 11', 'Copy', '#', 'this.cats = cats', 'compile against', 'Support us'])
      expect(text).not.toContain(left);
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
    let config: { themes?: unknown[]; plugins: unknown[]; themeConfig: { algolia?: unknown } } | undefined;
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      config = require('@site/docusaurus.config').default;
    });
    if (!config) throw new Error('docusaurus.config.ts did not load');
    return config;
  };

  const SEARCH_INDEX_PLUGIN = './src/build-time/search-index/index.ts';

  it('credentials present → DocSearch (themeConfig.algolia, no local index)', () => {
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
    expect(config.themes ?? []).toEqual([]);
    expect(config.plugins).not.toContain(SEARCH_INDEX_PLUGIN);
  });

  it('credentials absent → the local Pagefind index, no algolia key, no search theme', () => {
    delete process.env.ALGOLIA_APP_ID;
    delete process.env.ALGOLIA_API_KEY;
    delete process.env.ALGOLIA_INDEX_NAME;
    const config = loadConfig();
    expect('algolia' in config.themeConfig).toBe(false);
    expect(config.themes ?? []).toEqual([]);
    expect(config.plugins).toContain(SEARCH_INDEX_PLUGIN);
  });
});
