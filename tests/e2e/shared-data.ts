/** Reference data of the specification (`../shared/data`), read by the browser tests. */
import fs from 'node:fs';
import path from 'node:path';

const dir = process.env.SHARED_DATA_DIR ?? path.resolve(__dirname, '..', '..', '..', 'shared', 'data');

function read<T>(file: string): T {
  return JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as T;
}

export type ReferencePage = {
  path: string;
  title: string;
  menuSection: string | null;
  menuLabel: string | null;
  anchors: { level: number; id: string; text: string }[];
};

export const referencePages = read<{ pages: ReferencePage[] }>('pages.json').pages;
export const referenceRedirects = read<{ redirects: { from: string; to?: string; external?: string }[] }>(
  'redirects.json',
).redirects;
