/**
 * Docs versions: which URL each version lives at, and where the side menu's version button leads.
 *
 * The current docs (Docusaurus's `current`, the `docs/` folder) are served at the root; every older
 * version listed in `versions.json` is served at `/v<name>/` with an 'unmaintained' banner. The
 * button at the foot of the side menu switches between the current docs and the newest older
 * version, keeping the reader on the same page when it exists in the other version.
 */

/**
 * A path split into its docs-version prefix (`/v10`; '' in the current docs) and the rest:
 * `/v10/guards` → `/v10` + `/guards`. The one place that knows what a version prefix looks like.
 */
export function splitVersionPrefix(pathname: string): { readonly prefix: string; readonly rest: string } {
  const prefix = /^\/v\d+(?=\/|$)/.exec(pathname)?.[0] ?? '';
  return { prefix, rest: pathname.slice(prefix.length) };
}

/** Options of one version in the docs plugin's `versions` setting. */
export type VersionOptions = {
  readonly label: string;
  readonly path: string;
  readonly banner?: 'none' | 'unmaintained' | 'unreleased';
};

/**
 * The docs plugin's `versions` setting: `current` at the root with its label, each older version
 * (`versions.json`) at `v<name>` with the unmaintained banner. A version cut needs no edit here.
 */
export function versionsOptions(
  currentLabel: string,
  olderVersions: readonly string[],
): Record<string, VersionOptions> {
  const options: Record<string, VersionOptions> = { current: { label: currentLabel, path: '' } };
  for (const name of olderVersions) {
    options[name] = { label: name, path: `v${name}`, banner: 'unmaintained' };
  }
  return options;
}

/** What the menu needs of a docs version (a subset of Docusaurus's GlobalVersion). */
export type VersionRef = {
  readonly name: string;
  readonly label: string;
  /** Route of the version's root: `/` for the current docs, `/v10` for Version 10. */
  readonly path: string;
  /** Whether it is the latest version (here: the current docs). */
  readonly isLast: boolean;
};

export type VersionSwitch = {
  /** The version the button leads to. */
  readonly version: VersionRef;
  /** Same page in that version when it exists there, else the version's root (`/v10/`, `/`). */
  readonly to: string;
};

/** The root of a version with a trailing slash: `/v10` → `/v10/`, `/` → `/`. */
export function versionRoot(path: string): string {
  return path.endsWith('/') ? path : `${path}/`;
}

/**
 * Where the version button leads. On a page of the latest version (or outside any version): the
 * newest older version; on an older version's page: the latest version. `versions` is ordered most
 * recent first (as Docusaurus's `useVersions` returns them); `alternatePaths` maps a version name to
 * the path of the same doc in that version (Docusaurus's `alternateDocVersions`). Undefined when
 * the site has a single version.
 */
export function versionSwitch(
  versions: readonly VersionRef[],
  activeVersionName: string | undefined,
  alternatePaths: Readonly<Record<string, string>>,
): VersionSwitch | undefined {
  const active = versions.find((v) => v.name === activeVersionName);
  const target =
    active && !active.isLast
      ? versions.find((v) => v.isLast)
      : versions.find((v) => !v.isLast && v.name !== activeVersionName);
  if (!target) return undefined;
  return { version: target, to: alternatePaths[target.name] ?? versionRoot(target.path) };
}
