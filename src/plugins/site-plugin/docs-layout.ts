/**
 * Client module: puts the docs layout into main.js.
 *
 * Every page of this site except search and the 404 page is a doc, yet Docusaurus loads the layout of
 * a doc (DocsRoot, DocVersionRoot, DocRoot, DocItem and what they import) as six small chunks that the
 * browser requests only after main.js has run. Referenced here, they are part of main.js: one
 * request instead of seven, compressed together, and the routes' dynamic imports of them resolve at
 * once. The docs plugin's route context (a 60-byte JSON module, a request of its own otherwise) comes
 * along. Measured in bench/levers.md ("Docs layout in main").
 */
export { default as DocsRoot } from '@theme/DocsRoot';
export { default as DocVersionRoot } from '@theme/DocVersionRoot';
export { default as DocRoot } from '@theme/DocRoot';
export { default as DocItem } from '@theme/DocItem';
export { default as docsPluginContext } from '@generated/docusaurus-plugin-content-docs/default/__plugin.json';
