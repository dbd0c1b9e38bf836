// A back-office table: scrollable wrapper, a caption for screen readers, one header row, the empty
// message as a full-width row, and sortable column headers (the sort runs on the server).
import type { ReactNode } from 'react';
import type { SortState } from '../../../lib/people.ts';
import './kit-styles.ts';

export function DataTable({
  caption,
  head,
  columns,
  empty,
  className,
  children,
}: {
  caption: string;
  /** The header cells (<th scope="col"> or SortHeader). */
  head: ReactNode;
  /** How many columns the empty message spans. */
  columns: number;
  /** Shown as the only row when set (the list is empty). */
  empty?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className="admin-table-wrap">
      <table className={className ? `admin-table ${className}` : 'admin-table'}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>{head}</tr>
        </thead>
        <tbody>
          {empty ? (
            <tr>
              <td colSpan={columns} className="admin-empty">
                {empty}
              </td>
            </tr>
          ) : null}
          {children}
        </tbody>
      </table>
    </div>
  );
}

export function SortHeader<K extends string>({ label, column, state, onSort }: { label: string; column: K; state: SortState<K>; onSort: (column: K) => void }) {
  const active = state.sort === column;
  const ariaSort = active ? (state.dir === 'asc' ? 'ascending' : 'descending') : 'none';
  return (
    <th scope="col" aria-sort={ariaSort}>
      <button type="button" className="sort-button" onClick={() => onSort(column)}>
        {label}
        <span className="sort-indicator" aria-hidden="true">
          {active ? (state.dir === 'asc' ? '▲' : '▼') : '↕'}
        </span>
      </button>
    </th>
  );
}
