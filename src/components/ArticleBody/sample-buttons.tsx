/**
 * The code samples of a body kept as the server rendered it: each sample's buttons are hydrated as a
 * small root of their own (the same component <CodeSample> renders, so the markup matches), and
 * unmounted when the body goes.
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

export function hydrateSampleButtons(body: Element): () => void {
  const roots: Root[] = [];
  body.querySelectorAll('.code-sample').forEach((sample) => {
    const buttons = sample.querySelector(':scope > .code-sample__bar .code-sample__buttons');
    if (!buttons) return;
    const hasJs = sample.getAttribute('data-has-js') === 'true';
    roots.push(hydrateRoot(buttons, <Island sample={sample} hasJs={hasJs} />));
  });
  // Unmounted after the commit that removes the body (a root cannot unmount while another renders).
  return () => {
    setTimeout(() => roots.forEach((root) => root.unmount()), 0);
  };
}
