// The verified Quran text (quran-json): Uthmani Arabic and Saheeh International's English
// translation, each on its own terms (src/lib/content/quran-source.ts, docs/content-licences.md). Loaded on first use, server-side only, so no page ships the whole Quran.
import { parseVerseReference } from '../lib/content/verse-reference.ts';
import { QURAN_ATTRIBUTION, surahByNumber } from '../lib/content/surahs.ts';
import { HttpError } from './http.ts';
import { QURAN_EDITIONS, type QuranEditionLocale } from '../lib/content/quran-source.ts';

interface Chapter {
  id: number;
  verses: { id: number; text: string; translation: string }[];
}

let chapters: Promise<Chapter[]> | null = null;

function loadQuran(): Promise<Chapter[]> {
  chapters ??= import('quran-json/dist/quran_en.json', { with: { type: 'json' } }).then((m) => m.default as Chapter[]);
  return chapters;
}

export interface VerifiedVerse {
  surah: number;
  ayahNumber: string;
  surahNameArabic: string;
  surahNameEnglish: string;
  arabic: string;
  translation: string;
  attribution: string;
}

/** The verified text of a reference; ayahs of a range are joined with a space. Throws 400 on a bad reference. */
export async function verifiedVerse(surah: number, ayah: string): Promise<VerifiedVerse> {
  const ref = parseVerseReference(surah, ayah);
  if (!ref.ok) throw new HttpError(400, ref.message, [{ path: ref.field, message: ref.message }]);
  const chapter = (await loadQuran())[surah - 1]!;
  const ayahs = chapter.verses.slice(ref.range.from - 1, ref.range.to);
  const info = surahByNumber(surah)!;
  return {
    surah,
    ayahNumber: ref.ayah,
    surahNameArabic: info.nameArabic,
    surahNameEnglish: info.nameEnglish,
    arabic: ayahs.map((a) => a.text).join(' '),
    translation: ayahs.map((a) => a.translation).join(' '),
    attribution: QURAN_ATTRIBUTION,
  };
}

const editions = new Map<QuranEditionLocale, Promise<Chapter[]>>();

// Each edition is its own file (QURAN_EDITIONS[code].file, 1-2 MB of JSON), loaded on the first
// request for its locale only; literal imports so the function bundler includes them.
function loadEdition(code: QuranEditionLocale): Promise<Chapter[]> {
  let loaded = editions.get(code);
  if (!loaded) {
    const imports: Record<QuranEditionLocale, () => Promise<{ default: unknown }>> = {
      bn: () => import('quran-json/dist/quran_bn.json', { with: { type: 'json' } }),
      fr: () => import('quran-json/dist/quran_fr.json', { with: { type: 'json' } }),
      tr: () => import('quran-json/dist/quran_tr.json', { with: { type: 'json' } }),
      ur: () => import('quran-json/dist/quran_ur.json', { with: { type: 'json' } }),
    };
    loaded = imports[code]().then((m) => m.default as Chapter[]);
    editions.set(code, loaded);
  }
  return loaded;
}

/**
 * A verse's translation in a locale's published edition, unchanged (ayahs of a range joined with a
 * space, as for English); null when the reference does not parse.
 */
export async function editionTranslation(
  code: QuranEditionLocale,
  surah: number,
  ayah: string,
): Promise<string | null> {
  const ref = parseVerseReference(surah, ayah);
  if (!ref.ok) return null;
  const chapter = (await loadEdition(code))[surah - 1];
  if (!chapter) return null;
  return chapter.verses
    .slice(ref.range.from - 1, ref.range.to)
    .map((a) => a.translation)
    .join(' ');
}

/**
 * A reference's translation in every published edition the app serves (QURAN_EDITIONS), unchanged,
 * for the Daily Verses search (verses.edition_texts, decision 0053); {} when the reference does
 * not parse. Loads each edition on first use, as the verse of the day does.
 */
export async function editionTexts(surah: number, ayah: string): Promise<Partial<Record<QuranEditionLocale, string>>> {
  const out: Partial<Record<QuranEditionLocale, string>> = {};
  for (const code of Object.keys(QURAN_EDITIONS) as QuranEditionLocale[]) {
    const text = await editionTranslation(code, surah, ayah);
    if (text) out[code] = text;
  }
  return out;
}

/** Every ayah as a single-verse record (the bench's stress set). */
export async function allAyahs(): Promise<{ surah: number; ayah: number; arabic: string; translation: string }[]> {
  return (await loadQuran()).flatMap((c) =>
    c.verses.map((v) => ({ surah: c.id, ayah: v.id, arabic: v.text, translation: v.translation })),
  );
}

/** Normalises whitespace for comparing stored Arabic with the verified text. */
export function sameArabic(a: string, b: string): boolean {
  const norm = (s: string) => s.normalize('NFC').replace(/\s+/g, ' ').trim();
  return norm(a) === norm(b);
}
