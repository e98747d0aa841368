/**
 * The heading the reader is at (spec section 4, "Table of contents"): positions of the headings are
 * measured once after mount and again whenever the layout changes (ResizeObserver on the content,
 * instead of the reference's timers); the scroll handler is debounced by 10 ms.
 */
import { useEffect, useState } from 'react';
import { CURRENT_HEADING_LOOKAHEAD_PX, TOC_SCROLL_DEBOUNCE_MS } from '../data/site';
import { currentHeadingIndex } from '../lib/toc-rules';

export function useActiveHeading(ids: readonly string[]): string | undefined {
  const [active, setActive] = useState<string | undefined>(undefined);
  const key = ids.join('\n');

  useEffect(() => {
    const list = key === '' ? [] : key.split('\n');
    let offsets: number[] = [];
    let timer: ReturnType<typeof setTimeout> | undefined;

    const measure = () => {
      offsets = list.map((id) => {
        const element = document.getElementById(id);
        return element ? element.getBoundingClientRect().top + window.scrollY : Number.POSITIVE_INFINITY;
      });
    };
    const update = () => {
      const index = currentHeadingIndex(offsets, window.scrollY, CURRENT_HEADING_LOOKAHEAD_PX);
      setActive(index >= 0 ? list[index] : undefined);
    };
    const onScroll = () => {
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(update, TOC_SCROLL_DEBOUNCE_MS);
    };

    measure();
    update();
    const observer =
      typeof ResizeObserver === 'undefined'
        ? undefined
        : new ResizeObserver(() => {
            measure();
            update();
          });
    observer?.observe(document.body);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      if (timer !== undefined) clearTimeout(timer);
      observer?.disconnect();
      window.removeEventListener('scroll', onScroll);
    };
  }, [key]);

  return active;
}
