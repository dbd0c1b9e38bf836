// The sample community and its thawab completions tell one story: every completion has its
// 'thawap_completed' activity item (same user, same UTC day, content naming the task), one for one,
// and each user's last-active time and streak agree with their activity. The SQL here is written
// independently of the generators.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVITE_CODE_ALPHABET, INVITE_CODE_LENGTH } from '../../src/lib/circles.ts';
import { getDb } from '../../src/server/db.ts';
import { seedContent } from '../../src/server/content/seed.ts';
import { generateSampleDeeds } from '../../src/server/sample/deeds.ts';
import { generateSampleCommunity } from '../../src/server/sample/community.ts';
import { queryRows } from '../../src/server/sql.ts';
import { closeDb, truncate, useTestDatabase } from './helpers.ts';

useTestDatabase();
const one = async <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) =>
  (await queryRows<T>(getDb(), query))[0]!;

beforeAll(async () => {
  // The sample is made for the app's real catalogue: other test files leave a few tasks of their own,
  // too few for a user's deeds of one day to be distinct tasks.
  await truncate(
    'users',
    'circles',
    'circle_members',
    'circle_goals',
    'invitations',
    'user_activity',
    'launch_signups',
    'thawab_completions',
    'user_badges',
    'thawab_tasks',
    'badges',
  );
  await seedContent(getDb());
  await generateSampleCommunity(getDb(), { users: 600, seed: 0.3 });
  await generateSampleDeeds(getDb(), { seed: 0.3 });
}, 60_000);

afterAll(async () => {
  await closeDb();
});

