/**
 * Keeps what the reader types between opening search and the search field appearing (the search
 * code is still loading), so that Ctrl-K followed by a fast query loses no letter.
 */
import { useEffect, useRef, type RefObject } from 'react';

export function useTypeAhead(active: boolean): RefObject<string> {
  const typed = useRef('');
  useEffect(() => {
    if (!active) return undefined;
    typed.current = '';
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.target instanceof HTMLInputElement || event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.key.length === 1) typed.current += event.key;
      else if (event.key === 'Backspace') typed.current = typed.current.slice(0, -1);
      else return;
      event.preventDefault();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [active]);
  return typed;
}

/** Puts `text` in a field that React (and the autocomplete library) listen to, as if typed. */
export function setField(input: HTMLInputElement, text: string): void {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setValue?.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}
