// Staff's use cases of live recitation sessions (decision 0065; decision 0067: each owns its
// transaction and audit row): schedule, edit while scheduled, delete, and the control of a session
// (start, next, goToAyah, end). Scheduling, starting and ending rebuild the site after the commit, so
// the landing page's list of upcoming recitations stays true.
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/client.ts';
import type { LiveSessionStatus } from '../../lib/live.ts';
import { afterMaghrib } from '../../lib/maghrib.ts';
import { maghribCity } from '../../lib/maghrib-cities.ts';
import { surahs } from '../../lib/quran/metadata.ts';
import type { LiveControl, LiveSessionInput } from '../../lib/schemas/live.ts';
import { recordAudit, type AuditActor } from '../audit.ts';
import { triggerRebuild } from '../build-hook.ts';
import { now } from '../clock.ts';
import { HttpError } from '../http.ts';
import { queryRows } from '../sql.ts';
import { claimVersion, versionBump, type VersionedEntity } from '../versions.ts';
import {
  activeListeners,
  currentAyah,
  DEDICATION_COLUMNS,
  listenerCountOf,
  readSession,
  SESSION_COLUMNS,
  SESSION_NOT_FOUND,
  toAdminDedications,
  toAdminSession,
  type DedicationRow,
  type SessionRow,
} from './rows.ts';

export const ONLY_SCHEDULED_EDITED = 'Only a scheduled session can be edited: this one has started or ended.';
export const DELETE_REFUSED =
  'Only a scheduled session without dedications can be deleted: end it instead, so its dedications stay with it.';
export const notNow = (action: string, status: LiveSessionStatus) =>
  `A ${status} session cannot ${action === 'goToAyah' ? 'go to an ayah' : action}.`;
export const LAST_AYAH_REACHED = 'The session is on the last ayah of its range: end it, or go to another ayah.';
export const ayahOutside = (first: number, last: number) => `ayah is one of the session's range, ${first} to ${last}`;

const sessionVersions: VersionedEntity<unknown> = {
  table: 'live_prayer_sessions',
  noun: 'live recitation session',
  notFound: SESSION_NOT_FOUND,
  load: async (db, id) => {
    const [row] = await queryRows<SessionRow>(
      db,
      sql`SELECT ${SESSION_COLUMNS} FROM live_prayer_sessions WHERE id = ${id}`,
    );
    return row ? toAdminSession(row, now(), await listenerCountOf(db, row, now())) : null;
  },
};

const asAdmin = async (db: Executor, row: SessionRow) => {
  const at = now();
  return toAdminSession(row, at, await listenerCountOf(db, row, at));
};

/** GET /api/admin/live-sessions: newest start first, optionally of one status. */
export async function listSessions(db: Executor, status?: LiveSessionStatus) {
  const rows = await queryRows<SessionRow>(
    db,
    sql`SELECT ${SESSION_COLUMNS} FROM live_prayer_sessions
        ${status ? sql`WHERE status = ${status}` : sql``} ORDER BY start_time DESC, id DESC LIMIT 500`,
  );
  return { sessions: await Promise.all(rows.map((row) => asAdmin(db, row))) };
}

/** GET /api/admin/live-sessions/{id}: the session, its listeners (active now, ever) and its dedications. */
export async function sessionDetail(db: Executor, id: number) {
  const row = await readSession(db, id);
  const at = now();
  const [counts] = await queryRows<{ total: number }>(
    db,
    sql`SELECT count(*)::int AS total FROM live_prayer_listeners WHERE session_id = ${id}`,
  );
  const dedications = await queryRows<DedicationRow>(
    db,
    sql`SELECT ${DEDICATION_COLUMNS} FROM ayah_dedications d LEFT JOIN live_prayer_sessions s ON s.id = d.session_id
        WHERE d.session_id = ${id} ORDER BY d.id DESC LIMIT 500`,
  );
  return {
    session: toAdminSession(row, at, await listenerCountOf(db, row, at)),
    listeners: { active: row.status === 'live' ? await activeListeners(db, id, at) : 0, total: counts!.total },
    dedications: await toAdminDedications(db, dedications),
  };
}

/**
 * The start and end: as sent, or, for a start after Maghrib, the computed start and the length sent
 * (endTime − startTime), so the form's preview and the stored start cannot differ (decision 0070).
 */
function timesOf(input: LiveSessionInput): { start: Date; end: Date } {
  const start = new Date(input.startTime);
  const end = new Date(input.endTime);
  const after = input.afterMaghrib;
  if (!after) return { start, end };
  const computed = afterMaghrib(maghribCity(after.city)!, after.date, after.minutes);
  return { start: computed, end: new Date(computed.getTime() + end.getTime() - start.getTime()) };
}

