#!/usr/bin/env node
/**
 * `npm test`: everything a change must pass, in order, stopping at the first failure:
 * type check, lint, unit tests, the code-sample compile check, production build, route and anchor check,
 * the Markdown for AI assistants, a rehearsed version cut (in a temporary copy), browser tests.
 */
import { spawnSync } from 'node:child_process';

// The build under test posts the newsletter form to a stub endpoint (the `.invalid` top-level domain
// never resolves): the browser tests intercept that request to check its body and token, and see the
// form still succeed when it is unreachable. Variables already set are kept.
process.env.NEWSLETTER_ENDPOINT ??= 'https://newsletter.invalid/subscribe';
process.env.NEWSLETTER_TOKEN ??= 'e2e-token';

const steps = [
  ['Type check', 'npx', ['tsc', '--noEmit']],
  ['Lint', 'npx', ['eslint', '.']],
  ['Format', 'npx', ['prettier', '--check', '.']],
  ['Unit tests', 'npx', ['jest', '--ci']],
  // Every TypeScript sample compiles in a `nest new` project of each docs version (README, "Code samples
  // compile"); it installs sample-check/<version>/ on first use.
  ['Code samples compile', 'node', ['scripts/check-samples.mjs']],
  ['Production build', 'npx', ['docusaurus', 'build']],
  ['Routes and anchors', 'node', ['scripts/check-links.mjs']],
  ['Markdown for AI assistants', 'node', ['scripts/check-markdown.mjs']],
  ['Versioning', 'node', ['scripts/test-versioning.mjs']],
  ['Browser tests', 'npx', ['playwright', 'test']],
];

for (const [index, [name, command, args]] of steps.entries()) {
  console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✗ ${name} failed after ${seconds} s`);
    console.error(`checks: ${index} passed, 1 failed`);
    process.exit(result.status ?? 1);
  }
  console.log(`✓ ${name} (${seconds} s)`);
}
console.log(`\nAll checks passed.\nchecks: ${steps.length} passed, 0 failed`);
