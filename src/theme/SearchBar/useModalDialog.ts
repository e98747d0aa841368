/**
 * Drives a native `<dialog>` as a modal from React state: `showModal()` when `open` (the rest of
 * the page becomes inert, so focus stays inside; Esc closes), `close()` otherwise; reports every
 * close (Esc, backdrop click, navigation) through `onClose`.
 */
import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from '@docusaurus/router';
import { setField } from './useTypeAhead';

export function useModalDialog(
  ref: RefObject<HTMLDialogElement | null>,
  open: boolean,
  onClose: () => void,
  typedAhead: RefObject<string>,
): void {
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      const input = dialog.querySelector('input');
      input?.focus();
      // A new query replaces the last one: what was typed while search loaded, or the next key.
      if (input && typedAhead.current) setField(input, typedAhead.current);
      else input?.select();
      typedAhead.current = '';
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [ref, open, typedAhead]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return undefined;
    const onBackdrop = (event: MouseEvent) => {
      if (event.target === dialog) dialog.close();
    };
    dialog.addEventListener('close', onClose);
    dialog.addEventListener('click', onBackdrop);
    return () => {
      dialog.removeEventListener('close', onClose);
      dialog.removeEventListener('click', onBackdrop);
    };
  }, [ref, onClose]);

  // Choosing a result navigates: the dialog closes behind it.
  const { pathname, hash } = useLocation();
  const shownAt = useRef(`${pathname}${hash}`);
  useEffect(() => {
    const here = `${pathname}${hash}`;
    if (shownAt.current === here) return;
    shownAt.current = here;
    if (ref.current?.open) ref.current.close();
  }, [ref, pathname, hash]);
}
