/**
 * The code language shown in every sample on the page (TS or JS), shared by all blocks.
 *
 * The source of truth is CODE_LANGUAGE_ATTRIBUTE on <html>: the pre-paint script sets it from storage,
 * CSS shows the matching variant from it, and this hook reads it. On the server and during hydration
 * the hook answers 'ts' (what the HTML was rendered with), then React re-renders with the attribute's
 * value: no hydration mismatch. A choice is written to the attribute and to localStorage, and reaches
 * the other tabs through the `storage` event.
 */
import { useSyncExternalStore } from 'react';
import {
  encodeCodeLanguage,
  parseStoredCodeLanguage,
  resolveCodeLanguage,
  type CodeLanguage,
} from '../lib/code-language';
import { CODE_LANGUAGE_ATTRIBUTE, CODE_LANGUAGE_STORAGE_KEY } from '../data/site';

const listeners = new Set<() => void>();

function notify(): void {
  listeners.forEach((listener) => listener());
}

function showLanguage(language: CodeLanguage): void {
  document.documentElement.setAttribute(CODE_LANGUAGE_ATTRIBUTE, language);
  notify();
}

function onStorage(event: StorageEvent): void {
  if (event.key !== CODE_LANGUAGE_STORAGE_KEY) return;
  showLanguage(resolveCodeLanguage(parseStoredCodeLanguage(event.newValue)));
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

function readLanguage(): CodeLanguage {
  return document.documentElement.getAttribute(CODE_LANGUAGE_ATTRIBUTE) === 'js' ? 'js' : 'ts';
}

const serverLanguage = (): CodeLanguage => 'ts';

/** Shows `language` in every sample and remembers it (storage failures are ignored). */
export function setCodeLanguage(language: CodeLanguage): void {
  try {
    window.localStorage.setItem(CODE_LANGUAGE_STORAGE_KEY, encodeCodeLanguage(language));
  } catch {
    // Storage may be full or disabled: the choice still applies to this page.
  }
  showLanguage(language);
}

export function useCodeLanguage(): readonly [CodeLanguage, (language: CodeLanguage) => void] {
  const language = useSyncExternalStore(subscribe, readLanguage, serverLanguage);
  return [language, setCodeLanguage] as const;
}
