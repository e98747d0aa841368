/**
 * src/build-time/route-data/rewrite.ts: Docusaurus's generated route data rewritten for the browser. The
 * inputs below have the shape Docusaurus 3.10 writes into `.docusaurus/` (abridged); each rewrite is
 * evaluated here with a stand-in ComponentCreator and compared with what the original gives.
 */
import {
  compactGlobalData,
  compactRouteData,
  leanRegistry,
  leanSiteConfig,
  leanVersionProps,
  registryKeys,
} from '@site/src/build-time/route-data/rewrite';
import { routeDataRules } from '@site/src/build-time/route-data/rules';
import { ARTICLE_HEAD_QUERY, articleId } from '@site/src/lib/article-split';

const REGISTRY = `export default {
  "17896441": [() => import(/* webpackChunkName: "17896441" */ "@theme/DocItem"), "@theme/DocItem", require.resolveWeak("@theme/DocItem")],
  "5e95c892": [() => import(/* webpackChunkName: "5e95c892" */ "@theme/DocsRoot"), "@theme/DocsRoot", require.resolveWeak("@theme/DocsRoot")],
  "693294b8": [() => import(/* webpackChunkName: "693294b8" */ "@site/versioned_docs/version-10/cli/libraries.md"), "@site/versioned_docs/version-10/cli/libraries.md", require.resolveWeak("@site/versioned_docs/version-10/cli/libraries.md")],
  "a7bd4aaa": [() => import(/* webpackChunkName: "a7bd4aaa" */ "@theme/DocVersionRoot"), "@theme/DocVersionRoot", require.resolveWeak("@theme/DocVersionRoot")],
  "aba21aa0": [() => import(/* webpackChunkName: "aba21aa0" */ "@generated/docusaurus-plugin-content-docs/default/__plugin.json"), "@generated/docusaurus-plugin-content-docs/default/__plugin.json", require.resolveWeak("@generated/docusaurus-plugin-content-docs/default/__plugin.json")],
  "c42dd52a": [() => import(/* webpackChunkName: "c42dd52a" */ "@generated/docusaurus-plugin-content-docs/default/p/v-10-a91.json"), "@generated/docusaurus-plugin-content-docs/default/p/v-10-a91.json", require.resolveWeak("@generated/docusaurus-plugin-content-docs/default/p/v-10-a91.json")],
  "e0ab1b3c": [() => import(/* webpackChunkName: "e0ab1b3c" */ "@site/versioned_docs/version-10/cli/monorepo.md"), "@site/versioned_docs/version-10/cli/monorepo.md", require.resolveWeak("@site/versioned_docs/version-10/cli/monorepo.md")],
  "f00dfeed": [() => import(/* webpackChunkName: "f00dfeed" */ "@site/docs/kitchen-sink.mdx"), "@site/docs/kitchen-sink.mdx", require.resolveWeak("@site/docs/kitchen-sink.mdx")],};
`;

const ROUTES = `import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

export default [
  {
    path: '/search',
    component: ComponentCreator('/search', '822'),
    exact: true
  },
  {
    path: '/',
    component: ComponentCreator('/', '97c'),
    routes: [
      {
        path: '/v10',
        component: ComponentCreator('/v10', '0d0'),
        routes: [
          {
            path: '/v10/cli/libraries',
            component: ComponentCreator('/v10/cli/libraries', 'd6d'),
            exact: true,
            sidebar: "docs"
          },
          {
            path: '/v10/cli/monorepo',
            component: ComponentCreator('/v10/cli/monorepo', '63a'),
            exact: true,
            sidebar: "docs"
          },
          {
            path: '/v10/kitchen-sink',
            component: ComponentCreator('/v10/kitchen-sink', '44d'),
            exact: true
          }
        ]
      }
    ]
  },
  {
    path: '*',
    component: ComponentCreator('*'),
  },
];
`;

const ROUTE_CHUNK_NAMES = JSON.stringify({
  '/search-822': { __comp: '1a4e3797', __context: { plugin: '138e0e15' } },
  '/-97c': { __comp: '5e95c892', __context: { plugin: 'aba21aa0' } },
  '/v10-0d0': { __comp: 'a7bd4aaa', __props: 'c42dd52a' },
  '/v10/cli/libraries-d6d': { __comp: '17896441', content: '693294b8' },
  '/v10/cli/monorepo-63a': { __comp: '17896441', content: 'e0ab1b3c' },
  '/v10/kitchen-sink-44d': { __comp: '17896441', content: 'f00dfeed' },
});

const SOURCES = { registry: REGISTRY, routes: ROUTES, routeChunkNames: ROUTE_CHUNK_NAMES };

