// Verse references as staff type them: an ayah ("5") or a range ("5-6") inside one surah. The
// rule lives here once, for the dialog and the server.
import { SURAH_COUNT, surahByNumber } from './surahs.ts';

export interface AyahRange {
  surah: number;
  from: number;
  to: number;
}

export type ReferenceResult =
  { ok: true; range: AyahRange; ayah: string } | { ok: false; field: 'surah' | 'ayahNumber'; message: string };

const AYAH_PATTERN = /^\s*(\d{1,3})\s*(?:[-–]\s*(\d{1,3})\s*)?$/;

/** Parses and checks surah + ayah text against the surah's real length. `ayah` is the normalised text ("5" or "5-6"). */
export function parseVerseReference(surah: number, ayahText: string): ReferenceResult {
  const info = surahByNumber(surah);
  if (!info) return { ok: false, field: 'surah', message: `Surah must be a whole number from 1 to ${SURAH_COUNT}` };
  const match = AYAH_PATTERN.exec(ayahText);
  if (!match) return { ok: false, field: 'ayahNumber', message: 'Ayah must be a number like 5 or a range like 5-6' };
  const from = Number(match[1]);
  const to = match[2] === undefined ? from : Number(match[2]);
  if (from < 1) return { ok: false, field: 'ayahNumber', message: 'Ayah numbers start at 1' };
  if (to < from)
    return { ok: false, field: 'ayahNumber', message: 'The range must go from the lower ayah to the higher one' };
  if (to > info.ayahCount) {
    return {
      ok: false,
      field: 'ayahNumber',
      message: `Surah ${info.number} (${info.nameEnglish}) has ${info.ayahCount} ayahs`,
    };
  }
  return { ok: true, range: { surah, from, to }, ayah: from === to ? String(from) : `${from}-${to}` };
}

/** "2:255" or "94:5-6". */
export function formatReference(surah: number, ayah: string): string {
  return `${surah}:${ayah}`;
}
