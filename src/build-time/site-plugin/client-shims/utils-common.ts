/**
 * Stands in for `@docusaurus/utils-common`'s entry file in the client build. That file is CommonJS and
 * requires `tslib` for one helper; a CommonJS require keeps every tslib helper in main.js (about
 * 2.5 KB gzip). The same functions, re-exported from the package's own modules, need none of it.
 * tests/unit/utils-common-shim.test.ts checks that both export the same names and values.
 */
export {
  default as applyTrailingSlash,
  addTrailingSlash,
  addLeadingSlash,
  removeTrailingSlash,
} from '@docusaurus/utils-common/lib/applyTrailingSlash';
export { addPrefix, removeSuffix, addSuffix, removePrefix } from '@docusaurus/utils-common/lib/stringUtils';
export { getErrorCausalChain } from '@docusaurus/utils-common/lib/errorUtils';

export const blogPostContainerID = '__blog-post-container';
