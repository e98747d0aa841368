/** Listens for the search shortcuts (Ctrl/Cmd-K, '/') on the whole document while `enabled`. */
import { useEffect } from 'react';
import { isSearchShortcut } from '@site/src/lib/search-config';

export function isMacPlatform(): boolean {
  return typeof navigator !== 'undefined' && /Mac|iPhone|iPad|iPod/.test(navigator.platform);
}

function inTextField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName);
}

export function useSearchShortcuts(enabled: boolean, onShortcut: () => void): void {
  useEffect(() => {
    if (!enabled) return undefined;
    const isMac = isMacPlatform();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.repeat) return;
      const shortcut = isSearchShortcut(
        {
          key: event.key,
          ctrlKey: event.ctrlKey,
          metaKey: event.metaKey,
          altKey: event.altKey,
          inTextField: inTextField(event.target),
        },
        isMac,
      );
      if (!shortcut) return;
      event.preventDefault();
      onShortcut();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [enabled, onShortcut]);
}
