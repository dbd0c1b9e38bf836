// Paging and search helpers shared by the content repositories: lists are filtered, sorted and
// paged in SQL.
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { pageParam, pageSizeParam } from '../../lib/schemas/paging.ts';
import { HttpError } from '../http.ts';
import { queryParams } from '../query.ts';
import { containsPattern } from '../sql.ts';

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export interface ListParams {
  q: string;
  page: number;
  pageSize: number;
  params: URLSearchParams;
}

export const MAX_PAGE_SIZE = 200;

/** Reads q, page and pageSize from a URL by the house's one paging rule (400 naming the field). */
export function listParams(url: URL, defaultPageSize = 50): ListParams {
  const p = queryParams(url);
  const read = <T>(name: string, schema: z.ZodType<T>): T => {
    const parsed = schema.safeParse(p.get(name) || undefined);
    if (parsed.success) return parsed.data;
    const message = parsed.error.issues[0]?.message ?? `${name} is not valid`;
    throw new HttpError(400, message, [{ path: name, message }]);
  };
  const q = (p.get('q') ?? '').trim().slice(0, 200);
  if (q.includes('\u0000')) throw new HttpError(400, 'Search contains an invalid character');
  return {
    q,
    page: read('page', pageParam),
    pageSize: read('pageSize', pageSizeParam(MAX_PAGE_SIZE, defaultPageSize)),
    params: p,
  };
}

/** Case-insensitive "contains" over the given columns (LIKE wildcards in the text are literal). */
export function containsAny(q: string, columns: (AnyPgColumn | SQL)[]): SQL | undefined {
  if (!q) return undefined;
  const pattern = containsPattern(q);
  return sql`(${sql.join(
    columns.map((c) => sql`${c}::text ILIKE ${pattern}`),
    sql` OR `,
  )})`;
}

/** An optional filter value that must be one of `allowed` ("all" or absent means no filter). */
export function enumParam<T extends string>(
  params: URLSearchParams,
  name: string,
  allowed: readonly T[],
): T | undefined {
  const raw = params.get(name);
  if (raw === null || raw === '' || raw === 'all') return undefined;
  if (!(allowed as readonly string[]).includes(raw)) {
    throw new HttpError(400, `${name} must be one of ${allowed.join(', ')}`, [
      { path: name, message: `${name} must be one of ${allowed.join(', ')}` },
    ]);
  }
  return raw as T;
}
