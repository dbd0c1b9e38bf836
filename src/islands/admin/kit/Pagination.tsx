// Pages of a server-paged list: "Page 2 of 7 (312 users)", First/Previous/Next and, when the
// caller lets people choose, the rows per page.
import { PAGE_SIZES, type PageSize } from '../../../lib/schemas/paging.ts';
import { formatNumber } from './format.ts';
import { PAGE_SIZE } from './lists.ts';
import './kit-styles.ts';

export function Pagination({
  page,
  pageSize = PAGE_SIZE,
  total,
  noun,
  onPage,
  onPageSize,
}: {
  page: number;
  /** Rows per page (the content lists' fixed PAGE_SIZE unless given). */
  pageSize?: number;
  total: number;
  noun: string;
  onPage: (page: number) => void;
  /** Without it, the page size is fixed and no size selector is shown. */
  onPageSize?: (size: PageSize) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const id = `page-size-${noun.replace(/\W/g, '')}`;
  return (
    <nav className="admin-pagination" aria-label={`${noun} pages`}>
      <p aria-live="polite">
        Page {formatNumber(Math.min(page, pages))} of {formatNumber(pages)} ({formatNumber(total)} {noun})
      </p>
      <div className="admin-pagination-controls">
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
        <button
          type="button"
          className="btn btn-outline btn-sm"
          onClick={() => onPage(page + 1)}
          disabled={page >= pages}
        >
          Next
        </button>
      </div>
    </nav>
  );
}
