/**
 * The buttons of a sample's bar: the JS/TS switch (when the sample has a JavaScript variant) and the
 * copy button, which copies the variant shown. Rendered by <CodeSample>, and hydrated on their own in a
 * body kept as the server rendered it (src/components/ArticleBody/sample-buttons.tsx).
 */
import React, { useCallback, type ReactNode, type RefObject } from 'react';
import { useCodeLanguage } from '@site/src/hooks/useCodeLanguage';
import LanguageSwitch from './LanguageSwitch';
import CopyButton from './CopyButton';

/** The text of the variant shown in `sample`, as the reader sees it (one trailing line break dropped). */
export function visibleSampleText(sample: Element | null, hasJs: boolean, shown: 'ts' | 'js'): string {
  const selector = hasJs && shown === 'js' ? 'pre[data-variant="js"]' : 'pre:not([data-variant="js"])';
  return (sample?.querySelector(selector)?.textContent ?? '').replace(/\n$/, '');
}

type Props = {
  /** The sample's element (`.code-sample`). */
  readonly sample: RefObject<Element | null>;
  readonly hasJs: boolean;
};

export default function SampleButtons({ sample, hasJs }: Props): ReactNode {
  const [shown] = useCodeLanguage();
  const text = useCallback(() => visibleSampleText(sample.current, hasJs, shown), [sample, hasJs, shown]);
  return (
    <>
      {hasJs && <LanguageSwitch />}
      <CopyButton text={text} />
    </>
  );
}
