// The verified Quran text: the Uthmani Arabic from quran-json and every translation from its
// vendored QuranEnc export (src/server/quran/quranenc-files.ts), each on its own terms
// (src/lib/content/quran-source.ts, docs/content-licences.md, decision 0061). Loaded on first use,
// server-side only, so no page ships the whole Quran.
import { parseVerseReference } from '../lib/content/verse-reference.ts';
import { surahByNumber } from '../lib/content/surahs.ts';
import { HttpError } from './http.ts';
import { QURAN_ATTRIBUTION, QURAN_EDITIONS, type QuranEditionLocale } from '../lib/content/quran-source.ts';
import { ayahsBefore } from '../lib/quran/metadata.ts';
import type { QuranEncKey } from '../lib/quran/quranenc-editions.ts';
import { quranEncEdition } from './quran/quranenc-files.ts';

interface Chapter {
  id: number;
  verses: { id: number; text: string }[];
}

let chapters: Promise<Chapter[]> | null = null;

/** The Arabic text of every surah (quran-json's Arabic-only file). */
export function arabicQuran(): Promise<Chapter[]> {
  chapters ??= import('quran-json/dist/quran.json', { with: { type: 'json' } }).then((m) => m.default as Chapter[]);
  return chapters;
}

/** Ayahs `from`..`to` of a surah in an edition, unchanged (footnote markers kept). */
export async function translationAyahs(key: QuranEncKey, surah: number, from: number, to: number) {
  const start = ayahsBefore(surah);
  return (await quranEncEdition(key)).ayahs.slice(start + from - 1, start + to);
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

/** The verified text of a reference (English translation); ayahs of a range are joined with a space. Throws 400 on a bad reference. */
export async function verifiedVerse(surah: number, ayah: string): Promise<VerifiedVerse> {
  const ref = parseVerseReference(surah, ayah);
  if (!ref.ok) throw new HttpError(400, ref.message, [{ path: ref.field, message: ref.message }]);
  const [quran, english] = await Promise.all([
    arabicQuran(),
    translationAyahs('english_saheeh', surah, ref.range.from, ref.range.to),
  ]);
  const info = surahByNumber(surah)!;
  return {
    surah,
    ayahNumber: ref.ayah,
    surahNameArabic: info.nameArabic,
    surahNameEnglish: info.nameEnglish,
    arabic: quran[surah - 1]!.verses.slice(ref.range.from - 1, ref.range.to)
      .map((a) => a.text)
      .join(' '),
    translation: english.map((a) => a.text).join(' '),
    attribution: QURAN_ATTRIBUTION,
  };
}

/**
 * A verse's translation in a locale's edition, unchanged (ayahs of a range joined with a space, as
 * for English); null when the reference does not parse.
 */
export async function editionTranslation(
  code: QuranEditionLocale | 'en',
  surah: number,
  ayah: string,
): Promise<string | null> {
  const ref = parseVerseReference(surah, ayah);
  if (!ref.ok) return null;
  const key: QuranEncKey = code === 'en' ? 'english_saheeh' : (QURAN_EDITIONS[code].key as QuranEncKey);
  return (await translationAyahs(key, surah, ref.range.from, ref.range.to)).map((a) => a.text).join(' ');
}

/**
 * A reference's translation in every edition the app serves besides English (QURAN_EDITIONS),
 * unchanged, for the Daily Verses search (verses.edition_texts, decision 0053); {} when the
 * reference does not parse.
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
  const [quran, english] = await Promise.all([arabicQuran(), quranEncEdition('english_saheeh')]);
  let i = 0;
  return quran.flatMap((c) =>
    c.verses.map((v) => ({ surah: c.id, ayah: v.id, arabic: v.text, translation: english.ayahs[i++]!.text })),
  );
}

/** Normalises whitespace for comparing stored Arabic with the verified text. */
export function sameArabic(a: string, b: string): boolean {
  const norm = (s: string) => s.normalize('NFC').replace(/\s+/g, ' ').trim();
  return norm(a) === norm(b);
}
