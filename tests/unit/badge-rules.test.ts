// A badge's rule as staff save it (decision 0056): kind and theme are validated together, with the
// Badges tab's messages, and the seeded catalogue carries its rule in those fields.
import { describe, expect, it } from 'vitest';
import { BADGE_DEFAULTS, BadgePayloadSchema, badgeRequirement } from '../../src/lib/schemas/content-badge.ts';
import { SEED_BADGES } from '../../src/server/content/seed-catalogue.ts';

const badge = (patch: Record<string, unknown>) => ({ ...BADGE_DEFAULTS, name: 'A badge', description: 'D', ...patch });
const issues = (patch: Record<string, unknown>) => {
  const result = BadgePayloadSchema.safeParse(badge(patch));
  return result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message]);
};

describe('badge kind and theme', () => {
  it('accepts a count badge, a streak badge with days and a theme badge with its theme', () => {
    expect(issues({ kind: 'count', theme: null })).toEqual([]);
    expect(issues({ kind: 'streak', theme: null, requiredDays: 7, requiredCount: 7 })).toEqual([]);
    expect(issues({ kind: 'theme', theme: 'patience' })).toEqual([]);
  });

  it('refuses a theme badge without a theme, a theme on another kind, a streak without days, unknown values', () => {
    expect(issues({ kind: 'theme', theme: null })).toEqual([['theme', 'A theme badge needs a theme']]);
    expect(issues({ kind: 'count', theme: 'faith' })).toEqual([['theme', 'Only a theme badge has a theme']]);
    expect(issues({ kind: 'streak', requiredDays: 0 })).toEqual([
      ['requiredDays', 'A streak badge needs at least 1 required day'],
    ]);
    expect(issues({ kind: 'level' })[0]![0]).toBe('kind');
    expect(issues({ kind: 'theme', theme: 'Faith Builder' })[0]![0]).toBe('theme');
    expect(issues({ kind: undefined })[0]![0]).toBe('kind');
  });

  it('the seeded catalogue: 3 streak, 3 count and one theme badge per theme', () => {
    expect(SEED_BADGES.map((b) => b.kind)).toEqual([
      ...Array(3).fill('streak'),
      ...Array(3).fill('count'),
      ...Array(6).fill('theme'),
    ]);
    expect(SEED_BADGES.filter((b) => b.kind === 'theme').map((b) => b.theme)).toEqual([
      'faith',
      'hope',
      'patience',
      'gratitude',
      'family',
      'charity',
    ]);
  });

  it('names a theme badge’s theme in the Requirements column', () => {
    expect(badgeRequirement({ requiredCount: 5, requiredDays: 0, kind: 'theme', theme: 'faith' })).toBe(
      '5 completions of the Faith theme',
    );
    expect(badgeRequirement({ requiredCount: 7, requiredDays: 7, kind: 'streak', theme: null })).toBe(
      '7 completions within 7 days',
    );
  });
});
