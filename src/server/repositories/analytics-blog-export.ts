// The blog view's CSV rows (GET /api/admin/analytics/export.csv?view=blog), read from the daily
// roll-up in pages of 1,000 rows so a long export streams.
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { isoDay, periodRange, type Period } from '../../lib/analytics/periods.ts';
import { queryRows } from '../sql.ts';
import { dayFilter } from './analytics-reports.ts';

/** Blog views per day and post for the export, streamed in pages of rows (oldest day first). */
export async function* blogExportRows(
  db: Executor,
  period: Period,
  today = isoDay(new Date()),
): AsyncGenerator<{ day: string; slug: string; title: string | null; views: number }> {
  const range = periodRange(period, today);
  let after: { day: string; slug: string } | null = null;
  for (;;) {
    const cursor: SQL = after ? sql`AND (r.day, r.dim) > (${after.day}::date, ${after.slug})` : sql``;
    const rows: { day: string; slug: string; title: string | null; views: number }[] = await queryRows(
      db,
      sql`SELECT r.day::text AS day, r.dim AS slug, p.title, r.views FROM (
            SELECT day, dim, sum(count)::int AS views FROM analytics_daily
            WHERE ${dayFilter(range)} AND metric = 'blog_read' GROUP BY day, dim
          ) r LEFT JOIN blog_posts p ON p.slug = r.dim
          WHERE true ${cursor}
          ORDER BY r.day, r.dim LIMIT 1000`,
    );
    for (const row of rows) yield row;
    if (rows.length < 1000) return;
    after = { day: rows.at(-1)!.day, slug: rows.at(-1)!.slug };
  }
}
