// The deed rules of decision 0039 against hand-computed fixtures: the local day and its grace period
// across time zones (UTC+14, UTC−12, a daylight-saving change), the streak over completions and
// unmarks, and the badge catalogue (streak, count, theme badges only for chosen themes).
import { describe, expect, it } from 'vitest';
import {
  badgeKind,
  badgesToAward,
  completionDateProblem,
  ENCOURAGEMENTS,
  localClock,
  pickEncouragement,
  streakAfterComplete,
  streakAfterUnmark,
  type BadgeRule,
  type DeedStats,
} from '../../src/lib/deeds.ts';
import { SEED_BADGES } from '../../src/server/content/seed-catalogue.ts';

const at = (iso: string) => new Date(iso);

describe('the user’s local day', () => {
  it('is a different date on either side of the date line at one instant', () => {
    const instant = at('2026-03-10T10:30:00Z');
    expect(localClock(instant, 'Pacific/Kiritimati')).toEqual({ date: '2026-03-11', hour: 0 }); // UTC+14
    expect(localClock(instant, 'Etc/GMT+12')).toEqual({ date: '2026-03-09', hour: 22 }); // UTC−12
    expect(localClock(instant, 'UTC')).toEqual({ date: '2026-03-10', hour: 10 });
  });

  it('UTC+14 just after local midnight: today and yesterday (grace) are open, tomorrow is the future', () => {
    const instant = at('2026-03-10T10:30:00Z'); // 00:30 on 11 March in Kiritimati
    expect(completionDateProblem('2026-03-11', instant, 'Pacific/Kiritimati')).toBeNull();
    expect(completionDateProblem('2026-03-10', instant, 'Pacific/Kiritimati')).toBeNull();
    expect(completionDateProblem('2026-03-12', instant, 'Pacific/Kiritimati')).toMatch(/future/);
    expect(completionDateProblem('2026-03-09', instant, 'Pacific/Kiritimati')).toMatch(/too long ago/);
  });

  it('UTC+14 at 03:00 local: yesterday closes', () => {
    expect(completionDateProblem('2026-03-10', at('2026-03-10T12:59:59Z'), 'Pacific/Kiritimati')).toBeNull(); // 02:59:59
    expect(completionDateProblem('2026-03-10', at('2026-03-10T13:00:00Z'), 'Pacific/Kiritimati')).toMatch(
      /past that now/,
    ); // 03:00
  });

  it('UTC−12 late in the evening: the UTC date is already tomorrow for them', () => {
    const instant = at('2026-03-10T11:30:00Z'); // 23:30 on 9 March
    expect(completionDateProblem('2026-03-09', instant, 'Etc/GMT+12')).toBeNull();
    expect(completionDateProblem('2026-03-10', instant, 'Etc/GMT+12')).toMatch(/future/);
    // 00:30 on 10 March for them: 9 March is yesterday within the grace period.
    expect(completionDateProblem('2026-03-09', at('2026-03-10T12:30:00Z'), 'Etc/GMT+12')).toBeNull();
    expect(completionDateProblem('2026-03-09', at('2026-03-10T15:00:00Z'), 'Etc/GMT+12')).toMatch(/past that now/);
  });

  it('Europe/London at the end of summer time: the 25-hour day keeps its date, the grace ends at 03:00 GMT', () => {
    // 25 October 2026: clocks go back at 02:00 BST to 01:00 GMT.
    expect(localClock(at('2026-10-24T23:30:00Z'), 'Europe/London')).toEqual({ date: '2026-10-25', hour: 0 }); // 00:30 BST
    expect(localClock(at('2026-10-25T00:30:00Z'), 'Europe/London')).toEqual({ date: '2026-10-25', hour: 1 }); // 01:30 BST
    expect(localClock(at('2026-10-25T01:30:00Z'), 'Europe/London')).toEqual({ date: '2026-10-25', hour: 1 }); // 01:30 GMT
    expect(completionDateProblem('2026-10-24', at('2026-10-25T02:59:00Z'), 'Europe/London')).toBeNull(); // 02:59 GMT
    expect(completionDateProblem('2026-10-24', at('2026-10-25T03:00:00Z'), 'Europe/London')).toMatch(/past that now/);
    // 23:30 GMT on the 25th is still the 25th (not the 26th, as a fixed +1 h offset would say).
    expect(localClock(at('2026-10-25T23:30:00Z'), 'Europe/London').date).toBe('2026-10-25');
  });
});

