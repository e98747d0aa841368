/**
 * Newsletter sign-up shown on every page above the footer: a heading, one line of text, an e-mail
 * field (required, browser validation first) and a submit button. States come from useNewsletter:
 * idle → disabled while the call runs → a check icon once it has completed, whatever its outcome.
 * The endpoint and token are read at build time into `customFields.newsletter`.
 */
import React, { useId, type FormEvent } from 'react';
import clsx from 'clsx';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type { SiteCustomFields } from '@site/docusaurus.config';
import { NEWSLETTER_PLACEHOLDER, NEWSLETTER_TEXT } from '@site/src/data/site';
import { useNewsletter } from '@site/src/hooks/useNewsletter';
import { ArrowIcon, CheckIcon } from './icons';
import styles from './styles.module.css';

export default function Newsletter() {
  const { siteConfig } = useDocusaurusContext();
  const { newsletter } = siteConfig.customFields as SiteCustomFields;
  const { status, submit } = useNewsletter(newsletter);
  const id = useId();
  const done = status === 'success';

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = new FormData(event.currentTarget).get('email');
    void submit(typeof email === 'string' ? email : '');
  };

  return (
    <section className={clsx('site-newsletter', styles.newsletter)} aria-labelledby={`${id}-title`}>
      <div className={styles.text}>
        <h2 id={`${id}-title`} className={styles.heading}>
          {NEWSLETTER_TEXT.heading}
        </h2>
        <p className={styles.lead}>{NEWSLETTER_TEXT.lead}</p>
      </div>
      <form className={styles.form} onSubmit={onSubmit}>
        <label htmlFor={`${id}-email`} className="visually-hidden">
          {NEWSLETTER_TEXT.label}
        </label>
        <input
          id={`${id}-email`}
          className={styles.input}
          type="email"
          name="email"
          required
          autoComplete="email"
          placeholder={NEWSLETTER_PLACEHOLDER}
          disabled={status !== 'idle'}
        />
        <button
          type="submit"
          className={clsx(styles.button, done && styles.done)}
          disabled={status !== 'idle'}
          aria-label={done ? NEWSLETTER_TEXT.done : NEWSLETTER_TEXT.submit}
        >
          {done ? <CheckIcon /> : <ArrowIcon />}
        </button>
        <p role="status" className="visually-hidden">
          {done ? NEWSLETTER_TEXT.done : ''}
        </p>
      </form>
    </section>
  );
}
