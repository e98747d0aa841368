/** The code-language rules and the pre-paint script that sets the attribute on <html>. */
import {
  encodeCodeLanguage,
  parseStoredCodeLanguage,
  resolveCodeLanguage,
} from '@site/src/lib/code-language';
import {
  codeLanguageInlineScript,
  themeInlineScript,
} from '@site/src/build-time/site-plugin/pre-paint-scripts';
import sitePlugin from '@site/src/build-time/site-plugin';
import type { LoadContext } from '@docusaurus/types';
import { CODE_LANGUAGE_ATTRIBUTE, CODE_LANGUAGE_STORAGE_KEY } from '@site/src/data/site';

describe('parseStoredCodeLanguage', () => {
  it.each([
    ['"js"', 'js'],
    ['"ts"', 'ts'],
    ['js', 'js'], // plain values are understood too
    ['ts', 'ts'],
    ['"python"', null],
    ['', null],
    ['{"lang":"js"}', null],
    [null, null],
    [undefined, null],
  ])('%j → %j', (raw, expected) => {
    expect(parseStoredCodeLanguage(raw)).toBe(expected);
  });
});

describe('resolveCodeLanguage and encodeCodeLanguage', () => {
  it.each([
    ['js', 'js'],
    ['ts', 'ts'],
    [null, 'ts'],
  ] as const)('stored %j → %s', (stored, expected) => {
    expect(resolveCodeLanguage(stored)).toBe(expected);
  });

  it('stores JSON-encoded values', () => {
    expect(encodeCodeLanguage('js')).toBe('"js"');
  });
});

describe('the pre-paint code-language script', () => {
  const root = document.documentElement;
  beforeEach(() => {
    localStorage.clear();
    root.removeAttribute(CODE_LANGUAGE_ATTRIBUTE);
  });

  it.each([
    ['"js"', 'js'],
    ['js', 'js'],
    ['"ts"', 'ts'],
    [null, 'ts'],
    ['garbage', 'ts'],
  ])('stored %j → %s on <html>', (stored, expected) => {
    if (stored !== null) localStorage.setItem(CODE_LANGUAGE_STORAGE_KEY, stored);
    new Function(codeLanguageInlineScript())();
    expect(root.getAttribute(CODE_LANGUAGE_ATTRIBUTE)).toBe(expected);
  });

  it('survives storage that throws', () => {
    const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('denied');
    });
    expect(() => new Function(codeLanguageInlineScript())()).not.toThrow();
    expect(root.getAttribute(CODE_LANGUAGE_ATTRIBUTE)).toBe('ts');
    getItem.mockRestore();
  });

  it('is injected at the start of <body>, after the theme script', () => {
    const tags = sitePlugin({ generatedFilesDir: '/tmp/.docusaurus' } as LoadContext).injectHtmlTags?.({
      content: undefined,
    }) as {
      preBodyTags: { innerHTML: string }[];
    };
    // preBodyTags: the start of <body>, after Docusaurus's own colour-mode script, in this order.
    expect(tags.preBodyTags.map((t) => t.innerHTML)).toEqual([
      themeInlineScript(),
      codeLanguageInlineScript(),
    ]);
  });
});
