import { describe, expect, it } from 'vitest';
import { pageWindow } from '../../src/lib/paging.ts';

/** Reads a page the way the window says, from a list of `total` numbered rows. */
function read(offset: number, size: number, total: number): number[] {
  const rows = Array.from({ length: total }, (_, i) => i);
  const w = pageWindow(offset, size, total);
  if (!w.reverse) return rows.slice(w.offset, w.offset + w.limit);
  return [...rows]
    .reverse()
    .slice(w.offset, w.offset + w.limit)
    .reverse();
}

describe('pageWindow', () => {
  it('reads every page of every small list exactly as forward OFFSET paging does', () => {
    for (let total = 0; total <= 40; total++) {
      for (const size of [1, 3, 25]) {
        for (let offset = 0; offset <= total + size; offset += size) {
          expect(read(offset, size, total), `${offset}/${size}/${total}`).toEqual(
            Array.from({ length: total }, (_, i) => i).slice(offset, offset + size),
          );
        }
      }
    }
  });

  it('reads the first half forward and the second half backward, skipping fewer rows', () => {
    expect(pageWindow(0, 25, 100_000)).toEqual({ reverse: false, offset: 0, limit: 25 });
    expect(pageWindow(99_975, 25, 100_000)).toEqual({ reverse: true, offset: 0, limit: 25 });
    expect(pageWindow(50_000, 25, 100_000)).toEqual({ reverse: true, offset: 49_975, limit: 25 });
    expect(pageWindow(49_975, 25, 100_000)).toEqual({ reverse: false, offset: 49_975, limit: 25 });
    // A short last page: 10 rows, none to skip from the end.
    expect(pageWindow(100, 25, 110)).toEqual({ reverse: true, offset: 0, limit: 10 });
    // Past the end: nothing to read.
    expect(pageWindow(200, 25, 110).limit).toBe(0);
  });
});
