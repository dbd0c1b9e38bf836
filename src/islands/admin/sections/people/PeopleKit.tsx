// Small pieces shared by the people tools: sortable column headers, pagination, a modal dialog
// (native <dialog>: focus stays inside, Escape closes), dates and a debounced search value.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { PAGE_SIZES, type PageSize } from '../../../../lib/schemas/people.ts';
import { nextSort, type SortState } from '../../../../lib/people.ts';

export { nextSort, type SortState };
import peopleCss from './people.css?inline';
import { adoptStyles } from '../../kit/styles.ts';

adoptStyles('people', peopleCss);

export function formatDate(value: string | null | undefined): string {
  if (!value) return '—';
  return new Date(value).toLocaleDateString('en-GB', { year: 'numeric', month: 'short', day: 'numeric' });
}

export function formatNumber(value: number): string {
  return value.toLocaleString('en-US');
}

export function useDebounced<T>(value: T, ms = 300): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
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

export function Pagination({
  page,
  pageSize,
  total,
  noun,
  onPage,
  onPageSize,
}: {
  page: number;
  pageSize: PageSize;
  total: number;
  noun: string;
  onPage: (page: number) => void;
  /** Without it, the page size is fixed and no size selector is shown. */
  onPageSize?: (size: PageSize) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const id = `page-size-${noun.replace(/\W/g, '')}`;
  return (
    <nav className="people-pagination" aria-label={`${noun} pages`}>
      <p aria-live="polite">
        Page {formatNumber(Math.min(page, pages))} of {formatNumber(pages)} ({formatNumber(total)} {noun})
      </p>
      <div className="people-pagination-controls">
        {onPageSize && (
          <>
            <label htmlFor={id}>Rows per page</label>
            <select id={id} value={pageSize} onChange={(e) => onPageSize(Number(e.target.value) as PageSize)}>
              {PAGE_SIZES.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </select>
          </>
        )}
        <button type="button" className="btn btn-outline btn-sm" onClick={() => onPage(1)} disabled={page <= 1}>
          First
        </button>
        <button type="button" className="btn btn-outline btn-sm" onClick={() => onPage(page - 1)} disabled={page <= 1}>
          Previous
        </button>
        <button type="button" className="btn btn-outline btn-sm" onClick={() => onPage(page + 1)} disabled={page >= pages}>
          Next
        </button>
      </div>
    </nav>
  );
}

/** A modal dialog: opens with showModal() (focus trapped, Escape closes), labelled by its title. */
export function Modal({ title, onClose, children, wide }: { title: string; onClose: () => void; children: ReactNode; wide?: boolean }) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useRef(`dialog-${Math.random().toString(36).slice(2)}`).current;
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  return (
    <dialog ref={ref} className={wide ? 'people-dialog people-dialog-wide' : 'people-dialog'} aria-labelledby={titleId} onClose={onClose}>
      <div className="people-dialog-head">
        <h2 id={titleId}>{title}</h2>
        <button type="button" className="btn btn-ghost btn-sm" onClick={() => ref.current?.close()} aria-label="Close">
          ✕
        </button>
      </div>
      {children}
    </dialog>
  );
}

export function ErrorPanel({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="admin-panel card" role="alert">
      <p>{message}</p>
      <button type="button" className="btn btn-outline btn-sm" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}

export function ProgressBar({ value, label }: { value: number; label: string }) {
  const clamped = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <div className="people-progress" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={clamped} aria-label={label}>
      <span style={{ width: `${clamped}%` }} />
    </div>
  );
}
