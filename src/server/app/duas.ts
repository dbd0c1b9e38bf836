// Dua requests (decision 0064): a request names an intention and gets a supplication of the Quran
// from the library (src/lib/dua-library.ts), answered with the verified Arabic and the user's
// licensed translation read at answer time, within a monthly quota counted in the user's local month.
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/client.ts';
import { verseAttribution } from '../../lib/content/quran-source.ts';
import { DUA_INTENTIONS, DUA_LIBRARY } from '../../lib/dua-library.ts';
import { ayahReference, duaFor, parseAyahReference, recitationUrls } from '../../lib/duas.ts';
import { intentionLabel } from '../../lib/i18n/dua-intentions.ts';
import { quotaPeriod } from '../../lib/quota-month.ts';
import type { LocaleCode } from '../../lib/i18n/locales.ts';
import { surahName, surahs } from '../../lib/quran/metadata.ts';
import { editionFor, translationSource, type QuranEncKey } from '../../lib/quran/quranenc-editions.ts';
import type { DuaRequest, DuaRequestCreate } from '../../lib/schemas/app-duas.ts';
import { now } from '../clock.ts';
import { serverEnv } from '../env.ts';
import { HttpError } from '../http.ts';
import { arabicQuran, translationAyahs } from '../quran.ts';
import { claimQuota, quotaAnswer } from '../monthly-quotas.ts';
import { queryRows } from '../sql.ts';
import { readUser } from './deeds-user.ts';

export const DUA_REQUEST_NOT_FOUND = 'No such dua request (or not yours)';

interface Row extends Record<string, unknown> {
  id: number;
  intention: string;
  recipient_name: string | null;
  personal_note: string | null;
  ayah_reference: string;
  is_saved: boolean;
  created_at: Date | string;
}
const COLUMNS = sql`id, intention, recipient_name, personal_note, ayah_reference, is_saved, created_at`;

/** The verified Arabic of ayahs first..last, joined with a space. */
async function arabicOf(surah: number, first: number, last: number): Promise<string> {
  const verses = (await arabicQuran())[surah - 1]!.verses;
  return verses
    .slice(first - 1, last)
    .map((a) => a.text)
    .join(' ');
}

/** The verified Arabic of a range and its translation in the user's language (English where none is licensed). */
async function duaText(surah: number, first: number, last: number, locale: LocaleCode) {
  const { edition, fallback } = editionFor(locale);
  const [arabic, translated] = await Promise.all([
    arabicOf(surah, first, last),
    translationAyahs(edition.key as QuranEncKey, surah, first, last),
  ]);
  return {
    arabic,
    translation: translated.map((a) => a.text).join(' '),
    footnotes: translated
      .map((a) => a.footnotes)
      .filter(Boolean)
      .join('\n'),
    translationLocale: edition.locale,
    translationFallback: fallback,
    translationSource: translationSource(edition),
    attribution: verseAttribution(edition),
  };
}