const values = (input: LiveSessionInput) => {
  const surah = surahs()[input.surahNumber - 1]!;
  const { start, end } = timesOf(input);
  return {
    title: input.title!,
    description: input.description ?? null,
    surahName: surah.transliteration,
    surahNumber: input.surahNumber,
    firstAyah: input.firstAyah,
    lastAyah: input.lastAyah,
    reciter: input.reciter ?? null,
    audioUrl: input.audioUrl ?? null,
    startTime: start.toISOString(),
    endTime: end.toISOString(),
    timings: input.ayahTimings ? JSON.stringify(input.ayahTimings) : null,
    maghribCity: input.afterMaghrib?.city ?? null,
    maghribMinutes: input.afterMaghrib?.minutes ?? null,
  };
};

const describe = (v: ReturnType<typeof values>) =>
  `"${v.title}", surah ${v.surahNumber}:${v.firstAyah}-${v.lastAyah}, ${v.startTime.slice(0, 16).replace('T', ' ')} UTC` +
  (v.maghribCity ? ` (${v.maghribMinutes} min after Maghrib in ${maghribCity(v.maghribCity)!.name})` : '');

/** POST /api/admin/live-sessions: schedules a session. */
export async function createSession(db: Database, staff: AuditActor, input: LiveSessionInput) {
  const v = values(input);
  const row = await db.transaction(async (tx) => {
    const [saved] = await queryRows<SessionRow>(
      tx,
      sql`INSERT INTO live_prayer_sessions (title, description, surah_name, surah_number, first_ayah, last_ayah,
            current_ayah, total_ayahs, reciter, audio_url, start_time, end_time, ayah_timings, created_by, changed_by,
            maghrib_city, maghrib_offset_minutes)
          VALUES (${v.title}, ${v.description}, ${v.surahName}, ${v.surahNumber}, ${v.firstAyah}, ${v.lastAyah},
            ${v.firstAyah}, ${v.lastAyah - v.firstAyah + 1}, ${v.reciter}, ${v.audioUrl}, ${v.startTime}, ${v.endTime},
            ${v.timings}::jsonb, ${staff.username}, ${staff.username}, ${v.maghribCity}, ${v.maghribMinutes})
          RETURNING ${SESSION_COLUMNS}`,
    );
    await recordAudit(tx, staff, {
      action: 'live_session.created',
      entityType: 'live_session',
      entityId: saved!.id,
      summary: `Scheduled live recitation #${saved!.id} ${describe(v)}`,
    });
    return saved!;
  });
  await triggerRebuild(`Live recitation scheduled: #${row.id}`);
  return { session: await asAdmin(db, row) };
}

/** PUT /api/admin/live-sessions/{id}: edits a scheduled session (the version it was loaded at). */
export async function editSession(
  db: Database,
  staff: AuditActor,
  id: number,
  version: number,
  input: LiveSessionInput,
) {
  const v = values(input);
  const row = await db.transaction(async (tx) => {
    await claimVersion(tx, sessionVersions, id, version, staff.username);
    const was = await readSession(tx, id);
    if (was.status !== 'scheduled') throw new HttpError(409, ONLY_SCHEDULED_EDITED);
    const [saved] = await queryRows<SessionRow>(
      tx,
      sql`UPDATE live_prayer_sessions SET title = ${v.title}, description = ${v.description}, surah_name = ${v.surahName},
            surah_number = ${v.surahNumber}, first_ayah = ${v.firstAyah}, last_ayah = ${v.lastAyah},
            current_ayah = ${v.firstAyah}, total_ayahs = ${v.lastAyah - v.firstAyah + 1}, reciter = ${v.reciter},
            audio_url = ${v.audioUrl}, start_time = ${v.startTime}, end_time = ${v.endTime},
            ayah_timings = ${v.timings}::jsonb, maghrib_city = ${v.maghribCity},
            maghrib_offset_minutes = ${v.maghribMinutes}, updated_at = now()
          WHERE id = ${id} RETURNING ${SESSION_COLUMNS}`,
    );
    await recordAudit(tx, staff, {
      action: 'live_session.updated',
      entityType: 'live_session',
      entityId: id,
      summary: `Edited live recitation #${id} ${describe(v)} (was "${was.title}")`,
    });
    return saved!;
  });
  await triggerRebuild(`Live recitation edited: #${id}`);
  return { session: await asAdmin(db, row) };
}

