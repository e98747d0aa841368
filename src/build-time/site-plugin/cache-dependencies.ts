/**
 * Rspack's persistent cache (Docusaurus's `future.faster`) is invalidated by the files listed as build
 * dependencies, and Docusaurus lists its own and the config file only, not what the config imports:
 * an edit to one of the site's remark plugins or route-data rewrites left the old output in the cache.
 * The site's build-time code, and the rules it shares with the browser, are added here, file by file
 * (Rspack takes files, not folders).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Configuration } from 'webpack';

/** Folders (under the site) whose files change what the bundler's loaders output. */
export const BUILD_CODE_DIRS = ['src/build-time', 'src/lib', 'src/data'];

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(?:[cm]?[jt]s|json)$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

export function addCacheDependencies(config: Configuration, siteDir: string): void {
  const cache = (config.experiments as { cache?: { buildDependencies?: string[] } } | undefined)?.cache;
  if (!cache || typeof cache !== 'object') return;
  cache.buildDependencies = [
    ...(cache.buildDependencies ?? []),
    ...BUILD_CODE_DIRS.flatMap((dir) => filesUnder(path.join(siteDir, dir))),
  ];
}
