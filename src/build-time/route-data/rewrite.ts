/**
 * Docusaurus's generated route data (and site config), written smaller for the browser.
 *
 * Every page's first load carries the route table of the whole site: `registry.js` (how to load each
 * chunk), `routes.js` (the route tree), `routesChunkNames.json` (which chunks each route needs),
 * `globalData.json` (every doc of every version) and, for its docs version, the version's props (its
 * menu, and every doc's title and description). With 272 routes that came to about 35 KB gzip of every
 * page's JavaScript (bench/levers.md). The functions below rewrite those modules for the client build
 * only (src/build-time/route-data/loader.cjs); the server build, and so the HTML, keeps
 * Docusaurus's own files.
 *
 * - Lossless: the route tree, the route chunk table and the global data hold the same values, built by
 *   small helpers instead of spelled out. Each rewrite evaluates its own output and throws unless it
 *   equals the input (key order aside), so a change in Docusaurus's output fails the build instead of
 *   breaking pages.
 * - Lean: the registry, the version props and the site config lose what the browser never reads (each
 *   function says what and why). Input of an unexpected shape throws, for the same reason.
 */

import { ARTICLE_HEAD_QUERY, ARTICLE_MODULE, articleId } from '../../lib/article-split';

const NOTE =
  '/* Rewritten by src/build-time/route-data/rewrite.ts for the client build: same values, fewer bytes. */';

/** The module that makes Docusaurus's link prefetch work with the lean registry's indexes. */
export const CHUNK_ASSETS_MODULE = '@site/src/lib/chunk-assets';
/** Chooses a docs page's head or full module (src/lib/article-split.ts). */
export const ARTICLE_MODULE_CHOOSER = '@site/src/lib/article-module';

/** The import by which the rewritten route tree reads the doc routes kept in the route chunk table. */
export const ROUTE_CHUNK_NAMES_MODULE = '@generated/routesChunkNames';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

function fail(file: string, why: string): never {
  throw new Error(
    `[route-data] ${file}: ${why}. Docusaurus's generated format has changed: update src/build-time/route-data/rewrite.ts (tests/unit/route-data.test.ts shows the expected input).`,
  );
}

const literal = (value: unknown): string => JSON.stringify(value);

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Key order does not matter to the readers of these objects; array order does. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (isObject(value)) {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical(value[key])]),
    );
  }
  return value;
}

function sameValue(a: unknown, b: unknown): boolean {
  return literal(canonical(a)) === literal(canonical(b));
}

/** A stand-in for ComponentCreator that records its arguments. */
const recordCreator = (...args: unknown[]) => ({ creator: args.filter((arg) => arg !== undefined) });

/**
 * Evaluates one of the generated modules, or one of our rewrites: ES modules whose only imports are
 * React, ComponentCreator and (in our route tree) the route chunk table's doc routes.
 */
function evaluateModule(file: string, source: string, imports: { runs?: unknown } = {}): unknown {
  const body = source
    .replace(/^import\s+React\s+from\s+'react';?[ \t]*$/m, '')
    .replace(/^import\s+(\w+)\s+from\s+'@docusaurus\/ComponentCreator';?[ \t]*$/m, 'const $1 = __creator;')
    .replace(
      new RegExp(`^import\\s+\\{\\s*runs\\s*\\}\\s+from\\s+'${ROUTE_CHUNK_NAMES_MODULE}';?[ \\t]*$`, 'm'),
      'const runs = __runs;',
    )
    .replace(/^export const (\w+) =/gm, 'const $1 = __exports.$1 =')
    .replace(/^export default\s+/m, 'return ');
  if (/^\s*(import|export)\s/m.test(body)) fail(file, 'unexpected import or export');
  try {
    const exports: Record<string, unknown> = {};
    const value = new Function('__creator', '__runs', '__exports', body)(
      recordCreator,
      imports.runs,
      exports,
    );
    return Object.keys(exports).length > 0 ? { default: value, ...exports } : value;
  } catch (error) {
    return fail(file, `could not be evaluated (${(error as Error).message})`);
  }
}

// ---------------------------------------------------------------------------------------------------
// registry.js

