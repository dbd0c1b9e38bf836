// Dua requests (decision 0064): the library names only ayahs the verified text has, each a
// supplication; an intention's duas are offered in turn (the quota's month: quota-month.test.ts).
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { DUA_INTENTIONS, DUA_LIBRARY, type DuaReference } from '../../src/lib/dua-library.ts';
import { ayahReference, duaFor, parseAyahReference, recitationUrls } from '../../src/lib/duas.ts';
import { isValidAyah } from '../../src/lib/quran/metadata.ts';
import { DuaRequestCreateSchema } from '../../src/lib/schemas/app-duas.ts';
import { serverEnv } from '../../src/server/env.ts';
import { quranEncEdition } from '../../src/server/quran/quranenc-files.ts';

const arabic = createRequire(import.meta.url)('quran-json/dist/quran.json') as {
  id: number;
  verses: { id: number; text: string }[];
}[];
const all = (): [string, DuaReference][] =>
  Object.entries(DUA_LIBRARY).flatMap(([key, refs]) => refs.map((r): [string, DuaReference] => [key, r]));

describe('the dua library', { timeout: 30_000 }, () => {
  it('has unique intention keys of at most 50 characters, each with at least one dua and no dua twice', () => {
    expect(new Set(DUA_INTENTIONS).size).toBe(DUA_INTENTIONS.length);
    expect(DUA_INTENTIONS.length).toBeGreaterThanOrEqual(10);
    for (const key of DUA_INTENTIONS) {
      expect(key).toMatch(/^[a-z]+(?:-[a-z]+)*$/);
      expect(key.length, key).toBeLessThanOrEqual(50);
      const refs = DUA_LIBRARY[key].map(ayahReference);
      expect(refs.length, key).toBeGreaterThan(0);
      expect(new Set(refs).size, key).toBe(refs.length);
    }
  });

  it('names only ayahs that the verified Arabic and every QuranEnc translation have', async () => {
    const english = await quranEncEdition('english_saheeh');
    const indonesian = await quranEncEdition('indonesian_affairs');
    for (const [key, r] of all()) {
      const label = `${key} ${ayahReference(r)}`;
      expect(r.firstAyah, label).toBeLessThanOrEqual(r.lastAyah);
      expect(isValidAyah(r.surah, r.firstAyah) && isValidAyah(r.surah, r.lastAyah), label).toBe(true);
      for (let ayah = r.firstAyah; ayah <= r.lastAyah; ayah++) {
        expect(arabic[r.surah - 1]!.verses[ayah - 1]?.id, label).toBe(ayah);
        for (const file of [english, indonesian])
          expect(file.ayahs.find((a) => a.surah === r.surah && a.ayah === ayah)?.text, label).toBeTruthy();
      }
    }
  });

  it('holds supplications: each range addresses Allah (checked by hand; this guards a typo in a number)', async () => {
    const english = await quranEncEdition('english_saheeh');
    for (const [key, r] of all()) {
      const text = english.ayahs
        .filter((a) => a.surah === r.surah && a.ayah >= r.firstAyah && a.ayah <= r.lastAyah)
        .map((a) => a.text)
        .join(' ');
      expect(text, `${key} ${ayahReference(r)}`).toMatch(/\b(?:Our|My|his) Lord\b|no deity except You/);
    }
  });

  it('offers an intention’s duas in turn and writes and reads their references', () => {
    expect(DUA_LIBRARY.parents.map(ayahReference)).toEqual(['17:24', '14:40-41', '71:28']);
    expect([0, 1, 2, 3].map((n) => ayahReference(duaFor('parents', n)))).toEqual([
      '17:24',
      '14:40-41',
      '71:28',
      '17:24',
    ]);
    expect(ayahReference(duaFor('good-in-this-life-and-the-next', 7))).toBe('2:201');
    for (const [, r] of all()) expect(parseAyahReference(ayahReference(r))).toEqual(r);
    for (const bad of ['', '2', '2:0', '0:1', '2:201-', '2:201 ', 'x:1']) expect(parseAyahReference(bad)).toBeNull();
  });
});

describe('a request’s words and the recitation source', () => {
  const parse = (body: unknown) => DuaRequestCreateSchema.safeParse(body);
  it('refuses links and control characters in names and notes, and unknown intentions', () => {
    expect(
      parse({ intention: 'parents', recipientName: 'My mother', personalNote: 'For her health.\nAmeen' }).success,
    ).toBe(true);
    for (const bad of [
      { intention: 'parents', recipientName: 'see https://spam.example' },
      { intention: 'parents', personalNote: 'visit www.example' },
      { intention: 'parents', personalNote: 'buy at cheap-pills.com today' },
      { intention: 'parents', recipientName: 'Ali\tKhan' },
      { intention: 'parents', recipientName: 'Ali\nKhan' },
      { intention: 'parents', personalNote: 'a\u0000b' },
      { intention: 'parents', recipientName: 'Ali\u2028Khan' },
      { intention: 'parents', recipientName: 'x'.repeat(101) },
      { intention: 'parents', personalNote: 'x'.repeat(501) },
      { intention: 'wealth' },
      {},
    ])
      expect(parse(bad).success, JSON.stringify(bad)).toBe(false);
  });

  it('builds one link per ayah from a configured https template, none without one', () => {
    expect(recitationUrls(undefined, { surah: 14, firstAyah: 40, lastAyah: 41 })).toEqual([]);
    expect(
      recitationUrls('https://audio.example/r/{surah}{ayah}.mp3', { surah: 14, firstAyah: 40, lastAyah: 41 }),
    ).toEqual(['https://audio.example/r/014040.mp3', 'https://audio.example/r/014041.mp3']);
    expect(
      serverEnv({ DUA_RECITATION_URL_TEMPLATE: 'https://a.example/{surah}/{ayah}.mp3' }).DUA_RECITATION_URL_TEMPLATE,
    ).toBe('https://a.example/{surah}/{ayah}.mp3');
    expect(serverEnv({}).DUA_RECITATION_URL_TEMPLATE).toBeUndefined();
    expect(() => serverEnv({ DUA_RECITATION_URL_TEMPLATE: 'http://a.example/{surah}{ayah}.mp3' })).toThrow();
    expect(() => serverEnv({ DUA_RECITATION_URL_TEMPLATE: 'https://a.example/fixed.mp3' })).toThrow();
  });
});
