// A server-paged list from usePagedList as a table: its load error, the rows (or the empty
// message) and the pages under it.
import type { ReactNode } from 'react';
import type { usePagedList } from './lists.ts';
import { Pagination } from './Pagination.tsx';
import { DataTable, type HeadCell } from './Table.tsx';

export function PagedTable<T>({
  list,
  caption,
  head,
  empty,
  noun,
  row,
}: {
  list: ReturnType<typeof usePagedList<T>>;
  caption: string;
  head: readonly HeadCell<string>[];
  /** Shown when nothing matches. */
  empty: string;
  /** What the rows are, plural ("badges"), for the pages' text. */
  noun: string;
  row: (item: T) => ReactNode;
}) {
  return (
    <>
      {list.error && (
        <p className="admin-error" role="alert">
          {list.error}
        </p>
      )}
      {list.data && (
        <>
          <DataTable caption={caption} head={head} empty={list.data.items.length === 0 && empty}>
            {list.data.items.map(row)}
          </DataTable>
          <Pagination page={list.page} total={list.data.total} onPage={list.setPage} noun={noun} />
        </>
      )}
    </>
  );
}
