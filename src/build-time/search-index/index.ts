/**
 * The local search index (issue 30), after the build: one Pagefind bundle per docs version, at the
 * version's root (`/pagefind/` for 11, `/v10/pagefind/` for 10). Pagefind splits the index into small
 * chunks by word, so a query fetches the chunks of the words typed and the fragments of the results it
 * shows, not the whole index (notes/search.md, "Pagefind").
 *
 * Each listed page of a version is added from its built HTML with the page's route as its URL, so a
 * version's bundle holds its own pages only; unlisted pages and `SEARCH_EXCLUDED_ROUTES` are left out.
 * Pagefind reads the page title from the `<h1>`, weighs headings above body text, and returns each
 * heading with an id as a sub-result whose URL carries the anchor.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import type { LoadedContent } from '@docusaurus/plugin-content-docs';
import {
  SEARCH_EXCLUDED_ROUTES,
  SEARCH_IGNORED_SELECTORS,
  SEARCH_LANGUAGE,
  SEARCH_ROOT_SELECTOR,
} from '../../data/site';

const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';

/** The directory of a version's bundle, below the build output: `pagefind` or `v10/pagefind`. */
export const bundleDir = (versionPath: string): string =>
  path.posix.join(versionPath.replace(/^\/+|\/+$/g, ''), 'pagefind');

/** The built HTML file of a route (trailingSlash false: `/guards` → `guards.html`, `/` → `index.html`). */
export async function htmlFileOf(outDir: string, route: string): Promise<string | undefined> {
  const clean = route.replace(/^\/+|\/+$/g, '');
  const candidates = clean ? [`${clean}.html`, `${clean}/index.html`] : ['index.html'];
  for (const candidate of candidates) {
    const file = path.join(outDir, candidate);
    if (
      await fs.stat(file).then(
        (s) => s.isFile(),
        () => false,
      )
    )
      return file;
  }
  return undefined;
}

export const isExcludedRoute = (route: string): boolean =>
  SEARCH_EXCLUDED_ROUTES.some((pattern) => pattern.test(route.replace(/^\/+/, '')));

export type IndexJob = {
  readonly rootSelector: string;
  readonly excludeSelectors: readonly string[];
  readonly language: string;
  readonly versions: readonly {
    readonly label: string;
    readonly outputPath: string;
    readonly pages: readonly { readonly url: string; readonly file: string }[];
  }[];
};

export default function searchIndexPlugin(): Plugin {
  return {
    name: 'search-index',
    async loadContent() {
      if (process.env.NODE_ENV === 'development') {
        console.log(
          '[search-index] Local search runs on the production build (`npm run build`, then `npm run serve`): ' +
            'the index is written after the build. In `npm start` the search dialog says so.',
        );
      }
    },
    async postBuild({ outDir, plugins }) {
      const content = plugins.find((p) => p.name === DOCS_PLUGIN)?.content as LoadedContent | undefined;
      if (!content) throw new Error('search-index: the docs plugin has no content');
      const started = Date.now();
      const versions: IndexJob['versions'][number][] = [];
      for (const version of content.loadedVersions) {
        const pages: { url: string; file: string }[] = [];
        for (const doc of version.docs) {
          if (doc.unlisted || isExcludedRoute(doc.permalink)) continue;
          const file = await htmlFileOf(outDir, doc.permalink);
          if (!file) throw new Error(`search-index: no built page for ${doc.permalink}`);
          pages.push({ url: doc.permalink, file });
        }
        versions.push({
          label: version.label,
          outputPath: path.join(outDir, bundleDir(version.path)),
          pages,
        });
      }
      const job: IndexJob = {
        rootSelector: SEARCH_ROOT_SELECTOR,
        excludeSelectors: SEARCH_IGNORED_SELECTORS,
        language: SEARCH_LANGUAGE,
        versions,
      };
      const result = spawnSync(process.execPath, [path.join(__dirname, 'write-index.mjs')], {
        input: JSON.stringify(job),
        encoding: 'utf8',
      });
      if (result.status !== 0) {
        throw new Error(`search-index: writing the Pagefind index failed\n${result.stderr || result.stdout}`);
      }
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const counts = result.stdout.trim().split('\n').join(', ');
      console.log(`[search-index] Pagefind index per docs version (${counts}) in ${seconds} s`);
    },
  };
}
