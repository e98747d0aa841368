/**
 * The code samples of a body kept as the server rendered it: each sample's buttons are hydrated as a
 * small root of their own (the same component <CodeSample> renders, so the markup matches) when the
 * reader gets near them, and unmounted when the body goes.
 */
import React, { useEffect, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import SampleButtons from '@site/src/components/CodeSample/SampleButtons';

/** Marks the sample once its buttons work (`data-buttons="ready"`): the event the browser tests wait for. */
function Island({ sample, hasJs }: { sample: Element; hasJs: boolean }): ReactNode {
  useEffect(() => {
    sample.setAttribute('data-buttons', 'ready');
  }, [sample]);
  return <SampleButtons sample={{ current: sample }} hasJs={hasJs} />;
}

/** How far outside the viewport a sample's buttons are hydrated ahead of the reader's scroll. */
const AHEAD = '50% 0px';

/**
 * Hydrates the buttons of each sample in `body` as it comes near the viewport (a long page has dozens;
 * most are never reached), or at once when the reader focuses or presses inside one first, and at once
 * for all where IntersectionObserver is missing. Returns the cleanup.
 */
export function hydrateSampleButtons(body: Element): () => void {
  const roots: Root[] = [];
  const pending = new Set<Element>(Array.from(body.querySelectorAll('.code-sample')));
  const hydrate = (sample: Element) => {
    if (!pending.delete(sample)) return;
    const buttons = sample.querySelector(':scope > .code-sample__bar .code-sample__buttons');
    if (!buttons) return;
    const hasJs = sample.getAttribute('data-has-js') === 'true';
    roots.push(hydrateRoot(buttons, <Island sample={sample} hasJs={hasJs} />));
  };
  const observer =
    typeof IntersectionObserver === 'function'
      ? new IntersectionObserver(
          (entries) => {
            for (const entry of entries) {
              if (!entry.isIntersecting) continue;
              observer?.unobserve(entry.target);
              hydrate(entry.target);
            }
          },
          { rootMargin: AHEAD },
        )
      : undefined;
  if (observer) pending.forEach((sample) => observer.observe(sample));
  else [...pending].forEach(hydrate);
  // A sample reached without scrolling near it first (a jump by keyboard, a press during a fling).
  const early = (event: Event) => {
    const sample = event.target instanceof Element ? event.target.closest('.code-sample') : null;
    if (sample) hydrate(sample);
  };
  body.addEventListener('focusin', early);
  body.addEventListener('pointerdown', early);
  return () => {
    observer?.disconnect();
    body.removeEventListener('focusin', early);
    body.removeEventListener('pointerdown', early);
    // Unmounted after the commit that removes the body (a root cannot unmount while another renders).
    setTimeout(() => roots.forEach((root) => root.unmount()), 0);
  };
}
