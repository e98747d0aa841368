/**
 * Swizzled (replaced): the footer of the specification: the author's personal links, the copyright
 * line (MIT, 2017 to the current year) and the three credit lines (design, consulting, hosting).
 * Rendered from `src/data/site.ts`, not from themeConfig.footer. The newsletter sign-up is its first
 * part, so it is on every page above the footer's own content.
 */
import React from 'react';
import Newsletter from '@site/src/components/Newsletter';
import SocialIcon from '@site/src/components/SocialIcon';
import { useCurrentYear } from '@site/src/hooks/useCurrentYear';
import { COPYRIGHT, FOOTER_CREDITS, FOOTER_SOCIAL_LINKS } from '@site/src/data/site';
import styles from './styles.module.css';

export default function Footer() {
  const year = useCurrentYear();
  return (
    <footer className={`site-footer ${styles.footer}`}>
      <Newsletter />
      <ul className={styles.social} aria-label="Kamil Mysliwiec online">
        {FOOTER_SOCIAL_LINKS.map((link) => (
          <li key={link.url}>
            <a
              href={link.url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={link.label}
              title={link.label}
            >
              <SocialIcon network={link.network} size={16} />
            </a>
          </li>
        ))}
      </ul>
      <p className={styles.copyright}>
        Copyright © {COPYRIGHT.startYear}-{year} {COPYRIGHT.licence} by{' '}
        <a href={COPYRIGHT.holderUrl} target="_blank" rel="noopener noreferrer">
          {COPYRIGHT.holder}
        </a>
      </p>
      <ul className={styles.credits}>
        {FOOTER_CREDITS.map((credit) => (
          <li key={credit.url}>
            {credit.text}{' '}
            <a href={credit.url} target="_blank" rel="noopener noreferrer">
              {credit.name}
            </a>
          </li>
        ))}
      </ul>
    </footer>
  );
}
