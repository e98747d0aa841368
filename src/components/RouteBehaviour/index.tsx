/**
 * Route-level behaviour with no markup of its own:
 * - `<meta name="robots" content="noindex">` while the URL (path or query) contains 'crud-utilities';
 *   it is removed on navigation to any other URL (react-helmet removes tags it no longer renders);
 * - `/consulting` sends the browser to the external enterprise site held in configuration
 *   (CONSULTING_URL); the page shows the Official Support content until it leaves, or stays when no
 *   URL is configured.
 */
import React, { useEffect } from 'react';
import Head from '@docusaurus/Head';
import { useLocation } from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { NOINDEX_URL_MARKER } from '@site/src/data/site';
import { isNoIndexUrl, isConsultingRoute } from '@site/src/lib/layout-rules';
import type { SiteCustomFields } from '@site/docusaurus.config';

export default function RouteBehaviour() {
  const { pathname, search } = useLocation();
  const { siteConfig } = useDocusaurusContext();
  const { consultingUrl } = siteConfig.customFields as SiteCustomFields;
  const onConsulting = isConsultingRoute(pathname);

  useEffect(() => {
    if (onConsulting && consultingUrl) window.location.replace(consultingUrl);
  }, [onConsulting, consultingUrl]);

  if (!isNoIndexUrl(pathname + search, NOINDEX_URL_MARKER)) return null;
  return (
    <Head>
      <meta name="robots" content="noindex" />
    </Head>
  );
}