const REGISTRY_ENTRY =
  /("[^"]+"): \[\(\) => import\(\/\* webpackChunkName: "[^"]+" \*\/ ("[^"]+")\), "[^"]+", require\.resolveWeak\(("[^"]+")\)\],?/g;

type RegistryEntry = { key: string; request: string; weak: string };

function registryEntries(source: string, file: string): RegistryEntry[] {
  const start = source.indexOf('export default {');
  const end = source.lastIndexOf('};');
  if (start < 0 || end < start) fail(file, 'no `export default { ... };` block');
  const body = source.slice(start + 'export default {'.length, end);
  const leftOver = body.replace(REGISTRY_ENTRY, '').trim();
  if (leftOver !== '') fail(file, `unrecognised entry ${leftOver.slice(0, 80)}`);
  return [...body.matchAll(REGISTRY_ENTRY)].map(([, key = '""', request = '', weak = '']) => ({
    key: JSON.parse(key) as string,
    request,
    weak,
  }));
}

/** The registry's chunk names, in the order of the lean registry: a chunk's index there is its new name. */
export function registryKeys(source: string, file = 'registry.js'): string[] {
  return registryEntries(source, file).map((entry) => entry.key);
}

/**
 * `export default { "<chunk name>": [() => import(/* webpackChunkName: "<chunk name>" *\/ "<module>"),
 * "<module>", require.resolveWeak("<module>")], ... }` becomes an array of
 * `[() => import("<module>"), 0, require.resolveWeak("<module>")]` in `registryKeys()` order.
 *
 * - Chunk names (8 hex digits, written twice per chunk) become array indexes; the route chunk table
 *   uses the same indexes (`compactRouteData`). ComponentCreator reads `registry[name]`, which works the
 *   same on an array.
 * - The second element, the module's path, is read only by react-loadable while rendering on the server
 *   (to report the modules a page used); the browser never reads it.
 * - Without `webpackChunkName` a chunk's file is named by its numeric id, and the runtime carries no
 *   table from chunk ids to names.
 * - Docusaurus's link prefetch looks chunk files up by chunk name (`__webpack_require__.gca`);
 *   `withChunkAssets` (src/lib/chunk-assets.ts) gives it a lookup by index instead.
 * - A docs page (`@site/docs/…md`) loads through `articleModule(id, head, full)`: its head module
 *   (`?article-head`) on the first load of that page, its full module otherwise (src/lib/article-split.ts).
 *   Link prefetch runs the same choice, so it fetches what a navigation loads. Production builds only
 *   (`splitArticles`): in development no page is server-rendered, every page loads in full.
 * - `groups` names chunks to merge: modules listed under one name load as one chunk (the bundler
 *   merges dynamic imports of the same name), with the dependencies they do not share with main.js.
 */
export function leanRegistry(
  source: string,
  file = 'registry.js',
  groups: Readonly<Record<string, readonly string[]>> = {},
  { splitArticles = true }: { readonly splitArticles?: boolean } = {},
): string {
  const groupOf = new Map(Object.entries(groups).flatMap(([name, modules]) => modules.map((m) => [m, name])));
  const articleIds = new Map<string, string>();
  const entries = registryEntries(source, file).map(({ request, weak }) => {
    const modulePath = JSON.parse(request) as string;
    const group = groupOf.get(modulePath);
    const comment = group === undefined ? '' : `/* webpackChunkName: ${literal(group)} */ `;
    if (splitArticles && group === undefined && ARTICLE_MODULE.test(modulePath)) {
      const head = literal(`${modulePath}?${ARTICLE_HEAD_QUERY}`);
      const id = articleId(modulePath);
      // Two pages with one id: a navigation to the second would load its head only (no body).
      const other = articleIds.get(id);
      if (other !== undefined) fail(file, `pages ${other} and ${modulePath} have the same article id ${id}`);
      articleIds.set(id, modulePath);
      return `  [() => articleModule(${literal(id)}, () => import(${head}), () => import(${request})), 0, require.resolveWeak(${weak})],`;
    }
    return `  [() => import(${comment}${request}), 0, require.resolveWeak(${weak})],`;
  });
  const missing = [...groupOf.keys()].filter((m) => !entries.some((e) => e.includes(literal(m))));
  if (missing.length > 0) fail(file, `no chunk for ${missing.join(', ')} (listed in a chunk group)`);
  return [
    NOTE,
    `import { withChunkAssets } from '${CHUNK_ASSETS_MODULE}';`,
    ...(articleIds.size > 0 ? [`import { articleModule } from '${ARTICLE_MODULE_CHOOSER}';`] : []),
    'export default withChunkAssets([',
    ...entries,
    ']);',
    '',
  ].join('\n');
}

// ---------------------------------------------------------------------------------------------------
// routes.js + routesChunkNames.json

type Route = { path: string; component: { creator: unknown[] }; routes?: Route[] } & Record<string, unknown>;

/** A run of doc routes: consecutive leaf routes of one parent with the same component and sidebar. */
type Run = { comp: Json; sidebar: string; list: Json[] };

/** Replaces every chunk name found in `index` by its index, at any depth. */
function renameChunks(value: Json, index: ReadonlyMap<string, number>): Json {
  if (typeof value === 'string') return index.get(value) ?? value;
  if (Array.isArray(value)) return value.map((item) => renameChunks(item, index));
  if (isObject(value)) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, renameChunks(item, index)]));
  }
  return value;
}

