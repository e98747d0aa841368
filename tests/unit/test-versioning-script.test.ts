/**
 * scripts/test-versioning.mjs stops with its own message, not a crash, when src/data/site.ts no longer
 * has the shape it reads (run on a scratch copy: it stops before copying or building anything).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

test('a site.ts without CURRENT_VERSION_LABEL ends in a named failure, exit code 1', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'versioning-script-'));
  try {
    fs.mkdirSync(path.join(dir, 'scripts'));
    fs.mkdirSync(path.join(dir, 'src', 'data'), { recursive: true });
    fs.copyFileSync(
      path.join(__dirname, '..', '..', 'scripts', 'test-versioning.mjs'),
      path.join(dir, 'scripts', 'test-versioning.mjs'),
    );
    fs.writeFileSync(path.join(dir, 'src', 'data', 'site.ts'), "export const CURRENT_VERSION = '12';\n");
    fs.writeFileSync(path.join(dir, 'versions.json'), '["10"]\n');
    const result = spawnSync(process.execPath, [path.join(dir, 'scripts', 'test-versioning.mjs')], {
      encoding: 'utf8',
    });
    expect(result.stderr).not.toMatch(/ReferenceError|TypeError/);
    expect(result.stderr.trim()).toBe('✗ CURRENT_VERSION_LABEL not found in src/data/site.ts');
    expect(result.status).toBe(1);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
