// Where an OFFSET page is read from. OFFSET walks every row before the page, so a page past the
// middle of a list is read from the other end: the same order reversed (every sort key and the
// tie-break flipped; exact only when no key is null or nulls are flipped too), skipping the rows
// after the page, then the rows are put back in order.

export interface PageWindow {
  /** Read in the reversed order (and reverse the rows read). */
  reverse: boolean;
  /** Rows to skip in the order read. */
  offset: number;
  /** Rows to read: the page size, fewer on a short last page, 0 past the end. */
  limit: number;
}

/** The cheaper way to read rows `offset` … `offset + pageSize − 1` of `total`. */
export function pageWindow(offset: number, pageSize: number, total: number): PageWindow {
  const end = Math.min(offset + pageSize, total);
  const limit = Math.max(0, end - offset);
  const fromEnd = Math.max(0, total - end);
  return fromEnd < offset ? { reverse: true, offset: fromEnd, limit } : { reverse: false, offset, limit };
}
