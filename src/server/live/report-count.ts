// What a dedication's report_count means, in one place (decision 0065): the reports made since staff
// last cleared them. A report raises it by one; clearing (moderation.ts) sets it to 0 and keeps the
// report rows, so their authors cannot report again; an account's deletion takes back the reports
// of that account still counted. Kept apart from dedications.ts so the account deletion
// (repositories/people-users.ts) can call it without an import circle.
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';

/** A new report of dedication `id`, inside the transaction that inserted its row (the dedication locked). */
export async function countReport(tx: Executor, id: number): Promise<void> {
  await tx.execute(sql`UPDATE ayah_dedications SET report_count = report_count + 1 WHERE id = ${id}`);
}

/**
 * Before an account's rows cascade away: lower the count of each dedication the user reported, if
 * their report is still counted. The counted reports are the dedication's newest `report_count`
 * rows (ids rise under the dedication's row lock, and a clear counts none of those before it), so a
 * report made before a clear lowers nothing: a plain "minus one, never below zero" would instead
 * take away the report of someone who reported after the clear. The count cannot go below zero: a
 * report is counted only if report_count >= its rank >= 1.
 */
export async function uncountReportsOf(tx: Executor, userId: number): Promise<void> {
  // Lock first (as reporting and clearing do), so the next statement's snapshot sees every report.
  await tx.execute(
    sql`SELECT 1 FROM ayah_dedications WHERE id IN (SELECT dedication_id FROM ayah_dedication_reports WHERE user_id = ${userId})
        ORDER BY id FOR UPDATE`,
  );
  await tx.execute(
    sql`UPDATE ayah_dedications d SET report_count = d.report_count - 1
        FROM ayah_dedication_reports r
        WHERE r.user_id = ${userId} AND r.dedication_id = d.id
          AND (SELECT count(*) FROM ayah_dedication_reports o WHERE o.dedication_id = d.id AND o.id >= r.id) <= d.report_count`,
  );
}
