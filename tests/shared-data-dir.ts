/**
 * The project's reference data (`shared/data`): `SHARED_DATA_DIR` when set (CI, another checkout
 * layout), else `../shared/data` beside the repository. Read by the unit and the browser tests.
 */
import fs from 'node:fs';
import path from 'node:path';

export const SHARED_DATA_DIR =
  process.env.SHARED_DATA_DIR ?? path.resolve(__dirname, '..', '..', 'shared', 'data');

/** A JSON file of the reference data, parsed. */
export function readSharedData<T>(file: string): T {
  const full = path.join(SHARED_DATA_DIR, file);
  if (!fs.existsSync(full)) {
    throw new Error(
      `Missing ${full}: set SHARED_DATA_DIR, or put the shared folder beside the project (../shared).`,
    );
  }
  return JSON.parse(fs.readFileSync(full, 'utf8')) as T;
}
