// @ts-check
/**
 * Rspack loader for the client build: rewrites Docusaurus's generated data (registry, routes, route
 * chunk names, global data, docs version props, site config) with the functions of
 * src/lib/route-data.ts, which explains what changes and why. That file is TypeScript, loaded here through jiti (the loader
 * Docusaurus itself uses for TypeScript config files). Registered by ./index.ts.
 */
const fs = require('node:fs');
const path = require('node:path');
const createJiti = /** @type {typeof import('jiti/dist/jiti').default} */ (
  /** @type {unknown} */ (require('jiti'))
);

const ROUTE_DATA = path.join(__dirname, '..', '..', 'lib', 'route-data.ts');
const jiti = createJiti(__filename, { interopDefault: true, cache: false });
/** @type {typeof import('../../lib/route-data')} */
const routeData = jiti(ROUTE_DATA);

/**
 * @this {import('@rspack/core').LoaderContext}
 * @param {string} source
 * @returns {string}
 */
/**
 * The route tree and the route chunk table are rewritten together (each reads the other and the
 * registry from the generated folder).
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
  /** @type {import('../../lib/route-data').RouteDataSources} */
  const sources = { registry: '', routes: '', routeChunkNames: '' };
  for (const key of /** @type {const} */ (['registry', 'routes', 'routeChunkNames'])) {
    if (files[key] === loader.resourcePath) {
      sources[key] = source;
    } else {
      loader.addDependency(files[key]);
      sources[key] = fs.readFileSync(files[key], 'utf8');
    }
  }
  return routeData.compactRouteData(sources, files)[part];
}

/**
 * @this {import('@rspack/core').LoaderContext}
 * @param {string} source
 * @returns {string}
 */
module.exports = function routeDataLoader(source) {
  this.addDependency(ROUTE_DATA);
  const file = this.resourcePath;
  const name = path.basename(file);
  if (name === 'registry.js') {
    const { chunkGroups } = /** @type {{ chunkGroups?: Record<string, string[]> }} */ (this.getOptions());
    return routeData.leanRegistry(source, file, chunkGroups);
  }
  if (name === 'routes.js') return routePart(this, 'routes', source);
  if (name === 'routesChunkNames.json') return routePart(this, 'routeChunkNames', source);
  if (name === 'globalData.json') return routeData.compactGlobalData(source, file);
  if (name === 'docusaurus.config.mjs') return routeData.leanSiteConfig(source, file);
  if (/[\\/]p[\\/][^\\/]+\.json$/.test(file)) return routeData.leanVersionProps(source, file);
  throw new Error(`[route-data] no rewrite for ${file}`);
};