/** Runs a module of this shape: imports of React, ComponentCreator and `{ runs }`, named and default exports. */
function run(source: string, runs?: unknown): { default: unknown; [name: string]: unknown } {
  const exports: Record<string, unknown> = {};
  const body = source
    .replace(/^import React from 'react';$/m, '')
    .replace(
      /^import ComponentCreator from '@docusaurus\/ComponentCreator';$/m,
      'const ComponentCreator = __cc;',
    )
    .replace(/^import \{ runs \} from '@generated\/routesChunkNames';$/m, 'const runs = __runs;')
    .replace(
      /^import \{ withChunkAssets \} from '@site\/src\/lib\/chunk-assets';$/m,
      'const withChunkAssets = (r) => r;',
    )
    // a docs page's loader: what it would load as the page's head and in full
    .replace(
      /^import \{ articleModule \} from '@site\/src\/lib\/article-module';$/m,
      'const articleModule = (id, head, full) => ({ id, head: head(), full: full() });',
    )
    .replace(/^export const (\w+) =/gm, 'const $1 = __exports.$1 =')
    .replace(/^export default /m, '__exports.default = ');
  new Function('__cc', '__runs', '__exports', 'require', body)(
    (...args: unknown[]) => ({ created: args.filter((a) => a !== undefined) }),
    runs,
    exports,
    { resolveWeak: (request: string) => `weak:${request}` },
  );
  return exports as { default: unknown };
}

