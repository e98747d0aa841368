/**
 * Copy to the clipboard with a temporary 'copied' state (spec section 4, "Copy button").
 *
 * The Clipboard API is tried first; when it is missing (insecure context, old browser) or refuses
 * (permission), the text is copied by selecting it in an off-screen textarea. Nothing throws and nothing
 * is logged: a copy that fails everywhere leaves the button as it was. The 'copied' state lasts
 * COPIED_RESET_MS; a new copy restarts it, and the timer is cleared on unmount.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { COPIED_RESET_MS } from '../data/site';

/** Copies by selection, the way browsers without the Clipboard API allow; true when it worked. */
export function copyBySelection(text: string): boolean {
  const textarea = document.createElement('textarea');
  textarea.value = text;
  textarea.setAttribute('readonly', '');
  textarea.style.position = 'fixed';
  textarea.style.top = '-1000px';
  textarea.style.opacity = '0';
  const focused = document.activeElement;
  document.body.appendChild(textarea);
  try {
    textarea.focus();
    textarea.select();
    return typeof document.execCommand === 'function' && document.execCommand('copy');
  } catch {
    return false;
  } finally {
    textarea.remove();
    if (focused instanceof HTMLElement) focused.focus();
  }
}

/** Copies `text`; resolves true when it reached the clipboard. Never rejects. */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (no permission, document not focused): fall back to a selection copy.
  }
  return copyBySelection(text);
}

export function useCopy(resetMs: number = COPIED_RESET_MS) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimeout(timer.current);
    };
  }, []);

  const copy = useCallback(
    async (text: string) => {
      const ok = await copyText(text);
      if (!ok || !mounted.current) return;
      clearTimeout(timer.current);
      setCopied(true);
      timer.current = setTimeout(() => setCopied(false), resetMs);
    },
    [resetMs],
  );

  return { copied, copy } as const;
}