describe('sample deeds and sample activity', () => {
  it("gives every circle an invite code in the app's format, each a different one", async () => {
    const codes = (await queryRows<{ invite_code: string }>(getDb(), sql`SELECT invite_code FROM circles`)).map(
      (r) => r.invite_code,
    );
    expect(codes.length).toBeGreaterThan(0);
    const format = new RegExp(`^[${INVITE_CODE_ALPHABET}]{${INVITE_CODE_LENGTH}}$`);
    expect(codes.filter((code) => !format.test(code))).toEqual([]);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('has completions, and every one has its thawap_completed item naming the task on the same UTC day', async () => {
    const { completions, orphans } = await one<{ completions: number; orphans: number }>(sql`
      SELECT count(*)::int AS completions,
             count(*) FILTER (WHERE NOT EXISTS (
               SELECT 1 FROM user_activity a JOIN thawab_tasks t ON t.id = c.task_id
               WHERE a.user_id = c.user_id AND a.type = 'thawap_completed' AND a.content = t.name
                 AND (a.created_at AT TIME ZONE 'UTC')::date = c.completed_on
             ))::int AS orphans
      FROM thawab_completions c`);
    expect(completions).toBeGreaterThan(1000);
    expect(orphans).toBe(0);
  });

  it('counts match one for one: each user-day has as many thawap_completed items as completions', async () => {
    const { mismatched, items, completions } = await one<{
      mismatched: number;
      items: number;
      completions: number;
    }>(sql`
      WITH i AS (
        SELECT user_id, (created_at AT TIME ZONE 'UTC')::date AS day, count(*) AS n FROM user_activity WHERE type = 'thawap_completed' GROUP BY 1, 2
      ), c AS (
        SELECT user_id, completed_on AS day, count(*) AS n FROM thawab_completions GROUP BY 1, 2
      )
      SELECT count(*) FILTER (WHERE i.n IS DISTINCT FROM c.n)::int AS mismatched,
             coalesce(sum(i.n), 0)::int AS items, coalesce(sum(c.n), 0)::int AS completions
      FROM i FULL JOIN c ON c.user_id = i.user_id AND c.day = i.day`);
    expect(mismatched).toBe(0);
    expect(items).toBe(completions);
  });

  it('keeps circle deeds in their circle: circle items are by members of that circle', async () => {
    const { circleDeeds, strangers } = await one<{ circleDeeds: number; strangers: number }>(sql`
      SELECT count(*)::int AS "circleDeeds",
             count(*) FILTER (WHERE NOT EXISTS (SELECT 1 FROM circle_members m WHERE m.circle_id = a.circle_id AND m.user_id = a.user_id))::int AS strangers
      FROM user_activity a WHERE a.type = 'thawap_completed' AND a.circle_id IS NOT NULL`);
    expect(circleDeeds).toBeGreaterThan(0);
    expect(strangers).toBe(0);
  });

  it('gives circle items what the app writes (decision 0042): blessings to a fellow member, contributions to a goal of the circle, reactions and join requests', async () => {
    const c = await one<Record<string, number>>(sql`
      SELECT count(*) FILTER (WHERE a.type = 'blessing_sent' AND a.circle_id IS NOT NULL)::int AS blessings,
             count(*) FILTER (WHERE a.type = 'blessing_sent' AND a.circle_id IS NOT NULL AND (a.target_user_id = a.user_id
               OR NOT EXISTS (SELECT 1 FROM circle_members m WHERE m.circle_id = a.circle_id AND m.user_id = a.target_user_id)))::int AS "badBlessings",
             count(*) FILTER (WHERE a.type = 'goal_contribution' AND a.goal_id IS NOT NULL)::int AS contributions,
             count(*) FILTER (WHERE a.goal_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM circle_goals g WHERE g.id = a.goal_id AND g.circle_id = a.circle_id))::int AS "foreignGoals",
             (SELECT count(*) FROM activity_reactions)::int AS reactions,
             (SELECT count(*) FROM activity_reactions r JOIN user_activity i ON i.id = r.activity_id
               WHERE NOT EXISTS (SELECT 1 FROM circle_members m WHERE m.circle_id = i.circle_id AND m.user_id = r.user_id))::int AS "strangerReactions",
             (SELECT count(*) FROM circle_requests r JOIN circles k ON k.id = r.circle_id WHERE r.status = 'pending' AND k.type = 'private')::int AS requests,
             (SELECT count(*) FROM circle_requests r WHERE EXISTS (SELECT 1 FROM circle_members m WHERE m.circle_id = r.circle_id AND m.user_id = r.user_id))::int AS "membersRequesting"
      FROM user_activity a`);
    expect(c.blessings).toBeGreaterThan(0);
    expect(c.contributions).toBeGreaterThan(0);
    expect(c.reactions).toBeGreaterThan(0);
    expect(c.requests).toBeGreaterThan(0);
    expect([c.badBlessings, c.foreignGoals, c.strangerReactions, c.membersRequesting]).toEqual([0, 0, 0, 0]);
  });

  it('has Quran challenges as the app makes them: parts split among members who were in the circle, a read part is a quran_completed item, all read is complete', async () => {
    const q = await one<Record<string, number>>(sql`
      SELECT (SELECT count(*) FROM circle_quran_challenges)::int AS challenges,
             (SELECT count(*) FROM circle_quran_assignments WHERE completed_at IS NOT NULL)::int AS "readParts",
             (SELECT count(*) FROM circle_quran_assignments a JOIN circle_quran_challenges c ON c.id = a.challenge_id
               WHERE NOT EXISTS (SELECT 1 FROM circle_members m WHERE m.circle_id = c.circle_id AND m.user_id = a.user_id AND m.joined_at <= c.created_at))::int AS "outsiders",
             (SELECT count(*) FROM circle_quran_challenges c WHERE c.total_ayahs <> (SELECT sum(a.end_ayah - a.start_ayah + 1) FROM circle_quran_assignments a WHERE a.challenge_id = c.id))::int AS "gaps",
             (SELECT count(*) FROM circle_quran_assignments a JOIN circle_quran_challenges c ON c.id = a.challenge_id WHERE a.completed_at IS NOT NULL
               AND NOT EXISTS (SELECT 1 FROM user_activity i WHERE i.user_id = a.user_id AND i.circle_id = c.circle_id AND i.type = 'quran_completed' AND i.created_at = a.completed_at))::int AS "readWithoutItem",
             (SELECT count(*) FROM circle_quran_challenges c WHERE (c.completed_at IS NOT NULL) <> NOT EXISTS (SELECT 1 FROM circle_quran_assignments a WHERE a.challenge_id = c.id AND a.completed_at IS NULL))::int AS "wrongCompletion"`);
    expect(q.challenges).toBeGreaterThan(0);
    expect(q.readParts).toBeGreaterThan(0);
    expect([q.outsiders, q.gaps, q.readWithoutItem, q.wrongCompletion]).toEqual([0, 0, 0, 0]);
  });

  it("never has a deed after the user's last-active time, and a recent user's last deed is at it", async () => {
    const { after, recentWithoutLast } = await one<{ after: number; recentWithoutLast: number }>(sql`
      SELECT (SELECT count(*) FROM user_activity a JOIN users u ON u.id = a.user_id
              WHERE a.type IN ('thawap_completed', 'quran_completed', 'goal_contribution', 'blessing_sent') AND a.created_at > u.last_active_at)::int AS after,
             (SELECT count(*) FROM users u WHERE u.last_active_at > now() - interval '119 days'
                AND NOT EXISTS (SELECT 1 FROM user_activity a WHERE a.user_id = u.id AND a.created_at = u.last_active_at))::int AS "recentWithoutLast"`);
    expect(after).toBe(0);
    expect(recentWithoutLast).toBe(0);
  });

  it('a streak of N days has a completion on each of the N UTC days up to the last-active day', async () => {
    const { streaks, broken } = await one<{ streaks: number; broken: number }>(sql`
      SELECT count(*)::int AS streaks,
             count(*) FILTER (WHERE (
               SELECT count(DISTINCT c.completed_on) FROM thawab_completions c
               WHERE c.user_id = u.id AND c.completed_on BETWEEN (u.last_active_at AT TIME ZONE 'UTC')::date - (u.streak - 1)
                                                               AND (u.last_active_at AT TIME ZONE 'UTC')::date
             ) <> u.streak)::int AS broken
      FROM users u WHERE u.streak > 0`);
    expect(streaks).toBeGreaterThan(10);
    expect(broken).toBe(0);
  });
});
