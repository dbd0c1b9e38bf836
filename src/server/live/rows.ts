// The rows of live recitation (decision 0065) and their answers: one reading of a session row and of
// a dedication row, shared by the staff, app and public endpoints so each says the same thing.
import { maghribDateOf } from '../../lib/maghrib.ts';
import { maghribCity, type MaghribCityId } from '../../lib/maghrib-cities.ts';
import type { AfterMaghrib } from '../../lib/schemas/live-maghrib.ts';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import {
  currentAyahOf,
  LISTENER_WINDOW_SECONDS,
  type DedicationStatus,
  type LiveSessionStatus,
} from '../../lib/live.ts';
import type { LocaleCode } from '../../lib/i18n/locales.ts';
import { PAGES } from '../../lib/public-routes.ts';
import { surahName, surahs } from '../../lib/quran/metadata.ts';
import type { AdminDedication, AdminLiveSession, LiveSessionSummary, MyDedication } from '../../lib/schemas/live.ts';
import { HttpError } from '../http.ts';
import { siteOrigin } from '../site-origin.ts';
import { isoTime, isoTimeOrNull, queryRows } from '../sql.ts';

export const SESSION_NOT_FOUND = 'No such live recitation session';
export const DEDICATION_NOT_FOUND = 'No such dedication';

export interface SessionRow extends Record<string, unknown> {
  id: number;
  title: string;
  description: string | null;
  status: LiveSessionStatus;
  reciter: string | null;
  surah_number: number;
  first_ayah: number;
  last_ayah: number;
  current_ayah: number;
  ayah_timings: number[] | null;
  timings_from: Date | string | null;
  audio_url: string | null;
  start_time: Date | string;
  end_time: Date | string;
  started_at: Date | string | null;
  ended_at: Date | string | null;
  listener_count: number;
  created_by: string | null;
  version: number;
  maghrib_city: string | null;
  maghrib_offset_minutes: number | null;
}

export const SESSION_COLUMNS = sql`id, title, description, status, reciter, surah_number, first_ayah, last_ayah,
  current_ayah, ayah_timings, timings_from, audio_url, start_time, end_time, started_at, ended_at, listener_count,
  created_by, version, maghrib_city, maghrib_offset_minutes`;

export const surahRef = (number: number, locale: LocaleCode) => ({
  number,
  name: surahName(number, locale).name,
  nameArabic: surahs()[number - 1]!.nameArabic,
});

/** The ayah the session is on now (its timings when live and timed, else the stored one). */
export const currentAyah = (row: SessionRow, at: Date) =>
  currentAyahOf(
    {
      status: row.status,
      firstAyah: row.first_ayah,
      lastAyah: row.last_ayah,
      currentAyah: row.current_ayah,
      ayahTimings: row.ayah_timings,
      timingsFrom: row.timings_from === null ? null : new Date(row.timings_from),
    },
    at,
  );

export function toSummary(row: SessionRow, locale: LocaleCode): LiveSessionSummary {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    status: row.status,
    reciter: row.reciter,
    surah: surahRef(row.surah_number, locale),
    firstAyah: row.first_ayah,
    lastAyah: row.last_ayah,
    startTime: isoTime(row.start_time),
    endTime: isoTime(row.end_time),
    startedAt: isoTimeOrNull(row.started_at),
    endedAt: isoTimeOrNull(row.ended_at),
    audioUrl: row.audio_url,
    pageUrl: `${siteOrigin()}${PAGES.liveSession(row.id)}`,
  };
}

export function toAdminSession(row: SessionRow, at: Date, listenerCount: number): AdminLiveSession {
  return {
    ...toSummary(row, 'en'),
    currentAyah: currentAyah(row, at),
    ayahTimings: row.ayah_timings,
    listenerCount,
    version: row.version,
    createdBy: row.created_by,
    afterMaghrib: afterMaghribOf(row),
  };
}