/** Replays completions (+) and unmarks (−) of [date, task] through the streak rules. */
function replay(events: ['+' | '-', string, string][]): number {
  const days = new Map<string, Set<string>>();
  let streak = 0;
  for (const [op, date, task] of events) {
    const done = days.get(date) ?? new Set<string>();
    days.set(date, done);
    if (op === '+' && !done.has(task)) {
      streak = streakAfterComplete(streak, done.size);
      done.add(task);
    } else if (op === '-' && done.has(task)) {
      done.delete(task);
      streak = streakAfterUnmark(streak, done.size);
    }
  }
  return streak;
}

describe('the streak', () => {
  it('rises once per day with a deed, whatever the number of deeds', () => {
    expect(
      replay([
        ['+', '2026-03-01', 'a'],
        ['+', '2026-03-01', 'b'],
        ['+', '2026-03-02', 'a'],
      ]),
    ).toBe(2);
  });
  it('is not reset by a missed day', () => {
    expect(
      replay([
        ['+', '2026-03-01', 'a'],
        ['+', '2026-03-02', 'a'],
        ['+', '2026-03-05', 'a'],
      ]),
    ).toBe(3);
  });
  it('unmarking the only deed of a day takes the day back; unmarking one of two does not', () => {
    expect(
      replay([
        ['+', '2026-03-01', 'a'],
        ['+', '2026-03-02', 'a'],
        ['-', '2026-03-02', 'a'],
      ]),
    ).toBe(1);
    expect(
      replay([
        ['+', '2026-03-01', 'a'],
        ['+', '2026-03-01', 'b'],
        ['-', '2026-03-01', 'a'],
      ]),
    ).toBe(1);
    expect(
      replay([
        ['+', '2026-03-01', 'a'],
        ['-', '2026-03-01', 'a'],
        ['+', '2026-03-01', 'a'],
      ]),
    ).toBe(1);
  });
  it('never goes below 0 (a staff reset, then an unmark)', () => {
    expect(streakAfterUnmark(0, 0)).toBe(0);
  });
});

const catalogue: BadgeRule[] = SEED_BADGES.map((badge, index) => ({
  id: index + 1,
  name: badge.name,
  kind: badge.kind,
  theme: badge.theme,
  requiredCount: badge.requiredCount,
  requiredDays: badge.requiredDays,
}));
const names = (rules: BadgeRule[]) => rules.map((rule) => rule.name);
const stats = (patch: Partial<DeedStats>): DeedStats => ({
  streak: 0,
  total: 0,
  byCategory: {},
  themes: ['faith', 'hope', 'patience'],
  ...patch,
});

