// Generates a realistic sample community in Postgres, set-based (generate_series, INSERT … SELECT)
// so 100,000 users take seconds: users from several regions (some with Arabic-script names),
// invitation chains (everyone invited is a user who may invite others, with a few very active
// "ambassadors"), circles of the documented sizes (small 2-5, medium 6-15, large 16-30, very
// large 31+), goals, 120 days of activity consistent with each person's last-active time and
// streak (a deed on each streak day; the deeds become thawab completions in src/server/sample/deeds.ts; circle
// blessings name a fellow member and contributions a goal), reactions on recent circle items,
// pending join requests to private circles, Quran challenges in a fifth of the circles (parts split
// as the app splits them, two in three read), and a few launch-waitlist referrals (source 'sample').
// A seed fixes the users, circles, members, goals, invitations and challenges; the activity, join
// requests and challenge parts draw in the order Postgres's plan visits rows, so they vary by run.
//
// Every user it makes is marked users.is_sample, and every circle it makes has a sample Creator, so
// removeSample() deletes exactly the sample and what hangs off it (decision 0043). Real app users may
// exist already: the generator reads only the rows it made (sample users, circles past the ones
// that existed), never theirs.
//
// The steps, run in one transaction in this order (the seed's random() sequence follows it), live
// beside it: community-people.ts (word tables, users, invitations), community-circles.ts (circles,
// members, goals, reactions, join requests, Quran challenges), community-activity.ts (the feed).
import { sql } from 'drizzle-orm';
import type { Database, Tx, Executor } from '../../../db/client.ts';
import { emailIdentity } from '../../lib/contact-identity.ts';
import { queryRows } from '../sql.ts';
import { SAMPLE_REGIONS } from './community-data.ts';
import { insertActivity } from './community-activity.ts';
import { insertCircles, insertQuranChallenges, insertReactionsAndRequests } from './community-circles.ts';
import { createWordTables, insertInvitations, insertUsers } from './community-people.ts';

export const SAMPLE_WAITLIST_SOURCE = 'sample';

export interface SampleOptions {
  users: number;
  /** setseed() value in [-1, 1]. */
  seed?: number;
}

export interface SampleCounts {
  users: number;
  circles: number;
  circleMembers: number;
  circleGoals: number;
  invitations: number;
  activity: number;
  activityReactions: number;
  joinRequests: number;
  quranChallenges: number;
  waitlistSignups: number;
}
/** True when sample users exist (the generator adds a community only where there is none). */
export async function sampleExists(db: Executor): Promise<boolean> {
  const [row] = await queryRows<{ exists: boolean }>(
    db,
    sql`SELECT EXISTS (SELECT 1 FROM users WHERE is_sample) AS exists`,
  );
  return row?.exists ?? false;
}

export interface RemovedSample {
  users: number;
  circles: number;
  waitlistSignups: number;
}

/**
 * Deletes the sample community in one transaction: the circles a sample user created (their
 * members, goals and requests go with them, real members' memberships of those circles included),
 * the sample users (their completions, badges, activity, invitations, roll-ups and tokens cascade)
 * and the sample waitlist rows. Real users and everything of theirs stay.
 */
export async function removeSample(db: Database): Promise<RemovedSample> {
  return db.transaction(async (tx) => {
    const [circles] = await queryRows<{ n: number }>(
      tx,
      sql`WITH gone AS (DELETE FROM circles c USING users u WHERE u.id = c.admin_id AND u.is_sample RETURNING c.id) SELECT count(*)::int AS n FROM gone`,
    );
    const [users] = await queryRows<{ n: number }>(
      tx,
      sql`WITH gone AS (DELETE FROM users WHERE is_sample RETURNING id) SELECT count(*)::int AS n FROM gone`,
    );
    const [signups] = await queryRows<{ n: number }>(
      tx,
      sql`WITH gone AS (DELETE FROM launch_signups WHERE source = ${SAMPLE_WAITLIST_SOURCE} RETURNING id) SELECT count(*)::int AS n FROM gone`,
    );
    // The Thawab Metrics / Badge Analytics summary counted the sample: the next request recomputes it.
    await tx.execute(sql`DELETE FROM analytics_deeds_refresh`);
    return { users: users?.n ?? 0, circles: circles?.n ?? 0, waitlistSignups: signups?.n ?? 0 };
  });
}

