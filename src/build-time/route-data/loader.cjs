// @ts-check
/**
 * Rspack loader for the client build: rewrites Docusaurus's generated data (registry, routes, route
 * chunk names, global data, docs version props, site config) with the functions of ./rewrite.ts,
 * which explains what changes and why. That file is TypeScript, loaded here through jiti (the loader
 * Docusaurus itself uses for TypeScript config files). Registered by ./rules.ts, whose rules say which
 * rewrite each file gets (the `rewrite` option).
 */
const fs = require('node:fs');
const path = require('node:path');
const createJiti = /** @type {typeof import('jiti/dist/jiti').default} */ (
  /** @type {unknown} */ (require('jiti'))
);

const ROUTE_DATA = path.join(__dirname, 'rewrite.ts');
const jiti = createJiti(__filename, { interopDefault: true, cache: false });
/** @type {typeof import('./rewrite')} */
const routeData = jiti(ROUTE_DATA);

/**
 * The route tree and the route chunk table are rewritten together, from both files and the registry
 * beside them; the two loader calls of a build share one rewrite.
 * @type {{ key: string, result: { routes: string, routeChunkNames: string } } | null}
 */
let lastRouteData = null;

/**
 * @param {import('@rspack/core').LoaderContext} loader
 * @param {'routes' | 'routeChunkNames'} part
 * @param {string} source
 */
function routePart(loader, part, source) {
  const dir = path.dirname(loader.resourcePath);
  const files = {
    registry: path.join(dir, 'registry.js'),
    routes: path.join(dir, 'routes.js'),
    routeChunkNames: path.join(dir, 'routesChunkNames.json'),
  };
  /** @type {import('./rewrite').RouteDataSources} */
  const sources = { registry: '', routes: '', routeChunkNames: '' };
  for (const key of /** @type {const} */ (['registry', 'routes', 'routeChunkNames'])) {
    if (key === part) {
      sources[key] = source;
    } else {
      loader.addDependency(files[key]);
      sources[key] = fs.readFileSync(files[key], 'utf8');
    }
  }
  const key = JSON.stringify(sources);
  if (lastRouteData?.key !== key) {
    lastRouteData = { key, result: routeData.compactRouteData(sources, files) };
  }
  return lastRouteData.result[part];
}

/**
 * @this {import('@rspack/core').LoaderContext<{ rewrite: string, chunkGroups?: Record<string, string[]>, splitArticles?: boolean }>}
 * @param {string} source
 * @returns {string}
 */
module.exports = function generatedDataLoader(source) {
  this.addDependency(ROUTE_DATA);
  const file = this.resourcePath;
  const { rewrite, chunkGroups, splitArticles } = this.getOptions();
  switch (rewrite) {
    case 'registry':
      return routeData.leanRegistry(source, file, chunkGroups, { splitArticles });
    case 'routes':
    case 'routeChunkNames':
      return routePart(this, rewrite, source);
    case 'globalData':
      return routeData.compactGlobalData(source, file);
    case 'versionProps':
      return routeData.leanVersionProps(source, file);
    case 'siteConfig':
      return routeData.leanSiteConfig(source, file);
    default:
      throw new Error(`[route-data] no rewrite '${rewrite}' for ${file}`);
  }
};
