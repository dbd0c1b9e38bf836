import { describe, expect, it } from 'vitest';
import { SLUG_MAX, SLUG_PATTERN, slugify } from '../../src/lib/blog/slug.ts';
import { displayDate, readTimeFor } from '../../src/lib/blog/read-time.ts';

describe('slugify (product §4 slug rule)', () => {
  it.each([
    ['Consistency in Prayer', 'consistency-in-prayer'],
    ['  5 Habits:  Fajr & Focus! ', '5-habits-fajr-focus'],
    ['Already--hyphenated -- title', 'already-hyphenated-title'],
    ['Du‘a & Dhikr — Daily', 'dua-dhikr-daily'],
    ['Café Ümmah', 'cafe-ummah'],
    ['!!!', ''],
  ])('%j → %j', (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  it('trims a long title to the limit without leaving a trailing hyphen', () => {
    // 250 characters whose 200th (after slugifying) is the hyphen between the two words.
    const title = `${'a'.repeat(199)} ${'b'.repeat(50)}`;
    expect(title).toHaveLength(250);
    const slug = slugify(title);
    expect(slug).toBe('a'.repeat(199));
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX);
    expect(slug).toMatch(SLUG_PATTERN);
  });

  it('keeps a full-length slug when the cut falls on a letter', () => {
    const full = slugify(`${'a'.repeat(150)} ${'b'.repeat(100)}`);
    expect(full).toHaveLength(SLUG_MAX);
    expect(full).toMatch(SLUG_PATTERN);
  });
});

describe('read time', () => {
  it('is at least one minute and grows with the words', () => {
    expect(readTimeFor('a few words')).toBe('1 min read');
    expect(readTimeFor('word '.repeat(1100))).toBe('5 min read');
  });
  it('ignores markup', () => {
    expect(readTimeFor('<p>' + 'word '.repeat(440) + '</p>')).toBe('2 min read');
  });
  it('formats display dates in UTC', () => {
    expect(displayDate(new Date('2025-07-14T23:30:00Z'))).toBe('July 14, 2025');
  });
});
