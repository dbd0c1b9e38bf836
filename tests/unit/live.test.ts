// The rules of live recitation (decision 0065) that need no database: which ayah a session is on
// (its timings when live, else the ayah staff set), and which words a dedication may not hold.
import { describe, expect, it } from 'vitest';
import { currentAyahOf } from '../../src/lib/live.ts';
import { hasAbusiveWord, WORD_LIST_LOCALES } from '../../src/server/live/abusive-words.ts';

const start = new Date('2026-12-05T18:00:00Z');
const session = (over: Partial<Parameters<typeof currentAyahOf>[0]> = {}) => ({
  status: 'live' as const,
  firstAyah: 10,
  lastAyah: 13,
  currentAyah: 11,
  ayahTimings: [0, 30, 45, 90],
  timingsFrom: start,
  ...over,
});
const at = (seconds: number) => new Date(start.getTime() + seconds * 1000);

describe('currentAyahOf', () => {
  it('follows the timings of a live session: the last ayah begun, never past the range', () => {
    expect([0, 29.9, 30, 44, 45, 89, 90, 10_000].map((s) => currentAyahOf(session(), at(s)))).toEqual([
      10, 10, 11, 11, 12, 12, 13, 13,
    ]);
  });
  it('is the ayah staff set when untimed, not live, or before the timings begin', () => {
    expect(currentAyahOf(session({ ayahTimings: null }), at(60))).toBe(11);
    expect(currentAyahOf(session({ status: 'ended' }), at(60))).toBe(11);
    expect(currentAyahOf(session({ status: 'scheduled', timingsFrom: null }), at(60))).toBe(11);
    expect(currentAyahOf(session(), at(-5))).toBe(10);
  });
});

describe('hasAbusiveWord', () => {
  it('covers Arabic, English, French and Turkish', () => {
    expect(WORD_LIST_LOCALES).toEqual(['ar', 'en', 'fr', 'tr']);
  });
  it('finds a listed word as a whole word, in any case, in English for everyone', () => {
    expect(hasAbusiveWord('You BASTARD', 'ur')).toBe(true);
    expect(hasAbusiveWord('bastards-in-law', 'en')).toBe(false);
    expect(hasAbusiveWord('Cassandra', 'en')).toBe(false);
  });
  it("adds the writer's own language's list, not another's", () => {
    expect(hasAbusiveWord('quel connard', 'fr')).toBe(true);
    expect(hasAbusiveWord('quel connard', 'id')).toBe(false);
  });
  it('keeps words of a dua and names the lists carry', () => {
    expect(hasAbusiveWord('اللهم فرّج عنه', 'ar')).toBe(false);
    expect(hasAbusiveWord('Dick Ahmed', 'en')).toBe(false);
  });
});
