// Staff's moderation of ayah dedications (decision 0065): the queue, and approve / reject / remove,
// each with its audit row. Nobody but the dedicator and staff sees a dedication before approval; the
// live page shows approved ones in the order they were approved.
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/client.ts';
import type { DedicationQueue, DedicationStatus } from '../../lib/live.ts';
import type { DedicationModeration } from '../../lib/schemas/live.ts';
import { recordAudit, type AuditActor } from '../audit.ts';
import { now } from '../clock.ts';
import { HttpError } from '../http.ts';
import { queryRows } from '../sql.ts';
import { DEDICATION_COLUMNS, DEDICATION_NOT_FOUND, toAdminDedications, type DedicationRow } from './rows.ts';

const REFUSALS: Record<DedicationModeration['action'], string> = {
  approve: 'approved: only a pending one is approved or rejected',
  reject: 'rejected: only a pending one is approved or rejected',
  remove: 'removed: only an approved one can be removed',
  clearReports: 'cleared of reports: only an approved one is reported',
};
export const moderationRefused = (action: DedicationModeration['action'], status: DedicationStatus) =>
  `A ${status} dedication cannot be ${REFUSALS[action]}.`;

/** Which statuses each action moves from. */
const FROM: Record<DedicationModeration['action'], readonly DedicationStatus[]> = {
  approve: ['pending'],
  reject: ['pending'],
  remove: ['approved'],
  clearReports: ['approved'],
};

const queueFilter = (queue: DedicationQueue) =>
  queue === 'reported' ? sql`d.status = 'approved' AND d.report_count > 0` : sql`d.status = ${queue}`;

/** GET /api/admin/dedications: one queue a page at a time; pending oldest first, the others newest first. */
export async function dedicationQueue(
  db: Executor,
  query: { status: DedicationQueue; sessionId?: number; page: number; pageSize: number },
) {
  const where = sql`${queueFilter(query.status)} ${query.sessionId === undefined ? sql`` : sql`AND d.session_id = ${query.sessionId}`}`;
  const order =
    query.status === 'pending'
      ? sql`d.id ASC`
      : query.status === 'reported'
        ? sql`d.report_count DESC, d.id DESC`
        : sql`d.id DESC`;
  const [count] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM ayah_dedications d WHERE ${where}`,
  );
  const rows = await queryRows<DedicationRow>(
    db,
    sql`SELECT ${DEDICATION_COLUMNS} FROM ayah_dedications d LEFT JOIN live_prayer_sessions s ON s.id = d.session_id
        WHERE ${where} ORDER BY ${order} LIMIT ${query.pageSize} OFFSET ${(query.page - 1) * query.pageSize}`,
  );
  return { rows: await toAdminDedications(db, rows), total: count!.n, page: query.page, pageSize: query.pageSize };
}

export async function readDedication(db: Executor, id: number, lock = false): Promise<DedicationRow> {
  const [row] = await queryRows<DedicationRow>(
    db,
    sql`SELECT ${DEDICATION_COLUMNS} FROM ayah_dedications d LEFT JOIN live_prayer_sessions s ON s.id = d.session_id
        WHERE d.id = ${id} ${lock ? sql`FOR UPDATE OF d` : sql``}`,
  );
  if (!row) throw new HttpError(404, DEDICATION_NOT_FOUND);
  return row;
}

/**
 * PATCH /api/admin/dedications/{id}: approve a pending one (it joins the live page now, in approval
 * order), reject a pending one with a reason (the dedicator reads it), or remove an approved one.
 */
export async function moderateDedication(db: Database, staff: AuditActor, id: number, change: DedicationModeration) {
  const at = now().toISOString();
  const row = await db.transaction(async (tx) => {
    const was = await readDedication(tx, id, true);
    if (!FROM[change.action].includes(was.status))
      throw new HttpError(409, moderationRefused(change.action, was.status));
    if (change.action === 'clearReports') {
      await tx.execute(
        sql`UPDATE ayah_dedications SET report_count = 0, moderated_by = ${staff.username}, moderated_at = ${at} WHERE id = ${id}`,
      );
      await recordAudit(tx, staff, {
        action: 'dedication.reports_cleared',
        entityType: 'dedication',
        entityId: id,
        summary: `Kept dedication #${id} for "${was.recipient_name}" shown and cleared its ${was.report_count} report(s)`,
      });
      return readDedication(tx, id);
    }
    const reason = change.action === 'approve' ? null : change.reason;
    const status: DedicationStatus =
      change.action === 'approve' ? 'approved' : change.action === 'reject' ? 'rejected' : 'removed';
    await tx.execute(
      sql`UPDATE ayah_dedications SET status = ${status}, is_displayed = ${status === 'approved'},
            reject_reason = ${reason}, moderated_by = ${staff.username}, moderated_at = ${at},
            approved_at = ${change.action === 'approve' ? sql`${at}` : sql`approved_at`}
          WHERE id = ${id}`,
    );
    await recordAudit(tx, staff, {
      action: `dedication.${status}`,
      entityType: 'dedication',
      entityId: id,
      summary:
        `${status[0]!.toUpperCase()}${status.slice(1)} dedication #${id} for "${was.recipient_name}" by "${was.dedicator_name}"` +
        ` (session #${was.session_id ?? '—'}, ayah ${was.surah_number ?? '?'}:${was.ayah_number})${reason ? `: ${reason}` : ''}`,
    });
    return readDedication(tx, id);
  });
  const [dedication] = await toAdminDedications(db, [row]);
  return { dedication: dedication! };
}
