#!/usr/bin/env node
/**
 * `npm run samples:add -- <package> [<package> …] [--for 10]`: installs into the sample project of the
 * current docs (sample-check/11/), or of Version 10 with `--for 10`, the version of each package that a
 * reader of those docs gets: the framework's own packages at the framework's major, any other package at
 * the newest major whose peer dependencies accept the installed NestJS (npm itself refuses a major whose
 * peers conflict, so each major is tried newest first with a dry run) and that ships CommonJS: a major
 * whose package.json says `"type": "module"` installs, but breaks the Jest setup `nest new` generates
 * ("Must use import to load ES Module"), so a reader's project cannot use it as is (CONTENT.md,
 * "Accuracy"). Versions are saved exactly, so every run of the check compiles against the same packages.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const args = process.argv.slice(2);
const forIndex = args.indexOf('--for');
const FRAMEWORK_MAJOR = forIndex === -1 ? 11 : Number(args[forIndex + 1]);
const names = forIndex === -1 ? args : args.filter((_, i) => i !== forIndex && i !== forIndex + 1);
const projectDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  'sample-check',
  String(FRAMEWORK_MAJOR),
);
/** Packages released with the framework: their major is the framework's. */
const FRAMEWORK = /^@nestjs\/(common|core|testing|microservices|websockets|platform-[a-z.-]+)$/;

const npm = (args, options = {}) =>
  spawnSync('npm', [...args, '--no-audit', '--no-fund'], { cwd: projectDir, encoding: 'utf8', ...options });

function majorsNewestFirst(name) {
  const versions = JSON.parse(
    execFileSync('npm', ['view', name, 'versions', '--json'], { cwd: projectDir, encoding: 'utf8' }),
  );
  const stable = (Array.isArray(versions) ? versions : [versions]).filter((v) => /^\d+\.\d+\.\d+$/.test(v));
  return [...new Set(stable.map((v) => Number(v.split('.')[0])))].sort((a, b) => b - a);
}

/**
 * ES modules only: the newest release of that major says `"type": "module"` and ships no `.cjs` file
 * in its exports or main. A `require` condition alone is not enough (@nestjs/bullmq 12 maps it to the
 * same ES module); axios and keyv say `"type": "module"` too, but export a `.cjs` build that Jest loads.
 */
function isModuleOnly(name, major) {
  const out = execFileSync('npm', ['view', `${name}@${major}`, 'type', 'main', 'exports', '--json'], {
    cwd: projectDir,
    encoding: 'utf8',
  }).trim();
  const manifests = out ? JSON.parse(out) : {};
  const newest = Array.isArray(manifests) ? manifests.at(-1) : manifests;
  if (newest.type !== 'module') return false;
  return !/\.cjs"/.test(JSON.stringify(newest.exports ?? {})) && !/\.cjs$/.test(newest.main ?? '');
}

if (!names.length || !fs.existsSync(path.join(projectDir, 'package.json'))) {
  console.error('Usage: npm run samples:add -- <package> [<package> …] [--for 10]');
  process.exit(2);
}
for (const name of names) {
  const majors = FRAMEWORK.test(name) ? [FRAMEWORK_MAJOR] : majorsNewestFirst(name);
  const major = majors.find(
    (m) => !isModuleOnly(name, m) && npm(['install', '--dry-run', `${name}@${m}`]).status === 0,
  );
  if (major === undefined) {
    console.error(
      `✗ No CommonJS major of ${name} installs beside NestJS ${FRAMEWORK_MAJOR} (peer dependencies).`,
    );
    process.exit(1);
  }
  const result = npm(['install', '--save-exact', `${name}@${major}`], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  console.log(
    `✓ ${name}@${major} (newest CommonJS major that accepts NestJS ${FRAMEWORK_MAJOR}) in ${path.relative(process.cwd(), projectDir)}/package.json`,
  );
}
