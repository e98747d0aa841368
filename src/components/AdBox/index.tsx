/**
 * A place for the sponsored ad. `top`: at the top of the content (centred up to 768 px, at the right
 * from 769 to 1200 px, and above 1200 px only on pages without a right column); its room is
 * reserved by CSS from the first paint, so the ad arriving moves nothing; if the ad fails on this
 * page the room stays and holds a card of our own inviting readers to support the project (no
 * empty box, no shift). `aside`: under the TOC in the right column above 1200 px; shown only
 * once an ad is there (nothing flows below it, so showing or hiding it moves no text).
 * `data-ad-status` says where the ad of this page view stands (waiting, loading, filled, failed, off,
 * unavailable): the browser tests wait for it instead of for a fixed time.
 */
import React, { useEffect, useRef } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import { useAd, type AdSlotName } from './context';
import styles from './styles.module.css';

export { AdProvider } from './context';

export default function AdSlot({ placement }: { placement: AdSlotName }) {
  const { status, node, activeSlot, hasAside } = useAd();
  const ref = useRef<HTMLDivElement>(null);
  const active = activeSlot === placement;

  useEffect(() => {
    const slot = ref.current;
    if (active && node && slot && node.parentElement !== slot) slot.appendChild(node);
  }, [active, node]);

  const className =
    placement === 'aside'
      ? clsx(styles.aside, !(active && status === 'filled') && styles.off)
      : clsx(
          styles.top,
          hasAside && styles.withAside,
          (status === 'off' || status === 'unavailable') && styles.off,
        );

  const fallback = placement === 'top' && status === 'failed';
  return (
    <div
      ref={ref}
      role="region"
      aria-label="Sponsored"
      className={clsx('site-ad', className)}
      data-ad-status={status}
    >
      {fallback && (
        <Link to="/support" className={styles.house}>
          <strong>Keep NestJS going</strong>
          <span>The framework is built in the open and funded by its users. Become a sponsor.</span>
        </Link>
      )}
    </div>
  );
}
