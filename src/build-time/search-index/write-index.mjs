/**
 * Writes the Pagefind bundles of the docs versions (run by ./index.ts after the build, in a Node.js
 * process of its own: `pagefind` is an ES module whose exports offer `import` only, which the
 * configuration's loader cannot `require`). Reads a job from standard input:
 * `{ rootSelector, excludeSelectors, language, versions: [{ label, outputPath, pages: [{ url, file }] }] }` and
 * prints one line per version. Each page gets its version as a Pagefind filter, so
 * `search(null, { filters: { version } })` lists every page of a bundle.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { Buffer } from 'node:buffer';
import * as pagefind from 'pagefind';

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const job = JSON.parse(Buffer.concat(chunks).toString('utf8'));

/** Inside the indexed root: Pagefind reads filters only there (a `<meta>` in `<head>` is ignored). */
const ROOT_OPEN = /(<div[^>]*class="?[^">]*theme-doc-markdown[^>]*>)/;
const withVersionFilter = (html, label) =>
  html.replace(
    ROOT_OPEN,
    `$1<span data-pagefind-filter="version:${String(label).replace(/[^\w.-]/g, '')}"></span>`,
  );

/**
 * Pagefind names the index's metadata after a hash of it (`pagefind.en_dd7ffe8f8b.pf_meta`) and lists
 * that name in `pagefind-entry.json`, so a browser learns it only from the entry, a round trip after the
 * script. Named after its language alone (`pagefind.en.pf_meta`, entry updated to match), the search
 * launcher can request the entry, the metadata and the WebAssembly beside the script
 * (src/lib/search/bundle-url.ts). These files are not hashed, and the hosts serve them with
 * revalidation (host-config: every file outside /assets/), so a new build's files are always used.
 */
async function nameMetaByLanguage(outputPath, language) {
  const entryFile = path.join(outputPath, 'pagefind-entry.json');
  const entry = JSON.parse(await fs.readFile(entryFile, 'utf8'));
  const languages = Object.keys(entry.languages ?? {});
  if (languages.length !== 1 || languages[0] !== language) {
    throw new Error(`expected one index, in ${language}; Pagefind wrote ${languages.join(', ') || 'none'}`);
  }
  const written = entry.languages[language];
  await fs.rename(
    path.join(outputPath, `pagefind.${written.hash}.pf_meta`),
    path.join(outputPath, `pagefind.${language}.pf_meta`),
  );
  written.hash = language;
  await fs.writeFile(entryFile, JSON.stringify(entry));
}

try {
  for (const version of job.versions) {
    const { index, errors } = await pagefind.createIndex({
      rootSelector: job.rootSelector,
      excludeSelectors: job.excludeSelectors,
      forceLanguage: job.language,
    });
    if (!index) throw new Error(errors.join('; '));
    for (const page of version.pages) {
      const html = await fs.readFile(page.file, 'utf8');
      if (!ROOT_OPEN.test(html)) throw new Error(`${page.url}: no .theme-doc-markdown element to index`);
      const content = withVersionFilter(html, version.label);
      const added = await index.addHTMLFile({ url: page.url, content });
      if (added.errors.length) throw new Error(`${page.url}: ${added.errors.join('; ')}`);
    }
    const written = await index.writeFiles({ outputPath: version.outputPath });
    if (written.errors.length) throw new Error(written.errors.join('; '));
    await nameMetaByLanguage(version.outputPath, job.language);
    // Pagefind's own search interfaces (the site has its own dialog) would only be deployed, never used.
    for (const file of await fs.readdir(version.outputPath)) {
      if (/^pagefind-(.*-)?ui\.(js|css)$|^pagefind-highlight\.js$/.test(file)) {
        await fs.rm(path.join(version.outputPath, file));
      }
    }
    console.log(`${version.label}: ${version.pages.length} pages`);
  }
} finally {
  await pagefind.close();
}