function readRoutes(source: string, file: string): Route[] {
  const tree = evaluateModule(file, source);
  if (!Array.isArray(tree)) fail(file, 'the default export is not an array');
  const check = (route: Route) => {
    if (typeof route.path !== 'string' || !Array.isArray(route.component?.creator)) {
      fail(file, `a route without path or ComponentCreator component: ${literal(route).slice(0, 80)}`);
    }
    const [creatorPath, hash, ...extra] = route.component.creator;
    if (creatorPath !== route.path || extra.length > 0 || (hash !== undefined && typeof hash !== 'string')) {
      fail(file, `unexpected component for ${route.path}`);
    }
    route.routes?.forEach(check);
  };
  (tree as Route[]).forEach(check);
  return tree as Route[];
}

const hashOf = (route: Route) => route.component.creator[1] as string | undefined;

export type RouteDataSources = { registry: string; routes: string; routeChunkNames: string };

/**
 * The route tree and the route chunk table, rewritten together.
 *
 * Most routes are docs: `{ path, component: ComponentCreator(path, hash), exact: true, sidebar }` in the
 * tree and `"<path>-<hash>": { __comp: <the doc page component>, content: <the doc's chunk> }` in the
 * table. Those are written once, as runs of `path, hash, content` in the table module, which exports
 * them (`runs`); the tree module spreads each run in place (`...run(k)`). Every other route and table
 * entry is written out as it is. Chunk names are registry indexes (`leanRegistry`).
 */
