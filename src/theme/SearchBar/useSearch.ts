/**
 * The state of one search: what the reader typed, and the options to list for it (`src/lib/search/results`),
 * from the Pagefind bundle of the docs version being read. Each new query supersedes the last: a result
 * that arrives after a newer query started is dropped. Errors (no bundle, offline) become a status the
 * dialog shows; nothing is thrown or logged.
 */
import { useEffect, useState } from 'react';
import { LOCAL_SEARCH } from '@site/src/data/site';
import {
  searchOptions,
  type MenuSectionOf,
  type PagefindPage,
  type SearchOption,
} from '@site/src/lib/search/results';
import type { Pagefind, PagefindResult } from './pagefind';

export type SearchState =
  | { readonly status: 'idle' }
  | { readonly status: 'searching'; readonly options: readonly SearchOption[] }
  | { readonly status: 'done'; readonly options: readonly SearchOption[] }
  | { readonly status: 'unavailable' };

/**
 * Every result's data, the best page's fetched first and alone: on a slow connection, fetching all
 * fragments at once shares the bandwidth among them, and the first option waits for the whole set
 * (on the phone-like profile of `npm run bench:search`, the best page's fragment arrived last).
 * The others are fetched together once it has arrived (or failed), and only while `isCurrent()`: the
 * reader typing on supersedes the query, and each page's data costs a fragment and main-thread work
 * (its excerpts) that would delay the next query's results. A superseded page's promise never settles;
 * nothing awaits it any more.
 */
export function inRankOrder(
  results: readonly PagefindResult[],
  isCurrent: () => boolean = () => true,
): Promise<PagefindPage>[] {
  const [best, ...rest] = results;
  if (!best) return [];
  const first = best.data();
  const settled = first.then(
    () => undefined,
    () => undefined,
  );
  return [
    first,
    ...rest.map((result) =>
      settled.then(() => (isCurrent() ? result.data() : new Promise<PagefindPage>(() => undefined))),
    ),
  ];
}

export function useSearch(
  query: string,
  load: () => Promise<Pagefind>,
  menuSectionOf: MenuSectionOf,
): SearchState {
  const [state, setState] = useState<SearchState>({ status: 'idle' });
  const term = query.trim();

  useEffect(() => {
    if (!term) {
      setState({ status: 'idle' });
      return undefined;
    }
    let current = true;
    setState((previous) => ({
      status: 'searching',
      options: previous.status === 'done' || previous.status === 'searching' ? previous.options : [],
    }));
    (async () => {
      const pagefind = await load();
      if (!current) return;
      const search = await pagefind.search(term);
      if (!current) return;
      // Each page's data (its fragment) arrives on its own: the options are shown as they come, the best
      // section of each page first, in rank order. Those are a prefix of the final list, which adds
      // further sections of the same pages at the end, so nothing already shown moves.
      const limits = { limit: LOCAL_SEARCH.resultLimit, menuSectionOf };
      const loading = inRankOrder(search.results.slice(0, LOCAL_SEARCH.resultLimit), () => current);
      const pages: PagefindPage[] = [];
      for (const page of loading) {
        pages.push(await page);
        if (!current) return;
        if (pages.length < loading.length) {
          setState({ status: 'searching', options: searchOptions(pages, { ...limits, sectionsPerPage: 1 }) });
        }
      }
      setState({
        status: 'done',
        options: searchOptions(pages, { ...limits, sectionsPerPage: LOCAL_SEARCH.sectionsPerPage }),
      });
    })().catch(() => {
      if (current) setState({ status: 'unavailable' });
    });
    return () => {
      current = false;
    };
  }, [term, load, menuSectionOf]);

  return state;
}
