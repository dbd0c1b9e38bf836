import { describe, expect, it } from 'vitest';
import { slugify } from '../../src/lib/blog/slug.ts';
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