describe('leanRegistry', () => {
  it('lists the chunk names in registry order', () => {
    expect(registryKeys(REGISTRY)).toEqual([
      '17896441',
      '5e95c892',
      '693294b8',
      'a7bd4aaa',
      'aba21aa0',
      'c42dd52a',
      'e0ab1b3c',
      'f00dfeed',
    ]);
  });

  it('becomes an array of loaders without module paths or chunk names, in the same order', () => {
    const lean = leanRegistry(REGISTRY);
    expect(lean).not.toMatch(/webpackChunkName/);
    const registry = run(lean.replace(/\(\) => import\(("[^"]+")\)/g, '() => $1')).default as unknown[][];
    expect(registry).toHaveLength(8);
    expect(registry[0]).toEqual([expect.any(Function), 0, 'weak:@theme/DocItem']);
    expect((registry[0]?.[0] as () => string)()).toBe('@theme/DocItem');
    expect(lean).not.toContain('693294b8');
  });

  it("loads a docs page through articleModule: its head on the page's first load, else in full", () => {
    const lean = leanRegistry(REGISTRY);
    const registry = run(lean.replace(/\(\) => import\(("[^"]+")\)/g, '() => $1')).default as unknown[][];
    const page = '@site/versioned_docs/version-10/cli/libraries.md';
    expect(registry[2]).toEqual([expect.any(Function), 0, `weak:${page}`]);
    expect((registry[2]?.[0] as () => unknown)()).toEqual({
      id: articleId(page),
      head: `${page}?${ARTICLE_HEAD_QUERY}`,
      full: page,
    });
    // every page of both versions, the kitchen sink too (its head module is the full page: not split)
    expect(lean.match(/articleModule\(/g)).toHaveLength(3);
    // the layout's modules load as before
    expect(lean).toContain('() => import("@theme/DocItem")');
  });

  it('loads every page in full in development (splitArticles off)', () => {
    const lean = leanRegistry(REGISTRY, 'registry.js', {}, { splitArticles: false });
    expect(lean).not.toContain('articleModule');
    expect(lean).toContain('() => import("@site/versioned_docs/version-10/cli/libraries.md")');
  });

  it('fails the build when two pages would share an article id', () => {
    // two module paths with the same FNV-1a hash (found by search)
    const [a, b] = ['@site/docs/p519109.md', '@site/docs/p1806440.md'];
    expect(articleId(a)).toBe(articleId(b));
    const entry = (key: string, request: string) =>
      `  "${key}": [() => import(/* webpackChunkName: "${key}" */ "${request}"), "${request}", require.resolveWeak("${request}")],`;
    const registry = `export default {\n${entry('00000001', a)}\n${entry('00000002', b)}};\n`;
    expect(() => leanRegistry(registry, '.docusaurus/registry.js')).toThrow(
      `[route-data] .docusaurus/registry.js: pages ${a} and ${b} have the same article id ${articleId(a)}`,
    );
  });

  it('names the chunks of a group alike, so the bundler loads them as one chunk', () => {
    const lean = leanRegistry(REGISTRY, 'registry.js', {
      'docs-layout': ['@theme/DocsRoot', '@theme/DocItem'],
    });
    expect(lean).toContain('import(/* webpackChunkName: "docs-layout" */ "@theme/DocsRoot")');
    expect(lean).toContain('import(/* webpackChunkName: "docs-layout" */ "@theme/DocItem")');
    expect(lean.match(/webpackChunkName/g)).toHaveLength(2);
    expect(() => leanRegistry(REGISTRY, 'registry.js', { layout: ['@theme/DocPage'] })).toThrow(
      /no chunk for @theme\/DocPage/,
    );
  });

  it('fails the build, naming the file, on an entry of another shape', () => {
    const changed = REGISTRY.replace(
      'require.resolveWeak("@theme/DocItem")',
      'require.resolve("@theme/DocItem")',
    );
    expect(() => leanRegistry(changed, '.docusaurus/registry.js')).toThrow(
      /\[route-data\] \.docusaurus\/registry\.js: unrecognised entry "17896441"/,
    );
    expect(() => leanRegistry('export const registry = {};')).toThrow(/no `export default/);
  });
});

describe('compactRouteData', () => {
  const { routes, routeChunkNames } = compactRouteData(SOURCES);
  const table = run(routeChunkNames);
  const tree = run(routes, table.runs).default;
  const index = (name: string) => registryKeys(REGISTRY).indexOf(name);

  it('gives the same route tree', () => {
    expect(tree).toEqual(run(ROUTES).default);
  });

  it('gives the same route chunk table, with chunk names as registry indexes', () => {
    expect(table.default).toEqual({
      '/search-822': { __comp: '1a4e3797', __context: { plugin: '138e0e15' } },
      '/-97c': { __comp: index('5e95c892'), __context: { plugin: index('aba21aa0') } },
      '/v10-0d0': { __comp: index('a7bd4aaa'), __props: index('c42dd52a') },
      '/v10/cli/libraries-d6d': { __comp: index('17896441'), content: index('693294b8') },
      '/v10/cli/monorepo-63a': { __comp: index('17896441'), content: index('e0ab1b3c') },
      '/v10/kitchen-sink-44d': { __comp: index('17896441'), content: index('f00dfeed') },
    });
  });

  it('writes each doc route once: its path in the table module only', () => {
    expect(routes).not.toContain('/v10/cli/libraries');
    expect(routeChunkNames.match(/\/v10\/cli\/libraries/g)).toHaveLength(1);
    // a doc route without a sidebar is not a run member and stays in the tree
    expect(routes).toContain('/v10/kitchen-sink');
  });

  it('fails the build on a route tree of another shape', () => {
    expect(() =>
      compactRouteData({ ...SOURCES, routes: 'export default {};' }, { routes: 'routes.js' }),
    ).toThrow(/routes\.js: the default export is not an array/);
    expect(() =>
      compactRouteData({
        ...SOURCES,
        routes: ROUTES.replace("ComponentCreator('/search', '822')", "ComponentCreator('/elsewhere', '822')"),
      }),
    ).toThrow(/unexpected component for \/search/);
    expect(() => compactRouteData({ ...SOURCES, routes: `import x from 'y';\n${ROUTES}` })).toThrow(
      /unexpected import or export/,
    );
  });
});

describe('compactGlobalData', () => {
  const docs = (base: string) => [
    { id: 'cli/libraries', path: `${base}cli/libraries`, sidebar: 'docs' },
    { id: 'introduction', path: base === '/' ? '/' : base.slice(0, -1), sidebar: 'docs' },
    { id: 'kitchen-sink', path: `${base}kitchen-sink` },
    { id: 'guards', path: `${base}guards`, sidebar: 'docs' },
  ];
  const data = {
    'docusaurus-plugin-content-docs': {
      default: {
        path: '/',
        versions: [
          {
            name: 'current',
            label: '11',
            isLast: true,
            path: '/',
            mainDocId: 'introduction',
            docs: docs('/'),
            draftIds: [],
            sidebars: { docs: { link: { path: '/', label: 'introduction' } } },
          },
          {
            name: '10',
            label: '10',
            isLast: false,
            path: '/v10',
            mainDocId: 'introduction',
            docs: docs('/v10/'),
            draftIds: [],
            sidebars: { docs: { link: { path: '/v10', label: 'introduction' } } },
          },
        ],
        breadcrumbs: false,
      },
    },
    'docusaurus-lunr-search': { default: { fileNames: { searchDoc: 'a.json' } } },
  };
  const json = JSON.stringify(data, null, 2);
  const output = compactGlobalData(json);

  it('gives the same global data', () => {
    expect(run(output).default).toEqual(data);
  });

  it('writes a doc on its version path as its id alone, and the others in full', () => {
    expect(output).toMatch(/docs\("\/v10\/","docs",\["cli\/libraries",/);
    expect(output).not.toContain('"path":"/v10/cli/libraries"');
    expect(output).toContain('{"id":"introduction","path":"/v10","sidebar":"docs"}');
    expect(output).toContain('{"id":"kitchen-sink","path":"/v10/kitchen-sink"}');
  });

  it('fails the build on data of another shape', () => {
    const broken = JSON.stringify({ 'docusaurus-plugin-content-docs': { default: { versions: 'none' } } });
    expect(() => compactGlobalData(broken, 'globalData.json')).toThrow(
      /globalData\.json: .* has no versions/,
    );
  });
});

describe('leanVersionProps', () => {
  const props = {
    version: {
      pluginId: 'default',
      version: 'current',
      label: '11',
      banner: null,
      badge: true,
      docsSidebars: {
        docs: [
          {
            type: 'link',
            href: '/',
            label: 'Introduction',
            customProps: {},
            docId: 'introduction',
            unlisted: false,
          },
          {
            type: 'category',
            label: 'Overview',
            collapsible: true,
            collapsed: false,
            items: [
              {
                type: 'link',
                href: '/deployment',
                label: 'Deployment',
                customProps: { isNew: true },
                docId: 'deployment',
                unlisted: false,
              },
              {
                type: 'link',
                href: '/secret',
                label: 'Secret',
                customProps: {},
                docId: 'secret',
                unlisted: true,
              },
            ],
          },
        ],
      },
      docs: {
        introduction: {
          id: 'introduction',
          title: 'Introduction',
          description: 'Long text',
          sidebar: 'docs',
        },
      },
    },
  };
  const lean = JSON.parse(leanVersionProps(JSON.stringify(props)));

  it('empties the doc table and keeps everything else of the version', () => {
    expect(lean.version.docs).toEqual({});
    expect(lean.version).toMatchObject({ pluginId: 'default', label: '11', banner: null, badge: true });
  });

  it('leaves the default unlisted and customProps values out of the menu, and keeps the others', () => {
    const [intro, overview] = lean.version.docsSidebars.docs;
    expect(intro).toEqual({ type: 'link', href: '/', label: 'Introduction', docId: 'introduction' });
    expect(overview.items[0]).toEqual({
      type: 'link',
      href: '/deployment',
      label: 'Deployment',
      customProps: { isNew: true },
      docId: 'deployment',
    });
    expect(overview.items[1].unlisted).toBe(true);
    expect(overview).toMatchObject({ collapsible: true, collapsed: false });
  });

  it('refuses a menu category with a page of its own (its page would need the doc table)', () => {
    const withIndex = JSON.parse(JSON.stringify(props)) as typeof props;
    (withIndex.version.docsSidebars.docs[1] as Record<string, unknown>).href = '/category/overview';
    expect(() => leanVersionProps(JSON.stringify(withIndex), 'p/index.json')).toThrow(
      /p\/index\.json: menu category Overview has a page of its own/,
    );
  });
});

describe('leanSiteConfig', () => {
  const config = {
    title: 'NestJS - A progressive Node.js framework',
    baseUrl: '/',
    customFields: { consultingUrl: 'https://enterprise.nestjs.com' },
    presets: [['classic', { docs: { routeBasePath: '/' } }]],
    themes: [['@easyops-cn/docusaurus-search-local', { indexDocs: true }]],
    plugins: [['@docusaurus/plugin-client-redirects', { redirects: [{ from: '/a', to: '/b' }] }]],
    themeConfig: { prism: { theme: { plain: {} } } },
  };
  const generated = `/*
 * AUTOGENERATED - DON'T EDIT
 */
export default ${JSON.stringify(config, null, 2)};
`;

  it('empties the preset, theme and plugin options and keeps the rest', () => {
    expect(run(leanSiteConfig(generated)).default).toEqual({
      ...config,
      presets: [],
      themes: [],
      plugins: [],
    });
  });

  it('fails the build on a config of another shape', () => {
    expect(() => leanSiteConfig('export default {title: "x"};', 'docusaurus.config.mjs')).toThrow(
      /docusaurus\.config\.mjs: the exported config is not JSON/,
    );
    expect(() => leanSiteConfig('export default {"title": "x"};')).toThrow(/no presets list/);
  });
});

describe('routeDataRules', () => {
  const generated = '/site/.docusaurus';
  const propsFile = `${generated}/docusaurus-plugin-content-docs/default/p/v-10-a2c.json`;
  const rewriteOf = (rules: ReturnType<typeof routeDataRules>, file: string) =>
    rules
      .filter((rule) => rule.test.test(file))
      .map((rule) => (rule.use[0]?.options as { rewrite: string }).rewrite);

  it('gives the server build the lean version props too, so a page that reads the doc table fails the build', () => {
    expect(rewriteOf(routeDataRules(generated, true), propsFile)).toEqual(['versionProps']);
    expect(rewriteOf(routeDataRules(generated, false), propsFile)).toEqual(['versionProps']);
  });

  it('keeps the other rewrites out of the server build', () => {
    expect(routeDataRules(generated, true)).toHaveLength(1);
    expect(rewriteOf(routeDataRules(generated, false), `${generated}/registry.js`)).toEqual(['registry']);
    expect(rewriteOf(routeDataRules(generated, true), `${generated}/registry.js`)).toEqual([]);
  });
});
