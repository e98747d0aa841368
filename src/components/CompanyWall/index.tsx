/**
 * The "Who is using Nest?" page: a wall of wordmark logos and the plain list of further companies,
 * each linking out in a new tab with `rel="nofollow noopener"`. Data: `src/data/companies.ts`.
 */
import React from 'react';
import { LOGO_WALL, PLAIN_LIST } from '@site/src/data/companies';
import Wordmark from './Wordmark';
import styles from './styles.module.css';

/**
 * As specified: `nofollow noopener`, keeping the referrer so the companies see where readers came
 * from (react/jsx-no-target-blank wants `noreferrer` too, hence the two disables below).
 */
const REL = 'nofollow noopener';

export function CompanyWall() {
  return (
    <ul className={styles.wall} aria-label="Companies using Nest">
      {LOGO_WALL.map((company) => (
        <li key={company.url}>
          {/* eslint-disable-next-line react/jsx-no-target-blank */}
          <a className={styles.logoLink} href={company.url} target="_blank" rel={REL}>
            <Wordmark name={company.name} className={styles.logo} />
          </a>
        </li>
      ))}
    </ul>
  );
}

export function CompanyList() {
  return (
    <ul className={styles.list} aria-label="More companies using Nest">
      {PLAIN_LIST.map((company) => (
        <li key={company.url}>
          {/* eslint-disable-next-line react/jsx-no-target-blank */}
          <a href={company.url} target="_blank" rel={REL}>
            {company.name}
          </a>
        </li>
      ))}
    </ul>
  );
}
