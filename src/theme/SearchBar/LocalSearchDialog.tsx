/**
 * Loaded on first open (local search): a modal dialog with a search field (a combobox) and its results
 * (a listbox), on the Pagefind index of the docs version being read (src/build-time/search-index).
 * Results come as you type: each names its section and page, with the matched words marked; arrow keys
 * choose, Enter or a click opens the section's anchor. The dialog stays mounted after closing, so
 * reopening keeps the last query (selected, so typing replaces it).
 */
import React, {
  useCallback,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import { useHistory } from '@docusaurus/router';
import { useActivePluginAndVersion } from '@docusaurus/plugin-content-docs/client';
import { SEARCH_BOX } from '@site/src/data/site';
import { MENU } from '@site/src/data/menu';
import { excerptParts, menuSectionIndex, type SearchOption } from '@site/src/lib/search/results';
import { loadPagefind } from './pagefind';
import { useModalDialog } from './useModalDialog';
import { useSearch, type SearchState } from './useSearch';
import styles from './styles.module.css';

type Props = { open: boolean; onClose: () => void; typedAhead: RefObject<string> };

const DEVELOPMENT = process.env.NODE_ENV !== 'production';

function statusText(state: SearchState, query: string): string {
  switch (state.status) {
    case 'idle':
      return '';
    case 'unavailable':
      return DEVELOPMENT
        ? 'Search works on the production build: run npm run build, then npm run serve.'
        : 'Search is unavailable right now. Check your connection and try again.';
    case 'searching':
      return state.options.length ? '' : 'Searching…';
    case 'done':
      return state.options.length
        ? `${state.options.length} result${state.options.length === 1 ? '' : 's'}`
        : `No results for “${query.trim()}”`;
  }
}

function Excerpt({ text }: { text: string }) {
  return (
    <span className={styles.excerpt}>
      {excerptParts(text).map((part, index) =>
        part.marked ? <mark key={index}>{part.text}</mark> : part.text,
      )}
    </span>
  );
}

export default function LocalSearchDialog({ open, onClose, typedAhead }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  useModalDialog(dialog, open, onClose, typedAhead);
  const versionPath = useActivePluginAndVersion()?.activeVersion?.path ?? '/';
  const load = useCallback(() => loadPagefind(versionPath), [versionPath]);
  // 'WebSockets › Guards' and 'Microservices › Guards' tell apart pages of the same title.
  const menuSectionOf = useMemo(
    () =>
      menuSectionIndex(
        MENU.flatMap((entry) =>
          entry.kind === 'section'
            ? [
                {
                  label: entry.label,
                  paths: entry.items.flatMap((item) => (item.kind === 'doc' ? [item.path] : [])),
                },
              ]
            : [],
        ),
        versionPath === '/' ? [] : [versionPath.replace(/\/+$/, '')],
      ),
    [versionPath],
  );
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const state = useSearch(query, load, menuSectionOf);
  const options: readonly SearchOption[] =
    state.status === 'done' || state.status === 'searching' ? state.options : [];
  const history = useHistory();
  const id = useId();
  const optionId = (index: number) => `${id}-option-${index}`;
  const selected = Math.min(active, Math.max(options.length - 1, 0));

  const openOption = (option: SearchOption | undefined) => {
    if (!option) return;
    dialog.current?.close();
    history.push(option.url);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!options.length) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((selected + step + options.length) % options.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      openOption(options[selected]);
    }
  };

  const status = statusText(state, query);
  return (
    <dialog ref={dialog} className={styles.dialog} aria-label={SEARCH_BOX.label}>
      <div className={styles.panel}>
        <input
          className={styles.field}
          // Not type="search": Chromium's search field takes Esc to clear itself, and the dialog stays open.
          type="text"
          inputMode="search"
          enterKeyHint="search"
          role="combobox"
          aria-label={SEARCH_BOX.label}
          aria-expanded={options.length > 0}
          aria-controls={`${id}-results`}
          aria-autocomplete="list"
          aria-activedescendant={options.length ? optionId(selected) : undefined}
          placeholder={SEARCH_BOX.placeholder}
          autoComplete="off"
          spellCheck={false}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
        />
        <ul id={`${id}-results`} role="listbox" aria-label="Results" className={styles.results}>
          {options.map((option, index) => (
            // Keyboard use goes through the field (aria-activedescendant); a click opens the option.
            <li
              key={option.url}
              id={optionId(index)}
              role="option"
              aria-selected={index === selected}
              data-url={option.url}
              className={styles.option}
              onMouseMove={() => index !== selected && setActive(index)}
              onClick={() => openOption(option)}
            >
              <span className={styles.optionTitle}>{option.title}</span>
              {option.title !== option.page && <span className={styles.optionPage}>{option.page}</span>}
              <Excerpt text={option.excerpt} />
            </li>
          ))}
        </ul>
        <p className={styles.status} role="status">
          {status}
        </p>
        <p className={styles.help}>
          <span>
            <kbd>↑</kbd> <kbd>↓</kbd> to choose
          </span>
          <span>
            <kbd>Enter</kbd> to open
          </span>
          <span>
            <kbd>Esc</kbd> to close
          </span>
        </p>
      </div>
    </dialog>
  );
}