export async function generateSampleCommunity(
  db: Database,
  { users: n, seed = 0.42 }: SampleOptions,
): Promise<SampleCounts> {
  if (!Number.isInteger(n) || n < 10) throw new Error('The sample needs at least 10 users');
  const circleCount = Math.max(3, Math.round(n / 14));
  const waitlistCount = Math.max(10, Math.round(n / 50));
  const [before] = await queryRows<{ circle: number }>(
    db,
    sql`SELECT coalesce(max(id), 0)::int AS circle FROM circles`,
  );
  const circlesBefore = before?.circle ?? 0;
  await db.transaction(async (tx: Tx) => {
    await tx.execute(sql`SELECT setseed(${seed})`);
    await createWordTables(tx);
    await insertUsers(tx, n);
    await insertInvitations(tx);
    await insertCircles(tx, { n, circleCount, circlesBefore });
    await insertActivity(tx);
    await insertReactionsAndRequests(tx, n);
    await insertQuranChallenges(tx);
    await insertWaitlistReferrals(tx, n, waitlistCount);
  });

  const [counts] = await queryRows<Record<keyof SampleCounts, number>>(
    db,
    sql`SELECT (SELECT count(*) FROM users WHERE is_sample)::int AS users, (SELECT count(*) FROM circles)::int AS circles,
               (SELECT count(*) FROM circle_members)::int AS "circleMembers", (SELECT count(*) FROM circle_goals)::int AS "circleGoals",
               (SELECT count(*) FROM invitations)::int AS invitations, (SELECT count(*) FROM user_activity)::int AS activity,
               (SELECT count(*) FROM activity_reactions)::int AS "activityReactions", (SELECT count(*) FROM circle_requests)::int AS "joinRequests",
               (SELECT count(*) FROM circle_quran_challenges)::int AS "quranChallenges",
               (SELECT count(*) FROM launch_signups WHERE source = ${SAMPLE_WAITLIST_SOURCE})::int AS "waitlistSignups"`,
  );
  await db.execute(
    sql`ANALYZE users, circles, circle_members, circle_goals, invitations, user_activity, activity_reactions, circle_requests, launch_signups`,
  );
  return counts!;
}

/** Launch-waitlist referrals from the quiz funnels (source 'sample'), the last step of the run. */
async function insertWaitlistReferrals(tx: Tx, n: number, waitlistCount: number): Promise<void> {
  // Launch-waitlist referrals from the quiz funnels: a third of these people are app users. One
  // record per email identity, made by the same rule as a real signup's (src/lib/contact-identity.ts).
  const people = await queryRows<{ name: string; email: string; at: string }>(
    tx,
    sql`
        SELECT coalesce(au.name, f.name) AS name,
               coalesce(au.email, 'waitlist.' || f.latin || w || '@' || d.domains[1 + (w % array_length(d.domains, 1))]) AS email,
               (now() - interval '120 days' + interval '120 days' * (w::float8 / ${waitlistCount}))::text AS at
        FROM generate_series(1, ${waitlistCount}) w
        CROSS JOIN s_lists d
        JOIN s_first f ON f.region = w % ${SAMPLE_REGIONS.length} AND f.idx = w % (SELECT nf FROM s_region WHERE region = w % ${SAMPLE_REGIONS.length})
        LEFT JOIN LATERAL (SELECT u.name, u.email FROM users u WHERE w % 3 = 0 AND u.id = (SELECT id FROM s_users WHERE g = 1 + (w * 7919) % ${n})) au ON true
        ORDER BY w`,
  );
  const byIdentity = new Map<string, (typeof people)[number]>();
  for (const person of people) {
    const key = emailIdentity(person.email);
    if (key && !byIdentity.has(key)) byIdentity.set(key, person);
  }
  const joined = [...byIdentity.entries()].map(([key, person], ord) => ({ ...person, key, ord }));
  await tx.execute(sql`
      INSERT INTO launch_signups (name, email, email_key, source, metadata, referral_code, created_at, updated_at)
      SELECT p.name, p.email, p.key, ${SAMPLE_WAITLIST_SOURCE}, '{}'::jsonb, substr(md5('ref-' || p.ord || '-' || random()), 1, 10), p.at, p.at
      FROM jsonb_to_recordset(${JSON.stringify(joined)}::jsonb) AS p(name text, email text, key text, at timestamptz, ord int)
      ORDER BY p.ord
      ON CONFLICT (email_key) DO NOTHING`);
  await tx.execute(sql`
      WITH sample AS (
        SELECT id, referral_code, row_number() OVER (ORDER BY id)::int AS n FROM launch_signups WHERE source = ${SAMPLE_WAITLIST_SOURCE}
      ), chosen AS MATERIALIZED (
        SELECT s.id, 1 + floor(random() * (s.n - 1))::int AS target FROM sample s WHERE s.n > 1 AND random() < 0.4
      ), picked AS (
        SELECT c.id, r.id AS referrer_id, r.referral_code FROM chosen c JOIN sample r ON r.n = c.target
      )
      UPDATE launch_signups ls SET referred_by_id = p.referrer_id, metadata = jsonb_build_object('referredByCode', p.referral_code)
      FROM picked p WHERE ls.id = p.id`);
}
