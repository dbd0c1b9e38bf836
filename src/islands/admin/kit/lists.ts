// Loading what a tab shows: one resource (useLoader), a server-sorted, server-paged list
// (useSortedPages, usePagedList), a debounced search value, and an Active/Inactive flip that
// replaces the row with the server's answer.
import { useCallback, useEffect, useRef, useState, type DependencyList } from 'react';
import { api } from '../../../lib/api-client.ts';
import { nextSort, type SortState } from '../../../lib/people.ts';
import type { Paged } from '../../../lib/schemas/people.ts';
import type { PageSize } from '../../../lib/schemas/paging.ts';
import { withQuery } from '../../../lib/routes.ts';
import { errorMessage, guarded } from '../admin-api.ts';
import { runAction } from './actions.ts';

export function useDebounced<T>(value: T, ms = 300): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export const PAGE_SIZE = 50;

/** Loads `path` with the given query whenever it changes (typing is debounced); back to page 1 on a new query. */
export function usePagedList<T>(path: string, query: Record<string, string>) {
  const [data, setData] = useState<Page<T> | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const key = JSON.stringify(query);
  const lastKey = useRef(key);
  if (lastKey.current !== key) {
    lastKey.current = key;
    if (page !== 1) setPage(1);
  }
  const load = useCallback(async () => {
    try {
      setData(
        await guarded(() => api.get<Page<T>>(withQuery(path, { ...JSON.parse(key), page, pageSize: PAGE_SIZE }))),
      );
      setError(null);
    } catch (e) {
      setError(errorMessage(e, 'Could not load the list.'));
    }
  }, [path, key, page]);
  useEffect(() => {
    const timer = setTimeout(() => void load(), 250);
    return () => clearTimeout(timer);
  }, [load]);
  return { data, error, reload: load, page, setPage, setData };
}

/** Flips an item's isActive through PATCH and replaces the row with the server's answer. */
export function useStatusToggle<T extends { id: number; isActive: boolean; version: number }>(
  itemPath: (id: number) => string,
  setData: (update: (d: Page<T> | null) => Page<T> | null) => void,
) {
  const [toggling, setToggling] = useState<number | null>(null);
  const toggle = async (item: T) => {
    setToggling(item.id);
    const replace = (updated: T) =>
      setData((d) => d && { ...d, items: d.items.map((x) => (x.id === updated.id ? updated : x)) });
    await runAction(
      () => api.patch<T>(itemPath(item.id), { isActive: !item.isActive, version: item.version }),
      // A newer version: the row shows it (with the status someone else chose).
      { failure: 'Could not change the status', onConflict: (conflict) => replace(conflict.current as T) },
      replace,
    );
    setToggling(null);
  };
  return { toggling, toggle };
}

/** Loads once per change of `deps`; `load` reloads (e.g. Try again, after a write). */
export function useLoader<T>(fetcher: () => Promise<T>, deps: DependencyList, failure: string) {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  // Only the latest request's answer is shown (an older one may arrive after it).
  const latest = useRef(0);
  // `deps` are what the caller's fetch reads (as in useEffect).
  const load = useCallback(async () => {
    const request = ++latest.current;
    try {
      const result = await fetcher();
      if (request !== latest.current) return;
      setData(result);
      setError(null);
    } catch (err) {
      if (request === latest.current) setError(errorMessage(err, failure));
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller passes what its fetcher reads as `deps`, as with useEffect
  }, deps);
  useEffect(() => {
    void load();
  }, [load]);
  return { data, error, load, setData };
}

export interface PageRequest<K extends string> {
  sort: K;
  dir: 'asc' | 'desc';
  page: number;
  pageSize: PageSize;
}

/**
 * A list sorted and paged on the server (product §4 sort rules: a new column sorts descending, the
 * same column flips). A change of `filters` or of the page size goes back to page 1.
 */
export function useSortedPages<Row, K extends string, Extra extends object = object>(
  fetchPage: (request: PageRequest<K>) => Promise<Paged<Row> & Extra>,
  filters: DependencyList,
  initialSort: SortState<K>,
  failure: string,
) {
  const [sort, setSort] = useState(initialSort);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<PageSize>(25);
  const list = useLoader(
    () => fetchPage({ sort: sort.sort, dir: sort.dir, page, pageSize }),
    [...filters, sort, page, pageSize],
    failure,
  );
  // A new filter or page size shows its first page.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new filter or page size (the caller's list) resets the page
  useEffect(() => setPage(1), [...filters, pageSize]);
  const sortBy = useCallback((column: K) => setSort((current) => nextSort(current, column)), []);
  return { ...list, sort, sortBy, page, setPage, pageSize, setPageSize };
}
