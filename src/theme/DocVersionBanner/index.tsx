/**
 * Swizzled (replaced): the 'unmaintained version' banner of a docs version. The original names the
 * site title before the version ('documentation for <site title> 10'), and this site's title is its
 * tagline; this one names the framework and links to the same page in the current docs (or the current
 * docs' root when the page does not exist there). Not an alert: it is page content, read in order.
 */
import React from 'react';
import Link from '@docusaurus/Link';
import {
  useActivePlugin,
  useDocVersionSuggestions,
  useDocsVersion,
} from '@docusaurus/plugin-content-docs/client';
import type { Props } from '@theme/DocVersionBanner';
import styles from './styles.module.css';

export default function DocVersionBanner({ className }: Props) {
  const version = useDocsVersion();
  const plugin = useActivePlugin({ failfast: true });
  const { latestDocSuggestion, latestVersionSuggestion } = useDocVersionSuggestions(plugin?.pluginId);
  if (!version.banner) return null;
  const target =
    latestDocSuggestion ??
    latestVersionSuggestion.docs.find((doc) => doc.id === latestVersionSuggestion.mainDocId);
  return (
    <div className={`theme-doc-version-banner ${styles.banner} ${className ?? ''}`} role="note">
      <p>
        This is the documentation of <strong>NestJS {version.label}</strong>, which is no longer actively
        maintained.
      </p>
      {target && (
        <p>
          For up-to-date documentation, read{' '}
          <Link to={target.path}>this page for NestJS {latestVersionSuggestion.label}</Link>.
        </p>
      )}
    </div>
  );
}