export function compactRouteData(
  sources: RouteDataSources,
  files: Partial<Record<keyof RouteDataSources, string>> = {},
): { routes: string; routeChunkNames: string } {
  const routesFile = files.routes ?? 'routes.js';
  const tableFile = files.routeChunkNames ?? 'routesChunkNames.json';
  const names = registryKeys(sources.registry, files.registry);
  const index = new Map(names.map((name, i) => [name, i]));
  const original = JSON.parse(sources.routeChunkNames) as Json;
  if (!isObject(original)) fail(tableFile, 'not an object');
  const table = renameChunks(original, index) as JsonObject;
  const tree = readRoutes(sources.routes, routesFile);

  const runs: Run[] = [];
  const inRuns = new Set<string>();
  const docEntry = (route: Route): { comp: Json; content: Json } | null => {
    const hash = hashOf(route);
    const entry = hash === undefined ? undefined : table[`${route.path}-${hash}`];
    const keys = Object.keys(route);
    const isDocLeaf =
      keys.length === 4 && route.exact === true && typeof route.sidebar === 'string' && !route.routes;
    if (!isDocLeaf || !isObject(entry)) return null;
    const entryKeys = Object.keys(entry);
    if (entryKeys.length !== 2 || entry.__comp === undefined || entry.content === undefined) return null;
    return { comp: entry.__comp, content: entry.content };
  };

  const write = (route: Route): string => {
    const { path, component, ...rest } = route;
    const hash = component.creator[1];
    const parts: string[] = [];
    for (const [key, value] of Object.entries(rest)) {
      if (key !== 'routes') {
        parts.push(`${literal(key)}:${literal(value)}`);
        continue;
      }
      const children: string[] = [];
      let current: Run | null = null;
      for (const child of value as Route[]) {
        const doc = docEntry(child);
        if (doc && current && current.comp === doc.comp && current.sidebar === child.sidebar) {
          current.list.push(child.path, hashOf(child) ?? '', doc.content);
        } else if (doc) {
          current = {
            comp: doc.comp,
            sidebar: child.sidebar as string,
            list: [child.path, hashOf(child) ?? '', doc.content],
          };
          runs.push(current);
          children.push(`...run(${runs.length - 1})`);
        } else {
          current = null;
          children.push(write(child));
        }
        if (doc) inRuns.add(`${child.path}-${hashOf(child)}`);
      }
      parts.push(`routes:[${children.join(',')}]`);
    }
    return `r(${literal(path)},${hash === undefined ? 'undefined' : literal(hash)},{${parts.join(',')}})`;
  };
  const treeBody = tree.map(write).join(',\n');

  const others = Object.fromEntries(Object.entries(table).filter(([key]) => !inRuns.has(key)));
  const routeChunkNames = [
    NOTE,
    '/** Doc routes: [component, sidebar, [path, hash, content chunk, ...]] (read by routes.js too). */',
    `export const runs = ${literal(runs.map((run) => [run.comp, run.sidebar, run.list]))};`,
    `const table = ${literal(others)};`,
    'for (const [comp, , list] of runs) for (let i = 0; i < list.length; i += 3) table[list[i] + "-" + list[i + 1]] = { __comp: comp, content: list[i + 2] };',
    'export default table;',
    '',
  ].join('\n');

  const routes = [
    NOTE,
    "import ComponentCreator from '@docusaurus/ComponentCreator';",
    `import { runs } from '${ROUTE_CHUNK_NAMES_MODULE}';`,
    'const r = (path, hash, rest) => ({ path, component: ComponentCreator(path, hash), ...rest });',
    'const run = (k) => { const [, sidebar, list] = runs[k], out = []; for (let i = 0; i < list.length; i += 3) out.push({ path: list[i], component: ComponentCreator(list[i], list[i + 1]), exact: true, sidebar }); return out; };',
    `export default [${treeBody}];`,
    '',
  ].join('\n');

  const tableModule = evaluateModule(tableFile, routeChunkNames) as { default: unknown; runs: unknown };
  if (!sameValue(tableModule.default, table))
    fail(tableFile, 'the rewritten table differs from the original');
  if (!sameValue(evaluateModule(routesFile, routes, { runs: tableModule.runs }), tree)) {
    fail(routesFile, 'the rewritten route tree differs from the original');
  }
  return { routes, routeChunkNames };
}

// ---------------------------------------------------------------------------------------------------
// globalData.json

const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';

function mostCommon(values: readonly string[]): string | undefined {
  const counts = new Map<string, number>();
  values.forEach((value) => counts.set(value, (counts.get(value) ?? 0) + 1));
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
}

/**
 * The docs plugin's global data lists every doc of every version as `{ id, path, sidebar }`. A doc whose
 * path is its version's path plus its id, in the version's usual sidebar, is written as its id alone.
 */
