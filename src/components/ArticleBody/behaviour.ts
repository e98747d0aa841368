/**
 * What a body kept as static HTML needs from the app (./index.tsx), attached to the body's element:
 * - a click on an internal link navigates in the app (React Router's rule: ../../lib/article-links.ts);
 * - a pointer or touch on one preloads its page, and links that scroll into view are prefetched, as
 *   Docusaurus's <Link> does (`window.docusaurus.preload` / `prefetch`);
 * - code samples' buttons work (./sample-buttons.tsx, loaded when the body has samples).
 */
import { useEffect, type RefObject } from 'react';
import { useHistory } from '@docusaurus/router';
import { clickNavigation, internalPath, type Here } from '@site/src/lib/article-links';

type Docusaurus = { prefetch(path: string): unknown; preload(path: string): unknown };

const docusaurus = (): Docusaurus | undefined =>
  (window as unknown as { docusaurus?: Docusaurus }).docusaurus;

const linkOf = (target: EventTarget | null, body: Element): HTMLAnchorElement | null => {
  const link = target instanceof Element ? target.closest('a[href]') : null;
  return link instanceof HTMLAnchorElement && body.contains(link) ? link : null;
};

/** The route an internal link opens (no query or fragment: what Docusaurus's route lookup matches). */
const pathOf = (link: HTMLAnchorElement, here: Here): string | null =>
  internalPath(link.getAttribute('href') ?? '', link.href, link.target, here) === null
    ? null
    : new URL(link.href).pathname;

export function useArticleBehaviour(ref: RefObject<HTMLElement | null>): void {
  const history = useHistory();
  useEffect(() => {
    const body = ref.current;
    if (!body) return undefined;
    const preloaded = new Set<string>();

    const onClick = (event: MouseEvent) => {
      const link = linkOf(event.target, body);
      if (!link) return;
      const navigation = clickNavigation(
        {
          rawHref: link.getAttribute('href') ?? '',
          href: link.href,
          target: link.target,
          download: link.hasAttribute('download'),
          button: event.button,
          defaultPrevented: event.defaultPrevented,
          modified: event.metaKey || event.altKey || event.ctrlKey || event.shiftKey,
        },
        window.location,
      );
      if (!navigation) return;
      event.preventDefault();
      if (navigation.replace) history.replace(navigation.path);
      else history.push(navigation.path);
    };

    const onEnter = (event: Event) => {
      const link = linkOf(event.target, body);
      const path = link && pathOf(link, window.location);
      if (!path || preloaded.has(path)) return;
      preloaded.add(path);
      void docusaurus()?.preload(path);
    };

    body.addEventListener('click', onClick);
    body.addEventListener('mouseover', onEnter);
    body.addEventListener('touchstart', onEnter, { passive: true });

    let observer: IntersectionObserver | undefined;
    const links = Array.from(body.querySelectorAll('a[href]')).filter(
      (link): link is HTMLAnchorElement =>
        link instanceof HTMLAnchorElement && pathOf(link, window.location) !== null,
    );
    if (typeof IntersectionObserver === 'function') {
      observer = new IntersectionObserver((entries) => {
        entries.forEach((entry) => {
          if (!entry.isIntersecting && entry.intersectionRatio <= 0) return;
          observer?.unobserve(entry.target);
          const path = pathOf(entry.target as HTMLAnchorElement, window.location);
          if (path) void docusaurus()?.prefetch(path);
        });
      });
      links.forEach((link) => observer?.observe(link));
    } else {
      links.forEach((link) => {
        const path = pathOf(link, window.location);
        if (path) void docusaurus()?.prefetch(path);
      });
    }

    // The samples' buttons: their code loads only for a body that has samples, so a first load without
    // any does not pay for it. A failed load (offline) leaves them inert, as before hydration.
    let unmountButtons: (() => void) | undefined;
    let gone = false;
    if (body.querySelector('.code-sample')) {
      import('./sample-buttons')
        .then(({ hydrateSampleButtons }) => {
          if (!gone) unmountButtons = hydrateSampleButtons(body);
        })
        .catch(() => undefined);
    }
    return () => {
      gone = true;
      body.removeEventListener('click', onClick);
      body.removeEventListener('mouseover', onEnter);
      body.removeEventListener('touchstart', onEnter);
      observer?.disconnect();
      unmountButtons?.();
    };
  }, [ref, history]);
}