async function toAnswer(row: Row, locale: LocaleCode): Promise<DuaRequest> {
  // Written by ayahReference from a library entry; a row that does not read back is a server fault.
  const ref = parseAyahReference(row.ayah_reference)!;
  const urls = recitationUrls(serverEnv().DUA_RECITATION_URL_TEMPLATE, ref);
  return {
    id: row.id,
    intention: row.intention,
    intentionLabel: intentionLabel(row.intention, locale),
    recipientName: row.recipient_name,
    personalNote: row.personal_note,
    ayahReference: row.ayah_reference,
    surah: {
      number: ref.surah,
      name: surahName(ref.surah, locale).name,
      nameArabic: surahs()[ref.surah - 1]!.nameArabic,
    },
    duaContent: await duaText(ref.surah, ref.firstAyah, ref.lastAyah, locale),
    audioUrl: urls[0] ?? null,
    audioUrls: urls,
    isSaved: row.is_saved,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** GET /dua-intentions: what a request may ask for, in the library's order, labelled in the user's language. */
export async function duaIntentions(db: Executor, userId: number) {
  const { language: locale } = await readUser(db, userId, false);
  const intentions = DUA_INTENTIONS.map((key) => ({
    key,
    label: intentionLabel(key, locale)!,
    duaCount: DUA_LIBRARY[key].length,
  }));
  return { locale, intentions };
}

/** GET /me/quotas: this local month's dua requests and dedications (decision 0065) used and left. */
export async function quotas(db: Executor, userId: number) {
  const user = await readUser(db, userId, false);
  const { month } = quotaPeriod(now(), user.timeZone, user.zoneChange);
  return {
    duaRequests: await quotaAnswer(db, userId, 'duaRequests', month),
    dedications: await quotaAnswer(db, userId, 'dedications', month),
  };
}

/** POST /dua-requests: the quota's claim and the saved request, in one transaction. */
export async function createDuaRequest(db: Database, userId: number, body: DuaRequestCreate) {
  const { row, locale } = await db.transaction(async (tx) => {
    const user = await readUser(tx, userId, false);
    await claimQuota(tx, userId, 'duaRequests', quotaPeriod(now(), user.timeZone, user.zoneChange));
    const [earlier] = await queryRows<{ n: number }>(
      tx,
      sql`SELECT count(*)::int AS n FROM dua_requests WHERE user_id = ${userId} AND intention = ${body.intention}`,
    );
    const ref = duaFor(body.intention, earlier!.n);
    const arabic = await arabicOf(ref.surah, ref.firstAyah, ref.lastAyah);
    // dua_content keeps the Arabic given, as a record; answers read the verified text by reference.
    const [saved] = await queryRows<Row>(
      tx,
      sql`INSERT INTO dua_requests (user_id, intention, recipient_name, personal_note, dua_content, ayah_reference)
          VALUES (${userId}, ${body.intention}, ${body.recipientName ?? null}, ${body.personalNote ?? null},
                  ${arabic}, ${ayahReference(ref)})
          RETURNING ${COLUMNS}`,
    );
    return { row: saved!, locale: user.language };
  });
  return { locale, request: await toAnswer(row, locale) };
}

/** GET /dua-requests: the user's own, newest first, a page at a time (`before` the last id seen). */
export async function listDuaRequests(db: Executor, userId: number, page: { before?: number; limit: number }) {
  const user = await readUser(db, userId, false);
  const before = page.before === undefined ? sql`` : sql`AND id < ${page.before}`;
  const rows = await queryRows<Row>(
    db,
    sql`SELECT ${COLUMNS} FROM dua_requests WHERE user_id = ${userId} ${before} ORDER BY id DESC LIMIT ${page.limit + 1}`,
  );
  const items = await Promise.all(rows.slice(0, page.limit).map((row) => toAnswer(row, user.language)));
  return {
    locale: user.language,
    items,
    nextBefore: rows.length > page.limit ? items[items.length - 1]!.id : null,
  };
}

/** PATCH /dua-requests/{id}: keep it among the saved duas, or not. Another user's id is 404. */
export async function setDuaSaved(db: Executor, userId: number, id: number, isSaved: boolean) {
  const user = await readUser(db, userId, false);
  const [row] = await queryRows<Row>(
    db,
    sql`UPDATE dua_requests SET is_saved = ${isSaved} WHERE id = ${id} AND user_id = ${userId} RETURNING ${COLUMNS}`,
  );
  if (!row) throw new HttpError(404, DUA_REQUEST_NOT_FOUND);
  return { locale: user.language, request: await toAnswer(row, user.language) };
}

/** DELETE /dua-requests/{id}. The month's quota is not given back: it counts requests made. */
export async function deleteDuaRequest(db: Executor, userId: number, id: number): Promise<void> {
  const gone = await queryRows<{ id: number }>(
    db,
    sql`DELETE FROM dua_requests WHERE id = ${id} AND user_id = ${userId} RETURNING id`,
  );
  if (!gone.length) throw new HttpError(404, DUA_REQUEST_NOT_FOUND);
}
