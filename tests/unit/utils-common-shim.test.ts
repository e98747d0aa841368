/**
 * src/build-time/site-plugin/client-shims/utils-common.ts stands in for `@docusaurus/utils-common` in the
 * client build, so that main.js carries no tslib: the package's entry file requires tslib for one helper. The
 * stand-in must offer every name the package offers, be the package's own code (so it behaves as the package
 * does, version after version), and reach none of it through a module that requires tslib.
 */
import fs from 'node:fs';
import path from 'node:path';
import * as shim from '@site/src/build-time/site-plugin/client-shims/utils-common';

// The package's own entry, as the server build and Node see it.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const original = require('@docusaurus/utils-common') as Record<string, unknown>;

const shimSource = fs.readFileSync(
  path.join(__dirname, '..', '..', 'src', 'build-time', 'site-plugin', 'client-shims', 'utils-common.ts'),
  'utf8',
);
const importedModules = [...shimSource.matchAll(/from '([^']+)'/g)].map((m) => m[1] ?? '');

describe('utils-common stand-in', () => {
  it('exports the names the package exports', () => {
    expect(Object.keys(shim).sort()).toEqual(Object.keys(original).sort());
  });

  it.each(Object.keys(original).filter((name) => typeof original[name] === 'function'))(
    '%s is the package’s own function, not a copy',
    (name) => {
      expect((shim as Record<string, unknown>)[name]).toBe(original[name]);
    },
  );

  it('keeps the constant', () => {
    expect(shim.blogPostContainerID).toBe(original.blogPostContainerID);
  });

  it('imports the package’s modules directly, none of which requires tslib (the entry does)', () => {
    expect(importedModules.length).toBeGreaterThan(0);
    for (const request of importedModules) {
      expect(request).toMatch(/^@docusaurus\/utils-common\/lib\/\w+$/);
      expect(fs.readFileSync(require.resolve(request), 'utf8')).not.toMatch(/require\(["']tslib["']\)/);
    }
    expect(fs.readFileSync(require.resolve('@docusaurus/utils-common'), 'utf8')).toMatch(
      /require\(["']tslib["']\)/,
    );
  });
});
