// A back-office table: scrollable wrapper, a caption for screen readers, one header row, the empty
// message as a full-width row, and sortable column headers (the sort runs on the server).
import { Fragment, isValidElement, type ReactElement, type ReactNode } from 'react';
import type { SortState } from '../../../lib/people.ts';
import './kit-styles.ts';

/** A header cell: a plain label, a sortable column (needs DataTable's `sort`), or a cell of your own. */
export type HeadCell<K extends string> = string | { label: string; column: K } | ReactElement;

export function DataTable<K extends string = string>({
  caption,
  head,
  sort,
  empty,
  className,
  children,
}: {
  caption: string;
  head: readonly HeadCell<K>[];
  /** The server-side sort the sortable headers show and change. */
  sort?: { state: SortState<K>; onSort: (column: K) => void };
  /** Shown as the only row, across every column, when set (the list is empty). */
  empty?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className="admin-table-wrap">
      <table className={className ? `admin-table ${className}` : 'admin-table'}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {head.map((cell, i) => {
              if (typeof cell === 'string') {
                return (
                  <th key={i} scope="col">
                    {cell}
                  </th>
                );
              }
              if ('column' in cell && sort)
                return (
                  <SortHeader key={i} label={cell.label} column={cell.column} state={sort.state} onSort={sort.onSort} />
                );
              return <Fragment key={i}>{cell as ReactElement}</Fragment>;
            })}
          </tr>
        </thead>
        <tbody>
          {empty ? (
            <tr>
              <td colSpan={head.length} className="admin-empty">
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

export function SortHeader<K extends string>({
  label,
  column,
  state,
  onSort,
}: {
  label: string;
  column: K;
  state: SortState<K>;
  onSort: (column: K) => void;
}) {
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

/** One button or link of a row's actions. */
export interface RowAction {
  /** The visible text ("Edit"). */
  label: string;
  /** What a screen reader hears; by default the label and the row's name ("Edit Morning adhkar"). */
  ariaLabel?: string;
  onClick?: () => void;
  /** A link instead of a button. */
  href?: string;
  /** The link opens in a new tab (said to screen readers). */
  newTab?: boolean;
  /** Red text: the action removes or disables something. */
  danger?: boolean;
  disabled?: boolean;
}

/**
 * A row's actions, in a row, named for screen readers with the row's name. `false`, `null` and
 * `undefined` entries are skipped, so an action that does not apply is written `!isMe && {…}`; an
 * element (a button with its own state, e.g. Send as newsletter) stands in its place as it is.
 */
export function RowActions({
  name,
  actions,
}: {
  name: string;
  actions: (RowAction | ReactElement | false | null | undefined)[];
}) {
  return (
    <div className="row-actions">
      {actions.map((action, index) => {
        if (!action) return null;
        if (isValidElement(action)) return <Fragment key={index}>{action}</Fragment>;
        const className = action.danger ? 'btn btn-ghost btn-sm btn-danger-text' : 'btn btn-ghost btn-sm';
        const ariaLabel = action.ariaLabel ?? `${action.label} ${name}${action.newTab ? ' (opens in a new tab)' : ''}`;
        if (action.href !== undefined) {
          return (
            <a
              key={action.label}
              className={className}
              href={action.href}
              aria-label={ariaLabel}
              {...(action.newTab ? { target: '_blank', rel: 'noopener' } : {})}
            >
              {action.label}
            </a>
          );
        }
        return (
          <button
            key={action.label}
            type="button"
            className={className}
            onClick={action.onClick}
            disabled={action.disabled}
            aria-label={ariaLabel}
          >
            {action.label}
          </button>
        );
      })}
    </div>
  );
}

/** A row's Edit and Delete buttons, named for screen readers ("Edit Morning adhkar"). */
export function EditDeleteButtons({
  name,
  onEdit,
  onDelete,
  busy = false,
}: {
  name: string;
  onEdit: () => void;
  onDelete: () => void;
  busy?: boolean;
}) {
  return (
    <RowActions
      name={name}
      actions={[
        { label: 'Edit', onClick: onEdit },
        { label: 'Delete', onClick: onDelete, disabled: busy, danger: true },
      ]}
    />
  );
}
