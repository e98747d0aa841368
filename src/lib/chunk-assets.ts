/**
 * Link prefetch with the lean registry (src/build-time/route-data/rewrite.ts, `leanRegistry`).
 *
 * Docusaurus prefetches the chunks of a route when a link to it scrolls into view: it looks up the
 * route's chunk names in the route chunk table and asks `__webpack_require__.gca(name)` for each
 * chunk's file, from a table of chunk names to chunk ids in the runtime. The lean registry names no
 * chunk (that table would cost about 1.5 KB gzip of every page): its entries, and the route chunk
 * table's values, are array indexes. Docusaurus's lookup then takes an index for a chunk id, which
 * gives `104.undefined.js` (skipped) or the file of an unrelated chunk whose id happens to be the index.
 *
 * `withChunkAssets(registry)` puts a lookup by index in its place: it runs the entry's loader with
 * the chunk loader (`__webpack_require__.e`) swapped for one that only records the chunk ids asked for
 * and never settles, so nothing is fetched or run, and returns the first chunk's file; the others (an
 * entry can need a shared chunk too) are prefetched directly. An entry bundled into main.js asks for
 * no chunk: the lookup gives undefined and Docusaurus skips it.
 */
import prefetch from '@docusaurus/core/lib/client/prefetch';

type Registry = readonly (readonly [() => Promise<unknown>, ...unknown[]])[];

/** The parts of the bundler's runtime this uses (webpack's and Rspack's names). */
type BundlerRuntime = {
  /** loads a chunk by id */
  e: (chunkId: string | number) => Promise<unknown>;
  /** a chunk's file name */
  u: (chunkId: string | number) => string;
  /** the public path */
  p: string;
  /** Docusaurus's chunk-name → file lookup, used by its prefetch */
  gca?: (chunkName: string | number) => string | undefined;
};

declare const __webpack_require__: BundlerRuntime;

/** The chunk ids entry `index` of the registry loads, without loading them. */
export function chunkIdsOf(registry: Registry, index: number, runtime: BundlerRuntime): (string | number)[] {
  const entry = registry[index];
  if (!entry) return [];
  const load = runtime.e;
  const ids: (string | number)[] = [];
  runtime.e = (chunkId) => {
    ids.push(chunkId);
    return new Promise(() => {});
  };
  try {
    void entry[0]().catch(() => {});
  } catch {
    // a loader that throws synchronously asks for nothing we can prefetch
  } finally {
    runtime.e = load;
  }
  return ids;
}

/** The file of each chunk entry `index` needs. */
export function chunkAssetsOf(registry: Registry, index: number, runtime: BundlerRuntime): string[] {
  return chunkIdsOf(registry, index, runtime).map((id) => runtime.p + runtime.u(id));
}

/** Installs the lookup by registry index for Docusaurus's prefetch; returns the registry unchanged. */
export function withChunkAssets<R extends Registry>(
  registry: R,
  runtime: BundlerRuntime = __webpack_require__,
): R {
  runtime.gca = (name) => {
    const [first, ...others] = chunkAssetsOf(registry, Number(name), runtime);
    others.forEach((url) => void prefetch(url));
    return first;
  };
  return registry;
}
