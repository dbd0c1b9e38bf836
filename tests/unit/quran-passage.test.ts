// Quran passages checked against the surah table (decision 0060): one function answers how long a
// surah is, and a passage must lie within it.
import { describe, expect, it } from 'vitest';
import { ayahCount, passageProblem, surahName } from '../../src/lib/quran/passage.ts';

describe('Quran passages', () => {
  it('know each surah’s length by number, and no surah outside 1–114', () => {
    expect(ayahCount(1)).toBe(7);
    expect(ayahCount(2)).toBe(286);
    expect(ayahCount(108)).toBe(3);
    expect(ayahCount(114)).toBe(6);
    expect(surahName(108)).toBe('Al-Kawthar');
    for (const n of [0, 115, 1.5, -1, Number.NaN]) expect(ayahCount(n)).toBeUndefined();
  });

  it('accept a range inside the surah and refuse one that does not exist', () => {
    expect(passageProblem(108, 1, 3)).toBeNull();
    expect(passageProblem(2, 255, 255)).toBeNull();
    expect(passageProblem(108, 1, 286)).toBe('Surah 108 (Al-Kawthar) has 3 ayahs');
    expect(passageProblem(108, 4, 4)).toBe('Surah 108 (Al-Kawthar) has 3 ayahs');
    expect(passageProblem(67, 0, 3)).toBe('Ayah numbers start at 1');
    expect(passageProblem(67, 5, 4)).toBe('The last ayah comes after the first');
    expect(passageProblem(115, 1, 1)).toBe('Surah must be a whole number from 1 to 114');
  });
});