describe('the badge catalogue', () => {
  it('reads each seeded badge as its kind', () => {
    expect(catalogue.map((badge) => badgeKind(badge).kind)).toEqual([
      'streak',
      'streak',
      'streak',
      'count',
      'count',
      'count',
      'theme',
      'theme',
      'theme',
      'theme',
      'theme',
      'theme',
    ]);
  });
  it('streak badges at 3, 7 and 30 days', () => {
    expect(names(badgesToAward(catalogue, new Set(), stats({ streak: 2, total: 2 })))).toEqual([]);
    expect(names(badgesToAward(catalogue, new Set(), stats({ streak: 3, total: 3 })))).toEqual(['First Steps']);
    expect(names(badgesToAward(catalogue, new Set([1]), stats({ streak: 7, total: 7 })))).toEqual(['Weekly Devotion']);
    expect(names(badgesToAward(catalogue, new Set([1, 2]), stats({ streak: 30, total: 30 })))).toEqual([
      'Consistent Worship',
      'Beginner',
    ]);
  });
  it('count badges at 10, 50 and 100 deeds', () => {
    expect(names(badgesToAward(catalogue, new Set([1]), stats({ streak: 4, total: 9 })))).toEqual([]);
    expect(names(badgesToAward(catalogue, new Set([1]), stats({ streak: 4, total: 10 })))).toEqual(['Beginner']);
    expect(names(badgesToAward(catalogue, new Set([1, 2, 4]), stats({ streak: 9, total: 100 })))).toEqual([
      'Devoted',
      'Steadfast',
    ]);
  });
  it('theme badges after 5 deeds of the theme, only for chosen themes', () => {
    // 5 Giving deeds: charity is not among the default themes, so no Generous Soul.
    expect(
      names(badgesToAward(catalogue, new Set([1]), stats({ streak: 1, total: 5, byCategory: { Giving: 5 } }))),
    ).toEqual([]);
    expect(
      names(
        badgesToAward(
          catalogue,
          new Set([1]),
          stats({ streak: 1, total: 5, byCategory: { Giving: 5 }, themes: ['charity'] }),
        ),
      ),
    ).toEqual(['Generous Soul']);
    // Faith counts Prayer and Study together: 3 + 2.
    expect(
      names(
        badgesToAward(catalogue, new Set([1]), stats({ streak: 1, total: 5, byCategory: { Prayer: 3, Study: 2 } })),
      ),
    ).toEqual(['Faith Builder']);
    expect(
      names(badgesToAward(catalogue, new Set([1]), stats({ streak: 1, total: 4, byCategory: { Dhikr: 4 } }))),
    ).toEqual([]);
  });
  it('reads the rule from the kind and theme, never the name: a translated name earns the same', () => {
    // The Arabic name of Faith Builder, as the server names rules in the user's language (decision 0056).
    const translated = catalogue.map((b) => ({ ...b, name: `«${b.name}» بالعربية` }));
    const faithOnly = stats({ streak: 1, total: 5, byCategory: { Prayer: 5 }, themes: ['faith'] });
    expect(badgesToAward(translated, new Set([1]), faithOnly).map((b) => b.id)).toEqual([7]);
    const hopeOnly = stats({ streak: 1, total: 5, byCategory: { Prayer: 5 }, themes: ['hope'] });
    expect(badgesToAward(translated, new Set([1]), hopeOnly)).toEqual([]);
    // A badge renamed by staff keeps its rule; a count badge named like a theme badge stays a count badge.
    expect(badgeKind({ ...catalogue[6]!, name: 'Builder of Faith' })).toEqual({
      kind: 'theme',
      theme: 'faith',
      count: 5,
    });
    expect(badgeKind({ ...catalogue[3]!, name: 'Faith Builder' })).toEqual({ kind: 'count', count: 10 });
  });
  it('never awards a held badge again', () => {
    expect(
      badgesToAward(
        catalogue,
        new Set(catalogue.map((b) => b.id)),
        stats({ streak: 100, total: 100, byCategory: { Prayer: 50 } }),
      ),
    ).toEqual([]);
  });
});

it('has 8 encouragement lines and picks each of them', () => {
  expect(ENCOURAGEMENTS).toHaveLength(8);
  expect(new Set(ENCOURAGEMENTS).size).toBe(8);
  expect(pickEncouragement(() => 0)).toBe(ENCOURAGEMENTS[0]);
  expect(pickEncouragement(() => 0.999999)).toBe(ENCOURAGEMENTS[7]);
});

it('picks the encouragement in the user’s language', () => {
  expect(pickEncouragement(() => 0, 'ar')).toBe('ما شاء الله، واصل!');
  expect(pickEncouragement(() => 0.999999, 'fr')).toBe('Vous construisez une habitude qui dure. Bravo\u202f!');
});
