import { encodeTheme, parseStoredTheme, resolveTheme } from '@site/src/lib/theme-rules';
import { themeInlineScript } from '@site/src/build-time/site-plugin/pre-paint-scripts';
import { THEME_STORAGE_KEY } from '@site/src/data/site';

describe('parseStoredTheme', () => {
  it.each([
    ['"dark"', 'dark'],
    ['"light"', 'light'],
    ['dark', 'dark'], // plain values are understood too
    ['light', 'light'],
    ['"blue"', null],
    ['', null],
    ['{"mode":"dark"}', null],
    [null, null],
  ])('%j → %j', (raw, expected) => {
    expect(parseStoredTheme(raw)).toBe(expected);
  });
});

describe('resolveTheme', () => {
  it.each([
    ['dark', false, 'dark'],
    ['light', true, 'light'],
    [null, true, 'dark'],
    [null, false, 'light'],
  ] as const)('stored %j, system dark %j → %s', (stored, systemDark, expected) => {
    expect(resolveTheme(stored, systemDark)).toBe(expected);
  });

  it('stores JSON-encoded values', () => {
    expect(encodeTheme('dark')).toBe('"dark"');
  });
});

describe('the pre-paint inline script', () => {
  const root = document.documentElement;
  const setSystemDark = (dark: boolean) => {
    window.matchMedia = ((q: string) => ({ matches: dark && q.includes('dark') })) as never;
  };
  beforeEach(() => {
    localStorage.clear();
    ['mode', 'data-theme', 'data-theme-choice'].forEach((a) => root.removeAttribute(a));
  });

  it.each([
    ['"dark"', false, 'dark', 'dark'],
    ['"light"', true, 'light', 'light'],
    ['dark', false, 'dark', 'dark'],
    [null, true, 'dark', 'system'],
    [null, false, 'light', 'system'],
    ['garbage', true, 'dark', 'system'],
  ])('stored %j, system dark %j → mode %s (choice %s)', (stored, systemDark, mode, choice) => {
    if (stored !== null) localStorage.setItem(THEME_STORAGE_KEY, stored);
    setSystemDark(systemDark);
    new Function(themeInlineScript())();
    expect(root.getAttribute('mode')).toBe(mode);
    expect(root.getAttribute('data-theme')).toBe(mode);
    expect(root.getAttribute('data-theme-choice')).toBe(choice);
  });

  it('keeps mode equal to data-theme afterwards, whoever changes data-theme', async () => {
    localStorage.setItem(THEME_STORAGE_KEY, '"dark"');
    setSystemDark(false);
    new Function(themeInlineScript())();
    // Docusaurus's colour-mode context writes data-theme (toggle, system change, another tab).
    root.setAttribute('data-theme', 'light');
    await Promise.resolve(); // mutation observers run as a microtask, before the next paint
    expect(root.getAttribute('mode')).toBe('light');
    root.setAttribute('data-theme', 'dark');
    await Promise.resolve();
    expect(root.getAttribute('mode')).toBe('dark');
  });

  it('survives storage that throws', () => {
    const spy = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    setSystemDark(true);
    expect(() => new Function(themeInlineScript())()).not.toThrow();
    expect(root.getAttribute('mode')).toBe('dark');
    spy.mockRestore();
  });
});
