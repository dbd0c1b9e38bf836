// What listeners see of a session (decision 0065): its public state (the current ayah's verified
// Arabic and licensed translation with their attribution, decision 0061; the derived listener count;
// the approved dedications in approval order), and the app's list of sessions.
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { verseAttribution } from '../../lib/content/quran-source.ts';
import { ENDED_LISTED_HOURS, STATE_CDN_SECONDS, STATE_DEDICATIONS, STATE_STALE_SECONDS } from '../../lib/live.ts';
import type { LocaleCode } from '../../lib/i18n/locales.ts';
import { editionFor, type QuranEncKey } from '../../lib/quran/quranenc-editions.ts';
import type { LiveState } from '../../lib/schemas/live.ts';
import { now } from '../clock.ts';
import { arabicQuran, translationAyahs } from '../quran.ts';
import { queryRows } from '../sql.ts';
import {
  currentAyah,
  listenerCountOf,
  readSession,
  SESSION_COLUMNS,
  surahRef,
  toSummary,
  type SessionRow,
} from './rows.ts';

/**
 * The public state's caching: Netlify's CDN keeps an answer 2 s and serves it stale up to 8 s more
 * while one request refreshes it; browsers always revalidate (max-age=0), so a listener never holds
 * an old ayah longer than the CDN does.
 */
export const STATE_CACHE_HEADERS = {
  'Cache-Control': 'public, max-age=0, must-revalidate',
  'Netlify-CDN-Cache-Control': `public, s-maxage=${STATE_CDN_SECONDS}, stale-while-revalidate=${STATE_STALE_SECONDS}`,
};

/** One ayah's Arabic and translation, unchanged, with the attribution QuranEnc's conditions ask for. */
async function ayahText(surah: number, ayah: number, locale: LocaleCode) {
  const { edition, fallback } = editionFor(locale);
  const [quran, translated] = await Promise.all([
    arabicQuran(),
    translationAyahs(edition.key as QuranEncKey, surah, ayah, ayah),
  ]);
  return {
    number: ayah,
    arabic: quran[surah - 1]!.verses[ayah - 1]!.text,
    translation: translated[0]?.text ?? '',
    footnotes: translated[0]?.footnotes ?? '',
    translationLocale: edition.locale,
    translationFallback: fallback,
    attribution: verseAttribution(edition),
  };
}

export async function stateOf(db: Executor, row: SessionRow, locale: LocaleCode): Promise<LiveState> {
  const at = now();
  const ayah = currentAyah(row, at);
  const dedications = await queryRows<{
    id: number;
    recipient_name: string;
    dedicator_name: string;
    message: string | null;
    ayah_number: number;
    approved_at: Date | string;
  }>(
    db,
    sql`SELECT * FROM (
          SELECT id, recipient_name, dedicator_name, message, ayah_number, approved_at FROM ayah_dedications
          WHERE session_id = ${row.id} AND status = 'approved' ORDER BY approved_at DESC, id DESC LIMIT ${STATE_DEDICATIONS}
        ) last ORDER BY approved_at, id`,
  );
  return {
    id: row.id,
    title: row.title,
    status: row.status,
    surah: surahRef(row.surah_number, locale),
    currentAyah: ayah,
    ayah: row.status === 'scheduled' ? null : await ayahText(row.surah_number, ayah, locale),
    listenerCount: await listenerCountOf(db, row, at),
    dedications: dedications.map((d) => ({
      id: d.id,
      recipientName: d.recipient_name,
      dedicatorName: d.dedicator_name,
      message: d.message,
      ayahNumber: d.ayah_number,
      approvedAt: new Date(d.approved_at).toISOString(),
    })),
    startTime: new Date(row.start_time).toISOString(),
    endTime: new Date(row.end_time).toISOString(),
    generatedAt: at.toISOString(),
  };
}

/** GET /api/live-sessions/{id}/state (public, CDN-cached for 2 s). */
export async function liveState(db: Executor, id: number, locale: LocaleCode): Promise<LiveState> {
  return stateOf(db, await readSession(db, id), locale);
}

/** GET /api/app/v1/live-sessions: live first, then scheduled by start, then those ended in the last 24 h. */
export async function appSessions(db: Executor, locale: LocaleCode) {
  const since = new Date(now().getTime() - ENDED_LISTED_HOURS * 3_600_000).toISOString();
  const rows = await queryRows<SessionRow>(
    db,
    sql`SELECT ${SESSION_COLUMNS} FROM live_prayer_sessions
        WHERE status IN ('live', 'scheduled') OR (status = 'ended' AND ended_at > ${since})
        ORDER BY CASE status WHEN 'live' THEN 0 WHEN 'scheduled' THEN 1 ELSE 2 END,
                 CASE WHEN status = 'ended' THEN NULL ELSE start_time END ASC, ended_at DESC, id
        LIMIT 200`,
  );
  return { locale, sessions: rows.map((row) => toSummary(row, locale)) };
}

/** GET /api/app/v1/live-sessions/{id}: the session and its state in the user's language. */
export async function appSession(db: Executor, id: number, locale: LocaleCode) {
  const row = await readSession(db, id);
  return { locale, session: toSummary(row, locale), state: await stateOf(db, row, locale) };
}
