import { versionRoot, versionSwitch, versionsOptions, type VersionRef } from '@site/src/lib/version-rules';
import {
  CURRENT_VERSION_LABEL,
  MENU_BUTTONS,
  OLDER_VERSION_PATH,
  versionButtonLabel,
} from '@site/src/data/site';
import olderVersions from '@site/versions.json';

const current: VersionRef = { name: 'current', label: '11', path: '/', isLast: true };
const v10: VersionRef = { name: '10', label: '10', path: '/v10', isLast: false };
const v9: VersionRef = { name: '9', label: '9', path: '/v9', isLast: false };
const site = [current, v10];

describe('versions setting of the docs plugin', () => {
  it('serves the current docs at the root and each older version at /v<name> with a banner', () => {
    expect(versionsOptions('12', ['11', '10'])).toEqual({
      current: { label: '12', path: '' },
      '11': { label: '11', path: 'v11', banner: 'unmaintained' },
      '10': { label: '10', path: 'v10', banner: 'unmaintained' },
    });
  });

  it('has only the current docs when versions.json is empty', () => {
    expect(versionsOptions('11', [])).toEqual({ current: { label: '11', path: '' } });
  });

  it('puts the newest older version of versions.json at OLDER_VERSION_PATH', () => {
    const newest = olderVersions[0];
    expect(newest).toBeDefined();
    const options = versionsOptions(CURRENT_VERSION_LABEL, olderVersions);
    expect(versionRoot(`/${options[newest as string]?.path}`)).toBe(OLDER_VERSION_PATH);
  });
});

describe('version root', () => {
  it.each([
    ['/v10', '/v10/'],
    ['/v10/', '/v10/'],
    ['/', '/'],
  ])('%s → %s', (path, root) => {
    expect(versionRoot(path)).toBe(root);
  });
});

describe('version button target', () => {
  it.each<[string, VersionRef[], string | undefined, Record<string, string>, string, string]>([
    // [case, versions, active version, same doc in versions, target version, URL]
    [
      'current page that exists in 10',
      site,
      'current',
      { current: '/pipes', '10': '/v10/pipes' },
      '10',
      '/v10/pipes',
    ],
    ['current page missing in 10', site, 'current', { current: '/migration-guide' }, '10', '/v10/'],
    ['current introduction', site, 'current', { current: '/', '10': '/v10' }, '10', '/v10'],
    ['Version 10 page', site, '10', { current: '/guards', '10': '/v10/guards' }, 'current', '/guards'],
    ['Version 10 page missing in current', site, '10', { '10': '/v10/old' }, 'current', '/'],
    ['outside any version', site, undefined, {}, '10', '/v10/'],
    ['current page, three versions', [current, v10, v9], 'current', { '9': '/v9/x' }, '10', '/v10/'],
    [
      'Version 9 page, three versions',
      [current, v10, v9],
      '9',
      { current: '/x', '9': '/v9/x' },
      'current',
      '/x',
    ],
  ])('%s', (_case, versions, active, alternates, targetName, to) => {
    const target = versionSwitch(versions, active, alternates);
    expect(target?.version.name).toBe(targetName);
    expect(target?.to).toBe(to);
  });

  it('shows no button on a single-version site', () => {
    expect(versionSwitch([current], 'current', { current: '/pipes' })).toBeUndefined();
  });
});

describe('version button label', () => {
  it('reads the labels of the site constants for the configured versions', () => {
    const options = versionsOptions(CURRENT_VERSION_LABEL, olderVersions);
    expect(versionButtonLabel(options.current?.label ?? '')).toBe(MENU_BUTTONS.currentVersion);
    expect(versionButtonLabel(options[olderVersions[0] as string]?.label ?? '')).toBe(
      MENU_BUTTONS.olderVersion,
    );
  });
});
