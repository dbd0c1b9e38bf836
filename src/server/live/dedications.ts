// App users' ayah dedications (decision 0065): a dedication asks listeners to remember someone in
// their duas while an ayah is recited; it promises no reward. Each is moderated before anyone else
// sees it, counts against a monthly quota in the user's local month (src/lib/quota-month.ts, as dua
// requests, decision 0064), and may be reported once per user when approved.
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/client.ts';
import { quotaPeriod } from '../../lib/quota-month.ts';
import type { LocaleCode } from '../../lib/i18n/locales.ts';
import type { DedicationCreate } from '../../lib/schemas/live.ts';
import { now } from '../clock.ts';
import { HttpError } from '../http.ts';
import { claimQuota } from '../monthly-quotas.ts';
import { isUniqueViolation, queryRows } from '../sql.ts';
import { readUser } from '../app/deeds-user.ts';
import { ABUSIVE_WORDS, hasAbusiveWord } from './abusive-words.ts';
import { countReport } from './report-count.ts';
import { DEDICATION_COLUMNS, DEDICATION_NOT_FOUND, readSession, toMyDedication, type DedicationRow } from './rows.ts';

export const SESSION_ENDED = 'This recitation session has ended: dedications are made before or during it.';
export const ayahNotInSession = (first: number, last: number) =>
  `ayahNumber is one of the session's ayahs, ${first} to ${last}`;
export const OWN_DEDICATION = 'You cannot report your own dedication.';
export const ALREADY_REPORTED = 'You have already reported this dedication.';

/** 400 naming each field that holds an abusive word (English and the user's language). */
function refuseAbusive(body: DedicationCreate, locale: LocaleCode): void {
  const fields = (['recipientName', 'dedicatorName', 'message'] as const).filter((field) => {
    const text = body[field];
    return typeof text === 'string' && hasAbusiveWord(text, locale);
  });
  if (!fields.length) return;
  const issues = fields.map((path) => ({ path, message: `${path} ${ABUSIVE_WORDS}` }));
  throw new HttpError(400, issues[0]!.message, issues);
}

/** POST /live-sessions/{id}/dedications: checked, then the quota's claim and the row in one transaction. */
export async function createDedication(db: Database, userId: number, sessionId: number, body: DedicationCreate) {
  return db.transaction(async (tx) => {
    const user = await readUser(tx, userId, false);
    const session = await readSession(tx, sessionId);
    if (session.status === 'ended') throw new HttpError(409, SESSION_ENDED);
    if (body.ayahNumber < session.first_ayah || body.ayahNumber > session.last_ayah) {
      const message = ayahNotInSession(session.first_ayah, session.last_ayah);
      throw new HttpError(400, message, [{ path: 'ayahNumber', message }]);
    }
    refuseAbusive(body, user.language);
    await claimQuota(tx, userId, 'dedications', quotaPeriod(now(), user.timeZone, user.zoneChange));
    const [saved] = await queryRows<{ id: number }>(
      tx,
      sql`INSERT INTO ayah_dedications (user_id, session_id, recipient_name, dedicator_name, message, surah_name,
            surah_number, ayah_number, status, is_displayed)
          VALUES (${userId}, ${sessionId}, ${body.recipientName!}, ${body.dedicatorName!}, ${body.message ?? null},
            (SELECT surah_name FROM live_prayer_sessions WHERE id = ${sessionId}), ${session.surah_number},
            ${body.ayahNumber}, 'pending', FALSE)
          RETURNING id`,
    );
    const row = await mine(tx, userId, saved!.id);
    return { locale: user.language, dedication: toMyDedication(row) };
  });
}

async function mine(db: Executor, userId: number, id: number): Promise<DedicationRow> {
  const [row] = await queryRows<DedicationRow>(
    db,
    sql`SELECT ${DEDICATION_COLUMNS} FROM ayah_dedications d LEFT JOIN live_prayer_sessions s ON s.id = d.session_id
        WHERE d.id = ${id} AND d.user_id = ${userId}`,
  );
  if (!row) throw new HttpError(404, DEDICATION_NOT_FOUND);
  return row;
}

/** GET /dedications: the user's own, newest first, a page at a time (`before` the last id seen). */
export async function myDedications(db: Executor, userId: number, page: { before?: number; limit: number }) {
  const user = await readUser(db, userId, false);
  const before = page.before === undefined ? sql`` : sql`AND d.id < ${page.before}`;
  const rows = await queryRows<DedicationRow>(
    db,
    sql`SELECT ${DEDICATION_COLUMNS} FROM ayah_dedications d LEFT JOIN live_prayer_sessions s ON s.id = d.session_id
        WHERE d.user_id = ${userId} ${before} ORDER BY d.id DESC LIMIT ${page.limit + 1}`,
  );
  const items = rows.slice(0, page.limit).map(toMyDedication);
  return { locale: user.language, items, nextBefore: rows.length > page.limit ? items[items.length - 1]!.id : null };
}

/**
 * POST /dedications/{id}/reports: someone else's approved dedication (any other is 404: the user
 * cannot see it), once per user (409 again). Moderators see the count and reasons in their queue.
 */
export async function reportDedication(db: Database, userId: number, id: number, reason: string) {
  await db.transaction(async (tx) => {
    await readUser(tx, userId, false);
    const [row] = await queryRows<{ user_id: number }>(
      tx,
      sql`SELECT user_id FROM ayah_dedications WHERE id = ${id} AND status = 'approved' FOR UPDATE`,
    );
    if (!row) throw new HttpError(404, DEDICATION_NOT_FOUND);
    if (row.user_id === userId) throw new HttpError(403, OWN_DEDICATION);
    try {
      await tx.execute(
        sql`INSERT INTO ayah_dedication_reports (dedication_id, user_id, reason) VALUES (${id}, ${userId}, ${reason})`,
      );
    } catch (error) {
      if (isUniqueViolation(error, 'ayah_dedication_reports_once')) throw new HttpError(409, ALREADY_REPORTED);
      throw error;
    }
    await countReport(tx, id);
  });
  return { reported: true as const };
}
