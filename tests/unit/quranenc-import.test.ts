// The QuranEnc importer (decision 0061): it accepts the two vendored exports byte for byte and
// refuses a file whose Translation Info block or header changed, whose ayahs are not all there, or
// whose bytes differ from the recorded SHA-256 (an edited verse). Footnote markers stay in the text.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseQuranEncCsv, QuranEncImportError } from '../../src/lib/quran/quranenc-csv.ts';
import { QURANENC_EDITIONS, QURANENC_KEYS } from '../../src/lib/quran/quranenc-editions.ts';
import { importQuranEnc, quranEncDirectory, sha256 } from '../../src/server/quran/quranenc-files.ts';

const english = QURANENC_EDITIONS.english_saheeh;
const bytesOf = (file: string) => readFileSync(join(quranEncDirectory(), file));
const textOf = (file: string) => bytesOf(file).toString('utf8');
const encode = (text: string) => new TextEncoder().encode(text);

// Each case parses a whole 1.1 MB file (a few tens of ms on a quiet machine); the limit allows a busy one.
describe('the QuranEnc importer', { timeout: 30_000 }, () => {
  it('accepts both vendored files: recorded SHA-256, 6,236 ayahs in order, the Translation Info kept', () => {
    for (const key of QURANENC_KEYS) {
      const edition = QURANENC_EDITIONS[key];
      const bytes = bytesOf(edition.file);
      expect(sha256(bytes), key).toBe(edition.sha256);
      const file = importQuranEnc(bytes, edition);
      expect(file.ayahs).toHaveLength(6236);
      expect(file.ayahs[0]).toMatchObject({ surah: 1, ayah: 1 });
      expect(file.ayahs.at(-1)).toMatchObject({ surah: 114, ayah: 6 });
      expect(file.info).toContain(`# Translation ID: ${key}`);
      expect(file.info).toContain(`# Last update: ${edition.lastUpdate} (${edition.build})`);
      expect(file.info).toContain(`# Check for updates: https://quranenc.com/check/${key}/${edition.build}`);
    }
  });

  it('keeps footnote markers in the text and the footnotes beside it, unchanged', () => {
    const file = importQuranEnc(bytesOf(english.file), english);
    expect(file.ayahs[0]!.text).toBe('In the name of Allāh,[2] the Entirely Merciful, the Especially Merciful.[3]');
    expect(file.ayahs[0]!.footnotes).toMatch(/^\[2\] Allāh is a proper name/);
    // A quoted field with doubled quotes and a line break (the footnotes of 1:1) parses whole.
    expect(file.ayahs[0]!.footnotes).toContain('\n[3] Ar-Raḥmān');
    expect(file.ayahs[0]!.footnotes).toContain('"raḥmah"');
  });

  it('refuses a changed Translation Info block or column header', () => {
    const text = textOf(english.file);
    const cases: [string, RegExp][] = [
      [
        text.replace('# Translation ID: english_saheeh', '# Translation ID: english_hilali_khan'),
        /Translation ID is english_hilali_khan/,
      ],
      [
        text.replace('(v1.1.2-csv.1)', '(v1.1.3-csv.1)'),
        /Last update is .* expected 2025-06-24 16:37:27 \(v1\.1\.2-csv\.1\)/,
      ],
      [text.replace("# PLEASE DON'T REMOVE THIS IMPORTANT INFORMATION!\n", ''), /Translation Info block/],
      [
        text.replace('id,sura,aya,translation,footnotes', 'id,sura,aya,text,footnotes'),
        /The header is "id,sura,aya,text,footnotes"/,
      ],
    ];
    for (const [changed, message] of cases) {
      expect(() => parseQuranEncCsv(changed, english)).toThrow(message);
      expect(() => importQuranEnc(encode(changed), english)).toThrow(/SHA-256 .* is not the recorded/);
    }
  });

  it('refuses a file with a missing or repeated ayah, or an empty one', () => {
    const text = textOf(english.file);
    const row = /\n(6095,94,5,"[^"]*",""\n)/.exec(text)![1]!;
    expect(() => parseQuranEncCsv(text.replace(row, ''), english)).toThrow(
      /expected 94:5 \(id 6095\): an ayah is missing/,
    );
    expect(() => parseQuranEncCsv(text.replace(row, row + row), english)).toThrow(/expected 94:6/);
    expect(() => parseQuranEncCsv(text.replace(row, '6095,94,5,"",""\n'), english)).toThrow(/94:5 has no text/);
    const lastRow = text.slice(text.lastIndexOf('\n6236,'));
    expect(() => parseQuranEncCsv(text.replace(lastRow, '\n'), english)).toThrow(/6235 ayahs, expected 6236/);
  });

  it('refuses an edited verse by its SHA-256, though it still parses', () => {
    const edited = textOf(english.file).replace(
      'For indeed, with hardship [will be] ease',
      'For indeed, with hardship comes ease',
    );
    expect(parseQuranEncCsv(edited, english).ayahs).toHaveLength(6236);
    expect(() => importQuranEnc(encode(edited), english)).toThrow(QuranEncImportError);
    expect(() => importQuranEnc(encode(edited), english)).toThrow(/SHA-256 [0-9a-f]{64} is not the recorded fd99eb9d/);
  });

  it('refuses a file read as another edition', () => {
    const indonesian = bytesOf(QURANENC_EDITIONS.indonesian_affairs.file);
    expect(() => parseQuranEncCsv(indonesian.toString('utf8'), english)).toThrow(
      /Translation ID is indonesian_affairs/,
    );
  });
});
