// Pure rules of the people tools: CSV cells (quoting, formula injection), the referral sort rule,
// levels, rates and rewards, and that each function's literal path is the one in routes.ts.
import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvCell, csvFilename, csvLine } from '../../src/server/csv.ts';
import { averageXpPerInvite, goalPercent, levelForScore, nextSort, percent } from '../../src/lib/people.ts';
import { API } from '../../src/lib/routes.ts';
import { UserUpdateSchema } from '../../src/lib/schemas/people.ts';
import * as users from '../../functions/admin-users.mts';
import * as user from '../../functions/admin-user.mts';
import * as streak from '../../functions/admin-user-reset-streak.mts';
import * as circles from '../../functions/admin-circles.mts';
import * as circle from '../../functions/admin-circle.mts';
import * as member from '../../functions/admin-circle-member.mts';
import * as goals from '../../functions/admin-circle-goals.mts';
import * as goal from '../../functions/admin-circle-goal.mts';
import * as referrals from '../../functions/admin-referrals.mts';
import * as referral from '../../functions/admin-referral.mts';
import * as exportsFn from '../../functions/admin-export.mts';

describe('CSV cells', () => {
  it('neutralises cells a spreadsheet would run as a formula', () => {
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('+44 20 7946 0000')).toBe("'+44 20 7946 0000");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1:A2)')).toBe("'@SUM(A1:A2)");
    expect(csvCell('\t=cmd')).toBe("'\t'=cmd");
    expect(csvCell('\r=cmd')).toBe(`"'\r'=cmd"`);
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    // A number is data: a negative number stays a number.
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell('Fatima = kind')).toBe('Fatima = kind');
  });

  it('quotes commas, quotes and line breaks; keeps Arabic as is; empty for null', () => {
    expect(csvCell('Cairo, Egypt')).toBe('"Cairo, Egypt"');
    expect(csvCell('say "salam"')).toBe('"say ""salam"""');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    expect(csvCell(' padded ')).toBe('" padded "');
    expect(csvCell('يوسف النجار')).toBe('يوسف النجار');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(new Date('2026-01-02T03:04:05Z'))).toBe('2026-01-02T03:04:05.000Z');
    expect(csvLine(['a', 1, null])).toBe('a,1,\r\n');
    expect(CSV_BOM).toBe('\uFEFF');
    expect(csvFilename('users', new Date('2026-11-22T23:59:00Z'))).toBe('thawab-users-2026-11-22.csv');
  });
});

describe('referral table sort (product §4)', () => {
  it('the same column flips; a new column starts descending', () => {
    const start = { sort: 'totalInvites' as string, dir: 'desc' as const };
    expect(nextSort(start, 'totalInvites')).toEqual({ sort: 'totalInvites', dir: 'asc' });
    expect(nextSort({ sort: 'totalInvites', dir: 'asc' }, 'totalInvites')).toEqual({
      sort: 'totalInvites',
      dir: 'desc',
    });
    expect(nextSort({ sort: 'totalInvites', dir: 'asc' }, 'inviterName')).toEqual({ sort: 'inviterName', dir: 'desc' });
  });
});

describe('levels, rates, rewards', () => {
  it('maps Barakah scores to the spec level minimums', () => {
    expect(levelForScore(0)).toBe('Waking Soul');
    expect(levelForScore(14)).toBe('Waking Soul');
    expect(levelForScore(15)).toBe('Seeking Soul');
    expect(levelForScore(89)).toBe('Sincere Seeker');
    expect(levelForScore(95)).toBe('Luminous Soul');
    expect(levelForScore(100)).toBe('Luminous Soul');
  });
  it('percent with one decimal, 0 without a denominator; Avg. XP per Invite rounded', () => {
    expect(percent(1, 3)).toBe(33.3);
    expect(percent(2, 3)).toBe(66.7);
    expect(percent(5, 0)).toBe(0);
    expect(averageXpPerInvite(30, 7)).toBe(4);
    expect(averageXpPerInvite(50, 4)).toBe(13);
    expect(averageXpPerInvite(0, 0)).toBe(0);
    expect(goalPercent(45, 40)).toBe(100);
    expect(goalPercent(1, 3)).toBe(33);
  });
  it('edit form: integers only, never NaN', () => {
    const base = {
      name: 'A',
      email: 'a@example.com',
      location: '',
      level: null,
      streak: '3',
      score: '7',
      status: 'Free User',
    };
    expect(UserUpdateSchema.parse(base)).toMatchObject({ streak: 3, score: 7 });
    for (const bad of ['', '3.5', 'abc', ' ', '1e3'])
      expect(UserUpdateSchema.safeParse({ ...base, streak: bad }).success, bad).toBe(false);
  });
});

describe('function paths are the ones in routes.ts', () => {
  it.each([
    [users.config, API.adminUsers],
    [user.config, API.adminUser.pattern],
    [streak.config, API.adminUserStreakReset.pattern],
    [circles.config, API.adminCircles],
    [circle.config, API.adminCircle.pattern],
    [member.config, API.adminCircleMember.pattern],
    [goals.config, API.adminCircleGoals.pattern],
    [goal.config, API.adminCircleGoal.pattern],
    [referrals.config, API.adminReferrals],
    [referral.config, API.adminReferral.pattern],
    [exportsFn.config, API.adminExport.pattern],
  ])('%o', (config, path) => {
    expect(config.path).toBe(path);
  });
});