/** The start as set after Maghrib (decision 0070), its date the city's; null for a start typed as a time. */
function afterMaghribOf(row: SessionRow): AfterMaghrib | null {
  const city = row.maghrib_city === null ? undefined : maghribCity(row.maghrib_city);
  const minutes = row.maghrib_offset_minutes;
  if (!city || minutes === null) return null;
  return { city: city.id as MaghribCityId, date: maghribDateOf(city, new Date(row.start_time), minutes), minutes };
}

export async function readSession(db: Executor, id: number, lock = false): Promise<SessionRow> {
  const [row] = await queryRows<SessionRow>(
    db,
    sql`SELECT ${SESSION_COLUMNS} FROM live_prayer_sessions WHERE id = ${id} ${lock ? sql`FOR UPDATE` : sql``}`,
  );
  if (!row) throw new HttpError(404, SESSION_NOT_FOUND);
  return row;
}

/**
 * The listener count a session shows: app listeners seen in the last 90 s while live (derived, never a
 * stored counter), the stored peak once it ended, 0 before it starts.
 */
export async function listenerCountOf(db: Executor, row: SessionRow, at: Date): Promise<number> {
  if (row.status === 'ended') return row.listener_count;
  if (row.status === 'scheduled') return 0;
  return activeListeners(db, row.id, at);
}

export async function activeListeners(db: Executor, sessionId: number, at: Date): Promise<number> {
  const since = new Date(at.getTime() - LISTENER_WINDOW_SECONDS * 1000).toISOString();
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM live_prayer_listeners
        WHERE session_id = ${sessionId} AND is_active AND last_seen_at > ${since}`,
  );
  return row!.n;
}

export interface DedicationRow extends Record<string, unknown> {
  id: number;
  session_id: number | null;
  session_title: string | null;
  user_id: number;
  recipient_name: string;
  dedicator_name: string;
  message: string | null;
  surah_number: number | null;
  ayah_number: number;
  status: DedicationStatus;
  reject_reason: string | null;
  report_count: number;
  created_at: Date | string;
  moderated_at: Date | string | null;
  moderated_by: string | null;
  approved_at: Date | string | null;
}

/** The columns of a dedication `d` joined with its session `s`. */
export const DEDICATION_COLUMNS = sql`d.id, d.session_id, s.title AS session_title, d.user_id, d.recipient_name,
  d.dedicator_name, d.message, d.surah_number, d.ayah_number, d.status, d.reject_reason, d.report_count, d.created_at,
  d.moderated_at, d.moderated_by, d.approved_at`;

export function toMyDedication(row: DedicationRow): MyDedication {
  return {
    id: row.id,
    sessionId: row.session_id,
    recipientName: row.recipient_name,
    dedicatorName: row.dedicator_name,
    message: row.message,
    ayahNumber: row.ayah_number,
    status: row.status,
    rejectReason: row.reject_reason,
    createdAt: isoTime(row.created_at),
  };
}

/** Staff's view of dedications, each with its reports (one query for all of them). */
export async function toAdminDedications(db: Executor, rows: DedicationRow[]): Promise<AdminDedication[]> {
  const ids = rows.map((r) => r.id);
  const reports = ids.length
    ? await queryRows<{ dedication_id: number; reason: string; created_at: Date | string }>(
        db,
        sql`SELECT dedication_id, reason, created_at FROM ayah_dedication_reports
            WHERE dedication_id IN (${sql.join(
              ids.map((id) => sql`${id}`),
              sql`, `,
            )}) ORDER BY id`,
      )
    : [];
  return rows.map((row) => ({
    id: row.id,
    sessionId: row.session_id,
    sessionTitle: row.session_title,
    userId: row.user_id,
    recipientName: row.recipient_name,
    dedicatorName: row.dedicator_name,
    message: row.message,
    surahNumber: row.surah_number,
    ayahNumber: row.ayah_number,
    status: row.status,
    rejectReason: row.reject_reason,
    reportCount: row.report_count,
    reports: reports
      .filter((r) => r.dedication_id === row.id)
      .map((r) => ({ reason: r.reason, createdAt: isoTime(r.created_at) })),
    createdAt: isoTime(row.created_at),
    moderatedAt: isoTimeOrNull(row.moderated_at),
    moderatedBy: row.moderated_by,
  }));
}
