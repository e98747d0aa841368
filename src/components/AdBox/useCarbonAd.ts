/**
 * Loads the Carbon ad once per page view: when the visibility check allows it, after the page has
 * loaded and the browser is idle, a `<script async id="_carbonads_js">` is added to a detached
 * container that the active AdSlot mounts; carbon.js renders `#carbonads` next to it. On the next
 * route the container is removed and a new one made.
 *
 * Failure (script error, or no ad within AD_FILL_TIMEOUT_MS of the script loading) is silent. It is
 * remembered for the rest of the visit, so later pages do not reserve room for an ad that will not
 * come; the page where it failed keeps its reserved room (holding our own sponsor card, see AdSlot),
 * so nothing shifts.
 */
import { useEffect, useState } from 'react';
import { AD_FILL_TIMEOUT_MS, AD_SCRIPT_ID } from '@site/src/data/site';
import { carbonScriptUrl } from '@site/src/lib/ad-rules';

/**
 * waiting: check or idle time pending; loading: script added; filled: an ad is shown; failed: this
 * page's attempt failed; unavailable: an earlier page's attempt failed; off: the rule hides the box.
 */
export type AdStatus = 'waiting' | 'loading' | 'filled' | 'failed' | 'unavailable' | 'off';

/** Per visit (module scope, reset by a full page load). */
export const adSession = { unavailable: false };

function afterLoadAndIdle(run: () => void): () => void {
  let cancelIdle = () => {};
  const idle = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(run, { timeout: 2000 });
      cancelIdle = () => window.cancelIdleCallback(id);
    } else {
      const id = window.setTimeout(run, 1);
      cancelIdle = () => window.clearTimeout(id);
    }
  };
  if (document.readyState === 'complete') {
    idle();
    return () => cancelIdle();
  }
  window.addEventListener('load', idle, { once: true });
  return () => {
    window.removeEventListener('load', idle);
    cancelIdle();
  };
}

export function useCarbonAd(visible: boolean | null, pathname: string) {
  const [ad, setAd] = useState<{ status: AdStatus; node: HTMLElement | null }>(() => ({
    status: adSession.unavailable ? 'unavailable' : 'waiting',
    node: null,
  }));

  useEffect(() => {
    if (adSession.unavailable) return setAd({ status: 'unavailable', node: null });
    if (visible === null) return setAd({ status: 'waiting', node: null });
    if (!visible) return setAd({ status: 'off', node: null });

    const node = document.createElement('div');
    let settled = false;
    let observer: MutationObserver | undefined;
    let fillTimer: number | undefined;
    const stopWatching = () => {
      observer?.disconnect();
      window.clearTimeout(fillTimer);
    };
    const settle = (status: 'filled' | 'failed') => {
      if (settled) return;
      settled = true;
      stopWatching();
      if (status === 'failed') adSession.unavailable = true;
      setAd({ status, node });
    };
    const hasAd = () => node.querySelector('#carbonads') !== null;

    const script = document.createElement('script');
    script.id = AD_SCRIPT_ID;
    script.async = true;
    script.src = carbonScriptUrl();
    script.addEventListener('error', () => settle('failed'));
    script.addEventListener('load', () => {
      if (hasAd()) return settle('filled');
      observer = new MutationObserver(() => hasAd() && settle('filled'));
      observer.observe(node, { childList: true, subtree: true });
      fillTimer = window.setTimeout(() => settle('failed'), AD_FILL_TIMEOUT_MS);
    });

    setAd({ status: 'loading', node });
    const cancel = afterLoadAndIdle(() => node.appendChild(script));
    return () => {
      settled = true;
      cancel();
      stopWatching();
      node.remove();
    };
  }, [visible, pathname]);

  return ad;
}
