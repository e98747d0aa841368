/**
 * Promotional banners, registered as MDX components (no import needed in a page):
 * `<CoursesBanner />`, `<DevtoolsBanner />`, `<EnterpriseBanner />`. Each has a heading, the four
 * points of `BANNERS` (src/data/site.ts) and a button to its external site, opening in a new tab.
 */
import React, { useId } from 'react';
import { BANNERS, type BannerKind } from '@site/src/data/site';
import styles from './styles.module.css';

/** Each banner's heading, line of text and button label. */
export const BANNER_COPY: Readonly<Record<BannerKind, { title: string; text: string; action: string }>> = {
  courses: {
    title: 'Official NestJS courses',
    text: 'Video lessons by the core team, from your first module to production architecture.',
    action: 'See the courses',
  },
  devtools: {
    title: 'NestJS Devtools',
    text: 'Look inside a running application and find problems before your users do.',
    action: 'Try Devtools',
  },
  enterprise: {
    title: 'Official enterprise support',
    text: 'Work side by side with the people who build the framework.',
    action: 'Talk to the team',
  },
};

export function Banner({ kind }: { kind: BannerKind }) {
  const id = useId();
  const { url, points } = BANNERS[kind];
  const copy = BANNER_COPY[kind];
  return (
    <section className={styles.banner} aria-labelledby={id}>
      <p id={id} className={styles.title}>
        {copy.title}
      </p>
      <p className={styles.text}>{copy.text}</p>
      <ul className={styles.points}>
        {points.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
      <a className={styles.button} href={url} target="_blank" rel="noopener noreferrer">
        {copy.action}
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    </section>
  );
}

export const CoursesBanner = () => <Banner kind="courses" />;
export const DevtoolsBanner = () => <Banner kind="devtools" />;
export const EnterpriseBanner = () => <Banner kind="enterprise" />;
