/**
 * Renders a component inside the contexts Docusaurus gives it on a real page: the site context, the
 * browser context (useIsBrowser() is true after mount), the <head> manager of `<Head>` and a router at
 * `path`. The one render helper
 * of the unit tests; `customFields` replaces the site config's (newsletter endpoint, consulting URL).
 */
import React, { type ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { HelmetProvider } from 'react-helmet-async';
import { Context as DocusaurusContext } from '@docusaurus/core/lib/client/docusaurusContext';
import { BrowserContextProvider } from '@docusaurus/core/lib/client/browserContext';
import siteConfig from '../stubs/docusaurus.config';

type Options = { readonly customFields?: typeof siteConfig.customFields };

export function renderInSite(ui: ReactElement, path = '/', { customFields }: Options = {}): RenderResult {
  const context = {
    siteConfig: customFields ? { ...siteConfig, customFields } : siteConfig,
    siteMetadata: { docusaurusVersion: '3', pluginVersions: {}, siteVersion: undefined },
    globalData: {},
    i18n: { currentLocale: 'en', locales: ['en'], defaultLocale: 'en', localeConfigs: {} },
    codeTranslations: {},
    siteStorage: { type: 'localStorage', namespace: '' },
  };
  return render(
    <DocusaurusContext.Provider value={context as never}>
      <BrowserContextProvider>
        <HelmetProvider>
          <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
        </HelmetProvider>
      </BrowserContextProvider>
    </DocusaurusContext.Provider>,
  );
}
