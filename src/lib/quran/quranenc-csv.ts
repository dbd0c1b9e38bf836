// The QuranEnc CSV importer's rules (decision 0061), pure: a file is accepted only when it starts
// with QuranEnc's Translation Info block naming the expected translation and build, has the header
// `id,sura,aya,translation,footnotes`, and holds every ayah of the Hafs count exactly once, in
// order, with text. The texts are kept byte for byte (footnote markers `[n]` included). The
// SHA-256 check of the whole file is the server's (src/server/quran/quranenc-files.ts).
import { ayahCount, SURAH_COUNT, TOTAL_AYAHS } from './metadata.ts';
import type { QuranEncEdition } from './quranenc-editions.ts';

export interface QuranEncAyah {
  surah: number;
  ayah: number;
  text: string;
  footnotes: string;
}

export interface QuranEncFile {
  /** The Translation Info block, verbatim (condition 4: kept with the text). */
  info: string;
  /** Every ayah, in order: index i is the i-th ayah of the Quran. */
  ayahs: QuranEncAyah[];
}

export class QuranEncImportError extends Error {
  override name = 'QuranEncImportError';
}

export const QURANENC_HEADER = ['id', 'sura', 'aya', 'translation', 'footnotes'] as const;

/** One field and what ends it: a quoted field (doubled quotes inside) or a plain one, then a comma, a line break or the end. */
const FIELD = /(?:"([^"]*(?:""[^"]*)*)"|([^",\r\n]*))(,|\r?\n|$)/y;

/** RFC 4180 rows, one at a time: quoted fields may hold commas, line breaks and doubled quotes. */
export function* csvRows(text: string): Generator<string[]> {
  const field = new RegExp(FIELD.source, 'y');
  let row: string[] = [];
  while (field.lastIndex < text.length) {
    const at = field.lastIndex;
    const match = field.exec(text);
    if (!match || (match[0] === '' && at < text.length))
      throw new QuranEncImportError(`Malformed CSV near character ${at} (a stray or unclosed quote)`);
    row.push(match[1] !== undefined ? match[1].replaceAll('""', '"') : match[2]!);
    if (match[3] !== ',') {
      yield row;
      row = [];
    }
  }
  if (row.length) yield row;
}

function infoLine(info: string, label: string): string | undefined {
  return new RegExp(`^# ${label}: (.+)$`, 'm').exec(info)?.[1]?.trim();
}

/** Parses and checks a QuranEnc CSV export of `edition`; throws QuranEncImportError saying what is wrong. */
export function parseQuranEncCsv(
  text: string,
  edition: Pick<QuranEncEdition, 'key' | 'build' | 'lastUpdate'>,
): QuranEncFile {
  const rows = csvRows(text.replace(/^\uFEFF/, ''));
  const info = rows.next().value?.[0] ?? '';
  if (!info.startsWith('Translation Info:') || !info.includes("PLEASE DON'T REMOVE THIS IMPORTANT INFORMATION!"))
    throw new QuranEncImportError('The file does not start with QuranEnc’s Translation Info block');
  const id = infoLine(info, 'Translation ID');
  if (id !== edition.key)
    throw new QuranEncImportError(`Translation ID is ${id ?? 'missing'}, expected ${edition.key}`);
  const update = infoLine(info, 'Last update');
  if (update !== `${edition.lastUpdate} (${edition.build})`)
    throw new QuranEncImportError(
      `Last update is ${update ?? 'missing'}, expected ${edition.lastUpdate} (${edition.build})`,
    );
  if (infoLine(info, 'Source') !== 'https://quranenc.com')
    throw new QuranEncImportError('Source is not https://quranenc.com');
  const header = rows.next().value ?? [];
  if (header.join(',') !== QURANENC_HEADER.join(','))
    throw new QuranEncImportError(`The header is "${header.join(',')}", expected "${QURANENC_HEADER.join(',')}"`);
  const ayahs: QuranEncAyah[] = [];
  let surah = 1;
  let ayah = 0;
  let i = -1;
  for (const r of rows) {
    if (r.length === 1 && r[0] === '') continue; // a blank line
    i += 1;
    if (r.length !== 5) throw new QuranEncImportError(`Row ${i + 1} has ${r.length} columns, expected 5`);
    // The next ayah in order: the next in this surah, or the first of the next surah.
    if (ayah === ayahCount(surah)) {
      surah += 1;
      ayah = 1;
    } else ayah += 1;
    const at = `${surah}:${ayah}`;
    if (surah > SURAH_COUNT) throw new QuranEncImportError(`Row ${i + 1} is past the last ayah (114:6)`);
    if (r[0] !== String(i + 1) || r[1] !== String(surah) || r[2] !== String(ayah))
      throw new QuranEncImportError(
        `Row ${i + 1} is ${r[1]}:${r[2]} (id ${r[0]}), expected ${at} (id ${i + 1}): an ayah is missing or out of order`,
      );
    if (!r[3]!.trim()) throw new QuranEncImportError(`${at} has no text`);
    ayahs.push({ surah, ayah, text: r[3]!, footnotes: r[4]! });
  }
  if (ayahs.length !== TOTAL_AYAHS)
    throw new QuranEncImportError(`The file has ${ayahs.length} ayahs, expected ${TOTAL_AYAHS}`);
  return { info, ayahs };
}
