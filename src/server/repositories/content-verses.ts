// Daily Verses: staff CRUD, the calendar and the app's verse of the day.
import { and, asc, count, eq, gte, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { Database, Writer } from '../../../db/client.ts';
import { verses } from '../../../db/schema.ts';
import { parseVerseReference } from '../../lib/content/verse-reference.ts';
import type { CalendarDate } from '../../lib/dates.ts';
import { toIsoDate } from '../../lib/dates.ts';
import { pickVerseOfTheDay } from '../../lib/content/verse-of-the-day.ts';
import { queryRows } from '../sql.ts';
import { surahByNumber, QURAN_ATTRIBUTION } from '../../lib/content/surahs.ts';
import { VERSE_TAGS, type Verse, type VersePayload } from '../../lib/schemas/content-verse.ts';
import { editionTexts, editionTranslation, sameArabic, verifiedVerse } from '../quran.ts';
import {
  editionAttribution,
  isEditionLocale,
  QURAN_EDITIONS,
  type QuranEditionLocale,
} from '../../lib/content/quran-source.ts';
import { DEFAULT_LOCALE, type LocaleCode } from '../../lib/i18n/locales.ts';
import { enumParam, type ListParams, type Page } from './content-list.ts';
import { foldedContains, matchedLocales, verseMatchedIn, verseTextSearch } from './content-search.ts';
import type { SearchMatch } from '../../lib/i18n/search-match.ts';

type Row = typeof verses.$inferSelect;

async function toVerse(row: Row): Promise<Verse> {
  let arabicDiffers = false;
  try {
    arabicDiffers = !sameArabic(row.arabic, (await verifiedVerse(row.surah, row.ayahNumber)).arabic);
  } catch {
    arabicDiffers = true;
  }
  return {
    id: row.id,
    surah: row.surah,
    ayahNumber: row.ayahNumber,
    arabic: row.arabic,
    translation: row.translation,
    tags: row.tags as Verse['tags'],
    scheduledDate: row.scheduledDate,
    isWidgetPriority: row.isWidgetPriority,
    arabicDiffers,
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  };
}

/** The row a staff write stores: the payload, its first ayah, and the editions' texts of its reference. */
async function values(payload: VersePayload) {
  const ref = parseVerseReference(payload.surah, payload.ayahNumber);
  return {
    ...payload,
    ayahFrom: ref.ok ? ref.range.from : 1,
    editionTexts: await editionTexts(payload.surah, payload.ayahNumber),
  };
}

/** A listed verse while searching: where it matched, and the matching editions' texts to show. */
export type ListedVerse = Verse & SearchMatch & { matchedTexts?: Partial<Record<QuranEditionLocale, string>> };

const verseText = { translation: verses.translation, arabic: verses.arabic, editionTexts: verses.editionTexts };

/**
 * Search: the English translation, the Arabic text and the published editions' translations
 * (folded, decision 0053), the ayah number, the surah by number or by English or Arabic name.
 */
export async function listVerses(db: Database, list: ListParams): Promise<Page<ListedVerse>> {
  const tag = enumParam(list.params, 'tag', VERSE_TAGS);
  const q = list.q;
  const surahNames = q ? matchingSurahs(q) : [];
  // The reference: a number is a surah or an ayah ("2", "5-6"; Arabic-Indic or Bengali digits fold
  // to these); a name, a surah's. Both cheap, and tried only when the query can be one, so a word
  // is searched by the stored texts' index alone.
  const numeric = /^[\d\u0660-\u0669\u06f0-\u06f9\u09e6-\u09ef\s-]{1,20}$/.test(q);
  const reference: SQL[] = [];
  if (numeric) reference.push(sql`${verses.ayahNumber} LIKE search_pattern(${q})`);
  if (/^\d{1,3}$/.test(q)) reference.push(sql`${verses.surah} = ${Number(q)}`);
  if (surahNames.length)
    reference.push(
      sql`${verses.surah} IN (${sql.join(
        surahNames.map((n) => sql`${n}`),
        sql`, `,
      )})`,
    );
  const search = q ? sql`(${sql.join([verseTextSearch(q), ...reference], sql` OR `)})` : undefined;
  // Matches in English (the translation, the reference): no other language is named.
  const english = q ? sql`(${sql.join([foldedContains(q, verses.translation), ...reference], sql` OR `)})` : undefined;
  const where = and(search, tag ? sql`${tag} = ANY(${verses.tags})` : undefined);
  const [rows, [total]] = await Promise.all([
    db
      .select({ row: verses, matchedIn: english ? verseMatchedIn(q, verseText, english) : sql<string[]>`'{}'::text[]` })
      .from(verses)
      .where(where)
      .orderBy(asc(verses.surah), asc(verses.ayahFrom), asc(verses.id))
      .limit(list.pageSize)
      .offset((list.page - 1) * list.pageSize),
    db.select({ n: count() }).from(verses).where(where),
  ]);
  const items = await Promise.all(
    rows.map(async ({ row, matchedIn }): Promise<ListedVerse> => {
      const verse = await toVerse(row);
      if (!q) return verse;
      const locales = matchedLocales(matchedIn);
      const matchedTexts: Partial<Record<QuranEditionLocale, string>> = {};
      for (const code of locales)
        if (isEditionLocale(code) && row.editionTexts?.[code]) matchedTexts[code] = row.editionTexts[code];
      return { ...verse, matchedIn: locales, ...(Object.keys(matchedTexts).length ? { matchedTexts } : {}) };
    }),
  );
  return { items, total: total?.n ?? 0, page: list.page, pageSize: list.pageSize };
}

/**
 * Fills edition_texts of the verses written before it existed (or before an edition was added to
 * QURAN_EDITIONS), so the search matches them too. Runs at every start and build; a verse staff
 * write gets its texts in the write itself. Answers how many verses it filled.
 */
export async function fillEditionTexts(db: Pick<Database, 'select' | 'update'>): Promise<number> {
  const codes = Object.keys(QURAN_EDITIONS);
  // Also the rows holding an edition no longer served (decision 0061 dropped Tanzil's), so search
  // matches only what the app shows.
  const missing = await db
    .select({ id: verses.id, surah: verses.surah, ayahNumber: verses.ayahNumber })
    .from(verses)
    .where(
      sql`${verses.editionTexts} IS NULL OR NOT (${verses.editionTexts} ?& ${sql.raw(`ARRAY[${codes.map((c) => `'${c}'`).join(', ')}]`)})
          OR (SELECT count(*) FROM jsonb_object_keys(${verses.editionTexts})) <> ${codes.length}`,
    );
  for (const row of missing) {
    await db
      .update(verses)
      .set({ editionTexts: await editionTexts(row.surah, row.ayahNumber) })
      .where(eq(verses.id, row.id));
  }
  return missing.length;
}

/** Surah numbers whose English or Arabic name contains the text (search by surah name). */
function matchingSurahs(q: string): number[] {
  const needle = q.toLowerCase();
  const out: number[] = [];
  for (let n = 1; n <= 114; n++) {
    const s = surahByNumber(n)!;
    if (
      s.nameEnglish.toLowerCase().includes(needle) ||
      s.nameArabic.includes(q) ||
      s.meaning.toLowerCase().includes(needle)
    )
      out.push(n);
  }
  return out;
}

/** Scheduled verses between two dates (inclusive), for the calendar. */
export async function scheduledBetween(db: Database, from: string, to: string): Promise<Verse[]> {
  const rows = await db
    .select()
    .from(verses)
    .where(and(gte(verses.scheduledDate, from), lte(verses.scheduledDate, to)))
    .orderBy(asc(verses.scheduledDate));
  return Promise.all(rows.map(toVerse));
}

export async function getVerse(db: Pick<Database, 'select'>, id: number): Promise<Verse | null> {
  const [row] = await db.select().from(verses).where(eq(verses.id, id));
  return row ? toVerse(row) : null;
}

/** The verse already holding a date (other than `exceptId`), for the 409 message. */
export async function verseOnDate(db: Pick<Database, 'select'>, date: string, exceptId?: number): Promise<Row | null> {
  const [row] = await db
    .select()
    .from(verses)
    .where(and(eq(verses.scheduledDate, date), exceptId === undefined ? undefined : ne(verses.id, exceptId)));
  return row ?? null;
}

export function verseLabel(row: Pick<Row, 'surah' | 'ayahNumber'>): string {
  return `${surahByNumber(row.surah)?.nameEnglish ?? 'Surah'} ${row.surah}:${row.ayahNumber}`;
}

export async function insertVerse(tx: Writer, payload: VersePayload): Promise<Verse> {
  const [row] = await tx
    .insert(verses)
    .values(await values(payload))
    .returning();
  return toVerse(row!);
}

export async function updateVerse(tx: Writer, id: number, payload: VersePayload): Promise<Verse | null> {
  const [row] = await tx
    .update(verses)
    .set(await values(payload))
    .where(eq(verses.id, id))
    .returning();
  return row ? toVerse(row) : null;
}

export async function deleteVerse(tx: Writer, id: number): Promise<Verse | null> {
  const [row] = await tx.delete(verses).where(eq(verses.id, id)).returning();
  return row ? toVerse(row) : null;
}

export interface VerseOfTheDay {
  date: string;
  reason: 'scheduled' | 'priority' | 'rotation';
  id: number;
  surah: number;
  surahNameArabic: string;
  surahNameEnglish: string;
  ayah: string;
  reference: string;
  arabic: string;
  translation: string;
  /** The language of `translation`: the locale's published edition, else English (decision 0048). */
  translationLocale: LocaleCode;
  tags: string[];
  attribution: string;
}

type VerseRow = { id: number; surah: number; ayah_number: string; arabic: string; translation: string; tags: string[] };

/**
 * The verse of the date. In a locale with a QuranEnc edition (QURAN_EDITIONS) the translation is
 * that edition's text of the same reference, unchanged, with its attribution; in any other locale
 * (Arabic: the `arabic` field is the text itself) it is the QuranEnc English text (decision 0061).
 */
export async function verseOfTheDay(
  db: Database,
  date: CalendarDate,
  locale: LocaleCode = DEFAULT_LOCALE,
): Promise<VerseOfTheDay | null> {
  const iso = toIsoDate(date);
  // One round trip answers a scheduled date and, for other dates, the sizes of the priority list
  // and of the rotation: each is the highest dense index + 1, read from the end of its index. A
  // second fetches the chosen verse by its index (rotation_index / priority_index are kept dense by
  // a trigger, docs/decisions/0017), so neither path counts or skips rows.
  const [first] = await queryRows<{ priority_count: number; total_count: number } & Partial<VerseRow>>(
    db,
    sql`SELECT v.id, v.surah, v.ayah_number, v.arabic, v.translation, v.tags,
               coalesce((SELECT priority_index FROM verses WHERE priority_index IS NOT NULL ORDER BY priority_index DESC LIMIT 1) + 1, 0)::int AS priority_count,
               coalesce((SELECT rotation_index FROM verses WHERE rotation_index IS NOT NULL ORDER BY rotation_index DESC LIMIT 1) + 1, 0)::int AS total_count
          FROM (SELECT 1) AS one LEFT JOIN verses v ON v.scheduled_date = ${iso}`,
  );
  const scheduledId = first?.id ?? null;
  const pick = pickVerseOfTheDay(date, {
    scheduledId,
    priorityCount: first?.priority_count ?? 0,
    totalCount: first?.total_count ?? 0,
  });
  if (!pick) return null;
  let row: VerseRow | undefined = pick.reason === 'scheduled' ? (first as VerseRow) : undefined;
  if (pick.reason !== 'scheduled') {
    [row] = await queryRows<VerseRow>(
      db,
      sql`SELECT id, surah, ayah_number, arabic, translation, tags FROM verses
           WHERE ${pick.reason === 'priority' ? sql`priority_index` : sql`rotation_index`} = ${pick.index}`,
    );
  }
  if (!row) return null;
  const surah = surahByNumber(row.surah)!;
  // The licensed text of the reference, whatever the row stores (decision 0061): the locale's edition, else English.
  const code = isEditionLocale(locale) ? locale : DEFAULT_LOCALE;
  const licensed = await editionTranslation(code, row.surah, row.ayah_number);
  return {
    date: iso,
    reason: pick.reason,
    id: row.id,
    surah: row.surah,
    surahNameArabic: surah.nameArabic,
    surahNameEnglish: surah.nameEnglish,
    ayah: row.ayah_number,
    reference: `${row.surah}:${row.ayah_number}`,
    arabic: row.arabic,
    translation: licensed ?? row.translation,
    translationLocale: code,
    tags: row.tags,
    attribution: code === DEFAULT_LOCALE ? QURAN_ATTRIBUTION : editionAttribution(code),
  };
}
