/**
 * src/plugins/site-plugin/utils-common.ts stands in for `@docusaurus/utils-common` in the client build
 * (without tslib). It must offer what the package offers, with the same behaviour.
 */
import * as shim from '@site/src/plugins/site-plugin/utils-common';

// The package's own entry, as the server build and Node see it.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const original = require('@docusaurus/utils-common') as Record<string, unknown>;

describe('utils-common stand-in', () => {
  it('exports the names the package exports', () => {
    expect(Object.keys(shim).sort()).toEqual(Object.keys(original).sort());
  });

  it.each([
    ['applyTrailingSlash', ['/docs/', { trailingSlash: false, baseUrl: '/' }]],
    ['applyTrailingSlash', ['/docs', { trailingSlash: true, baseUrl: '/' }]],
    ['addTrailingSlash', ['/docs']],
    ['addLeadingSlash', ['docs']],
    ['removeTrailingSlash', ['/docs/']],
    ['addPrefix', ['docs', '/']],
    ['removeSuffix', ['docs.md', '.md']],
    ['addSuffix', ['docs', '.md']],
    ['removePrefix', ['/docs', '/']],
  ] as const)('%s%j gives what the package gives', (name, args) => {
    const ours = (shim as Record<string, unknown>)[name] as (...a: unknown[]) => unknown;
    const theirs = original[name] as (...a: unknown[]) => unknown;
    expect(ours(...args)).toEqual(theirs(...args));
  });

  it('keeps the constant and the error helper', () => {
    expect(shim.blogPostContainerID).toBe(original.blogPostContainerID);
    const error = new Error('outer', { cause: new Error('inner') });
    expect(shim.getErrorCausalChain(error)).toEqual(
      (original.getErrorCausalChain as (e: Error) => unknown)(error),
    );
  });
});
