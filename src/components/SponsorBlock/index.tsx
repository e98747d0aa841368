/**
 * 'Support us' block at the end of every content page: a line linking to /support, the principal
 * sponsors (our own wordmarks, linking out) and a 'Become a sponsor' link to the collective page.
 */
import React from 'react';
import Link from '@docusaurus/Link';
import { SPONSORS } from '@site/src/data/site';
import Wordmark from '@site/src/components/CompanyWall/Wordmark';
import styles from './styles.module.css';

export default function SponsorBlock() {
  return (
    <section className={styles.block} aria-label="Support us">
      <p className={styles.text}>
        Nest is MIT-licensed open source, kept going by its sponsors and backers.{' '}
        <Link to="/support">Support us</Link>
      </p>
      <p className={styles.caption}>Principal sponsors</p>
      <ul className={styles.sponsors}>
        {SPONSORS.principal.map((sponsor) => (
          <li key={sponsor.url}>
            <a href={sponsor.url} target="_blank" rel="noopener noreferrer sponsored">
              <Wordmark name={sponsor.name} className={styles.logo} />
            </a>
          </li>
        ))}
      </ul>
      <a className={styles.become} href={SPONSORS.becomeSponsor} target="_blank" rel="noopener noreferrer">
        Become a sponsor
      </a>
    </section>
  );
}
