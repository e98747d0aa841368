/**
 * useSearch (src/theme/SearchBar/useSearch.ts): results are shown as each page's data arrives, in rank
 * order, and only the newest query's; a failed load becomes the 'unavailable' status, never an error.
 */
import { act, renderHook, waitFor } from '@testing-library/react';
import { inRankOrder, useSearch, type SearchState } from '@site/src/theme/SearchBar/useSearch';
import type { Pagefind } from '@site/src/theme/SearchBar/pagefind';
import type { PagefindPage } from '@site/src/lib/search/results';

type Deferred<T> = { promise: Promise<T>; resolve: (value: T) => void; reject: (error: Error) => void };
const deferred = <T,>(): Deferred<T> => {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};
const page = (url: string): PagefindPage => ({
  url,
  excerpt: url,
  meta: { title: url },
  sub_results: [
    {
      title: `${url} A`,
      url: `${url}#a`,
      excerpt: '',
      weighted_locations: [{ weight: 1, balanced_score: 2 }],
    },
    {
      title: `${url} B`,
      url: `${url}#b`,
      excerpt: '',
      weighted_locations: [{ weight: 1, balanced_score: 1 }],
    },
  ],
});
const noMenu = () => undefined;
const urlsOf = (state: SearchState) => ('options' in state ? state.options.map((option) => option.url) : []);

function fakePagefind(pages: Record<string, Deferred<PagefindPage>[]>): Pagefind {
  return {
    options: async () => undefined,
    init: async () => undefined,
    preload: async () => undefined,
    search: async (term: string) => ({
      results: (pages[term] ?? []).map((d, i) => ({ id: `${term}-${i}`, data: () => d.promise })),
    }),
  };
}

describe('useSearch', () => {
  it('shows the best section of each page as pages arrive, in rank order, then every section', async () => {
    const first = deferred<PagefindPage>();
    const second = deferred<PagefindPage>();
    const pagefind = fakePagefind({ guard: [first, second] });
    const load = () => Promise.resolve(pagefind);
    const { result } = renderHook(() => useSearch('guard', load, noMenu));
    expect(result.current).toEqual({ status: 'searching', options: [] });

    // The second page arrives first: nothing is shown before the first one.
    await act(async () => second.resolve(page('/two')));
    expect(result.current).toEqual({ status: 'searching', options: [] });
    await act(async () => first.resolve(page('/one')));
    await waitFor(() => expect(result.current.status).toBe('done'));
    const urls = urlsOf(result.current);
    expect(urls).toEqual(['/one#a', '/two#a', '/one#b', '/two#b']);
  });

  it('shows a page as soon as it is the next in rank', async () => {
    const first = deferred<PagefindPage>();
    const second = deferred<PagefindPage>();
    const load = () => Promise.resolve(fakePagefind({ guard: [first, second] }));
    const { result } = renderHook(() => useSearch('guard', load, noMenu));
    await act(async () => first.resolve(page('/one')));
    await waitFor(() =>
      expect(result.current).toEqual({
        status: 'searching',
        options: [expect.objectContaining({ url: '/one#a' })],
      }),
    );
    await act(async () => second.resolve(page('/two')));
    await waitFor(() => expect(result.current.status).toBe('done'));
  });

  it("drops an older query's results that arrive after a newer query started", async () => {
    const old = deferred<PagefindPage>();
    const fresh = deferred<PagefindPage>();
    const load = () => Promise.resolve(fakePagefind({ gua: [old], guard: [fresh] }));
    const { result, rerender } = renderHook(({ query }) => useSearch(query, load, noMenu), {
      initialProps: { query: 'gua' },
    });
    rerender({ query: 'guard' });
    await act(async () => fresh.resolve(page('/fresh')));
    await waitFor(() => expect(result.current.status).toBe('done'));
    await act(async () => old.resolve(page('/old')));
    const urls = urlsOf(result.current);
    expect(urls).toEqual(['/fresh#a', '/fresh#b']);
  });

  it('reports an index that cannot load as unavailable, and an empty query as idle', async () => {
    const load = () => Promise.reject(new Error('offline'));
    const { result, rerender } = renderHook(({ query }) => useSearch(query, load, noMenu), {
      initialProps: { query: 'guard' },
    });
    await waitFor(() => expect(result.current).toEqual({ status: 'unavailable' }));
    rerender({ query: '  ' });
    expect(result.current).toEqual({ status: 'idle' });
  });
});

describe('inRankOrder', () => {
  const fetched: string[] = [];
  const result = (id: string, outcome: Deferred<PagefindPage>) => ({
    id,
    data: () => {
      fetched.push(id);
      return outcome.promise;
    },
  });
  beforeEach(() => fetched.splice(0));

  it.each([
    ['arrives', (d: Deferred<PagefindPage>) => d.resolve(page('/one'))],
    ['fails', (d: Deferred<PagefindPage>) => d.reject(new Error('gone'))],
  ])("fetches the best page's data alone, then the others once it %s", async (_, settle) => {
    const best = deferred<PagefindPage>();
    const second = deferred<PagefindPage>();
    const third = deferred<PagefindPage>();
    const loading = inRankOrder([result('a', best), result('b', second), result('c', third)]);
    loading.forEach((p) => p.catch(() => undefined));
    expect(loading).toHaveLength(3);
    await Promise.resolve();
    expect(fetched).toEqual(['a']);
    settle(best);
    await best.promise.catch(() => undefined);
    await new Promise((r) => setTimeout(r, 0));
    expect(fetched).toEqual(['a', 'b', 'c']);
  });

  it('fetches no other page once the query is superseded', async () => {
    const best = deferred<PagefindPage>();
    let current = true;
    inRankOrder([result('a', best), result('b', deferred<PagefindPage>())], () => current);
    current = false;
    best.resolve(page('/one'));
    await best.promise;
    await new Promise((r) => setTimeout(r, 0));
    expect(fetched).toEqual(['a']);
  });

  it('returns nothing for no results', () => {
    expect(inRankOrder([])).toEqual([]);
  });
});