/** DELETE /api/admin/live-sessions/{id}: only a scheduled session nobody has dedicated an ayah of. */
export async function deleteSession(db: Database, staff: AuditActor, id: number, version: number) {
  await db.transaction(async (tx) => {
    await claimVersion(tx, sessionVersions, id, version, staff.username);
    const was = await readSession(tx, id);
    const [made] = await queryRows<{ n: number }>(
      tx,
      sql`SELECT count(*)::int AS n FROM ayah_dedications WHERE session_id = ${id}`,
    );
    if (was.status !== 'scheduled' || made!.n > 0) throw new HttpError(409, DELETE_REFUSED);
    await tx.execute(sql`DELETE FROM live_prayer_sessions WHERE id = ${id}`);
    await recordAudit(tx, staff, {
      action: 'live_session.deleted',
      entityType: 'live_session',
      entityId: id,
      summary: `Deleted scheduled live recitation #${id} "${was.title}"`,
    });
  });
  await triggerRebuild(`Live recitation deleted: #${id}`);
}

/**
 * The instant a timed session's timings count from so that `ayah` begins now: moving to an ayah by
 * hand resumes the timings from there instead of jumping back to where the clock says.
 */
function timingsFromFor(row: SessionRow, ayah: number, at: Date): string | null {
  const offset = row.ayah_timings?.[ayah - row.first_ayah];
  return offset === undefined ? null : new Date(at.getTime() - offset * 1000).toISOString();
}

const AUDIT_ACTIONS = {
  start: 'live_session.started',
  next: 'live_session.moved',
  goToAyah: 'live_session.moved',
  end: 'live_session.ended',
} as const satisfies Record<LiveControl['action'], string>;

/** POST /api/admin/live-sessions/{id}/control: start, next, goToAyah, end. Each makes a new version. */
export async function controlSession(db: Database, staff: AuditActor, id: number, control: LiveControl) {
  const at = now();
  const row = await db.transaction(async (tx) => {
    const was = await readSession(tx, id, true);
    const bump = versionBump(staff.username);
    const set = (assignments: ReturnType<typeof sql>) =>
      queryRows<SessionRow>(
        tx,
        sql`UPDATE live_prayer_sessions SET ${assignments}, version = ${bump.version}, changed_by = ${bump.changedBy},
              changed_at = ${bump.changedAt}, updated_at = now() WHERE id = ${id} RETURNING ${SESSION_COLUMNS}`,
      );
    let saved: SessionRow[];
    let summary: string;
    const atIso = at.toISOString();
    if (control.action === 'start') {
      if (was.status !== 'scheduled') throw new HttpError(409, notNow('start', was.status));
      saved = await set(
        sql`status = 'live', is_live = TRUE, started_at = ${atIso}, timings_from = ${atIso}, current_ayah = first_ayah`,
      );
      summary = `Started live recitation #${id} "${was.title}"`;
    } else if (control.action === 'end') {
      if (was.status === 'ended') throw new HttpError(409, notNow('end', was.status));
      // The count the session keeps is the derived one at its end (decision 0065): no hot counter.
      const count = was.status === 'live' ? await activeListeners(tx, id, at) : 0;
      saved = await set(
        sql`status = 'ended', is_live = FALSE, ended_at = ${atIso}, listener_count = ${count},
            current_ayah = ${currentAyah(was, at)}`,
      );
      await tx.execute(
        sql`UPDATE live_prayer_listeners SET is_active = FALSE, left_at = coalesce(left_at, ${atIso})
            WHERE session_id = ${id} AND is_active`,
      );
      summary = `Ended live recitation #${id} "${was.title}" (${count} listening at the end)`;
    } else {
      if (was.status !== 'live') throw new HttpError(409, notNow(control.action, was.status));
      const on = currentAyah(was, at);
      const ayah = control.action === 'next' ? on + 1 : control.ayah;
      if (control.action === 'next' && ayah > was.last_ayah) throw new HttpError(409, LAST_AYAH_REACHED);
      if (ayah < was.first_ayah || ayah > was.last_ayah) {
        const message = ayahOutside(was.first_ayah, was.last_ayah);
        throw new HttpError(400, message, [{ path: 'ayah', message }]);
      }
      saved = await set(sql`current_ayah = ${ayah}, timings_from = ${timingsFromFor(was, ayah, at)}`);
      summary = `Live recitation #${id} "${was.title}" moved to ayah ${was.surah_number}:${ayah} (was ${on})`;
    }
    await recordAudit(tx, staff, {
      action: AUDIT_ACTIONS[control.action],
      entityType: 'live_session',
      entityId: id,
      summary,
    });
    return saved[0]!;
  });
  if (control.action === 'start' || control.action === 'end')
    await triggerRebuild(`Live recitation ${control.action === 'start' ? 'started' : 'ended'}: #${id}`);
  return { session: await asAdmin(db, row) };
}
