// Loads a report and reloads it when its inputs change; stale answers are ignored.
import { useEffect, useState } from 'react';
import { errorMessage } from '../../admin-api.ts';

export type ReportState<T> =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; data: T };

export function useReport<T>(load: () => Promise<T>, deps: readonly unknown[]): ReportState<T> {
  const [state, setState] = useState<ReportState<T>>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    setState((current) => (current.status === 'ready' ? current : { status: 'loading' }));
    load().then(
      (data) => live && setState({ status: 'ready', data }),
      (error: unknown) =>
        live && setState({ status: 'error', message: errorMessage(error, 'Could not load the figures.') }),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
  return state;
}

/** A paged report: back to page 1 whenever the filters change. */
export function usePagedReport<T>(
  load: (page: number) => Promise<T>,
  filters: readonly unknown[],
): { report: ReportState<T>; setPage: (page: number) => void } {
  const [page, setPage] = useState(1);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => setPage(1), filters);
  const report = useReport(() => load(page), [...filters, page]);
  return { report, setPage };
}
