/** Reference data of the specification (`../shared/data`), read by the browser tests. */
import { readSharedData as read } from '../shared-data-dir';

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