export function compactGlobalData(json: string, file = 'globalData.json'): string {
  const data = JSON.parse(json) as Json;
  if (!isObject(data)) fail(file, 'not an object');
  const rewritten = JSON.parse(json) as JsonObject;
  const lists: string[] = [];

  const instances = isObject(data[DOCS_PLUGIN]) ? data[DOCS_PLUGIN] : {};
  for (const [instance, instanceData] of Object.entries(instances)) {
    const versions = isObject(instanceData) ? instanceData.versions : undefined;
    if (!Array.isArray(versions)) fail(file, `${DOCS_PLUGIN}/${instance} has no versions`);
    versions.forEach((version, v) => {
      if (!isObject(version) || typeof version.path !== 'string' || !Array.isArray(version.docs)) {
        fail(file, `${DOCS_PLUGIN}/${instance} version ${v} has no path or docs`);
      }
      const docs = version.docs.filter(isObject);
      const sidebar = mostCommon(
        docs.map((doc) => doc.sidebar).filter((s): s is string => typeof s === 'string'),
      );
      const base = version.path.endsWith('/') ? version.path : `${version.path}/`;
      const items = version.docs.map((doc) =>
        isObject(doc) &&
        Object.keys(doc).length === 3 &&
        typeof doc.id === 'string' &&
        doc.path === base + doc.id &&
        doc.sidebar === sidebar
          ? doc.id
          : doc,
      );
      const target = ((rewritten[DOCS_PLUGIN] as JsonObject)[instance] as JsonObject)
        .versions as JsonObject[];
      target[v] = { ...target[v], docs: lists.length };
      lists.push(`docs(${literal(base)},${literal(sidebar ?? null)},${literal(items)})`);
    });
  }

  const output = [
    NOTE,
    'const docs = (base, sidebar, items) => items.map((item) => typeof item === "string" ? { id: item, path: base + item, sidebar } : item);',
    `const lists = [${lists.join(',\n')}];`,
    `const data = ${literal(rewritten)};`,
    `for (const instance of Object.values(data[${literal(DOCS_PLUGIN)}] || {})) for (const version of instance.versions) version.docs = lists[version.docs];`,
    'export default data;',
    '',
  ].join('\n');

  if (!sameValue(evaluateModule(file, output), data))
    fail(file, 'the rewritten global data differs from the original');
  return output;
}

// ---------------------------------------------------------------------------------------------------
// docs version props (`docusaurus-plugin-content-docs/<instance>/p/<version>.json`)

type SidebarItem = {
  type?: string;
  label?: unknown;
  href?: string;
  items?: SidebarItem[];
  unlisted?: unknown;
  customProps?: unknown;
};

/**
 * A docs version's props (`version`) carry its menu (`docsSidebars`) and a table of every doc with its
 * title and description (`docs`). theme-classic reads that table only through `useDocById`, to render
 * doc cards (DocCard: generated category index pages and `<DocCardList>`), which this site does not
 * use: no menu category has a page of its own (checked here) and no page renders doc cards. The table
 * is emptied; in the menu, the defaults `unlisted: false` and `customProps: {}` are left out (their
 * readers treat a missing value the same way).
 */
export function leanVersionProps(json: string, file = 'version props'): string {
  const props = JSON.parse(json) as {
    version?: { docs?: unknown; docsSidebars?: Record<string, SidebarItem[]> };
  };
  const version = props.version;
  if (!isObject(version?.docs)) fail(file, 'no version.docs');
  if (!version?.docsSidebars || !isObject(version.docsSidebars)) fail(file, 'no version.docsSidebars');
  const clean = (items: SidebarItem[]) => {
    for (const item of items) {
      if (item.type === 'category') {
        if (item.href !== undefined) {
          fail(file, `menu category ${String(item.label)} has a page of its own, which renders doc cards`);
        }
        clean(item.items ?? []);
      }
      if (item.unlisted === false) delete item.unlisted;
      if (isObject(item.customProps) && Object.keys(item.customProps).length === 0) delete item.customProps;
    }
  };
  Object.values(version.docsSidebars).forEach(clean);
  version.docs = {};
  return literal(props);
}

// ---------------------------------------------------------------------------------------------------
// docusaurus.config.mjs

/**
 * The site config as the browser sees it (`useDocusaurusContext().siteConfig`) holds the options of
 * every preset, theme and plugin, which are read at build time only: no client code of Docusaurus, of
 * the search plugin or of this site reads `presets`, `themes` or `plugins`. They become empty lists.
 */
export function leanSiteConfig(source: string, file = 'docusaurus.config.mjs'): string {
  const match = /export default (\{[\s\S]*\});\s*$/.exec(source);
  if (!match?.[1]) fail(file, 'no `export default { ... };`');
  let config: Json;
  try {
    config = JSON.parse(match[1]) as Json;
  } catch (error) {
    return fail(file, `the exported config is not JSON (${(error as Error).message})`);
  }
  if (!isObject(config)) fail(file, 'the exported config is not an object');
  for (const key of ['presets', 'themes', 'plugins']) {
    if (!Array.isArray(config[key])) fail(file, `no ${key} list`);
    config[key] = [];
  }
  return `${NOTE}\nexport default ${literal(config)};\n`;
}
