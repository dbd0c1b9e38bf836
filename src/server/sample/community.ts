// Generates a realistic sample community in Postgres, set-based (generate_series, INSERT … SELECT)
// so 100,000 users take seconds: users from several regions (some with Arabic-script names),
// invitation chains (everyone invited is a user who may invite others, with a few very active
// "ambassadors"), circles of the documented sizes (small 2-5, medium 6-15, large 16-30, very
// large 31+), goals, 120 days of activity consistent with each person's last-active time and
// streak (a deed on each streak day; the deeds become thawab completions in sample-deeds.ts; circle
// blessings name a fellow member and contributions a goal), reactions on recent circle items,
// pending join requests to private circles, Quran challenges in a fifth of the circles (parts split
// as the app splits them, two in three read), and a few launch-waitlist referrals (source 'sample'). Deterministic for a given seed.
//
// Every user it makes is marked users.is_sample, and every circle it makes has a sample Creator, so
// removeSample() deletes exactly the sample and what hangs off it (decision 0043). Real app users may
// exist already: the generator reads only the rows it made (sample users, circles past the ones
// that existed), never theirs.
import { sql } from 'drizzle-orm';
import type { Database, Tx, Executor } from '../../../db/client.ts';
import { INVITE_CODE_ALPHABET, INVITE_CODE_LENGTH, REACTIONS, splitAyahs } from '../../lib/circles.ts';
import { emailIdentity } from '../../lib/contact-identity.ts';
import { SPIRITUAL_LEVELS } from '../../lib/people.ts';
import { queryRows } from '../sql.ts';
import {
  CIRCLE_DESCRIPTIONS,
  CIRCLE_NAME_FIRST,
  CIRCLE_NAME_SECOND,
  DEEDS,
  EMAIL_DOMAINS,
  GOAL_TITLES,
  QURAN_CHALLENGE_SURAHS,
  QURAN_COMPLETIONS,
  SAMPLE_REGIONS,
  latinOf,
} from './community-data.ts';

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

export function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/** A stride coprime with n: member k of a circle is user (start + k·stride) mod n, all distinct. */
function strideFor(n: number): number {
  let step = Math.max(1, Math.floor(n * 0.382) + 1);
  while (gcd(step, n) !== 1) step++;
  return step;
}

const LEVEL_CASE = sql.raw(
  `CASE ${[...SPIRITUAL_LEVELS]
    .reverse()
    .map((level) => `WHEN b.score >= ${level.min} THEN '${level.name.replace(/'/g, "''")}'`)
    .join(' ')} END`,
);

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
  const stride = strideFor(n);
  const [before] = await queryRows<{ circle: number }>(
    db,
    sql`SELECT coalesce(max(id), 0)::int AS circle FROM circles`,
  );
  const circlesBefore = before?.circle ?? 0;

  let cumulative = 0;
  const total = SAMPLE_REGIONS.reduce((sum, region) => sum + region.weight, 0);
  const regions = SAMPLE_REGIONS.map((region, i) => {
    cumulative += region.weight / total;
    return {
      i,
      cum: i === SAMPLE_REGIONS.length - 1 ? 1.0001 : cumulative,
      nf: region.first.length,
      nl: region.last.length,
      nc: region.cities.length,
    };
  });
  const firsts = SAMPLE_REGIONS.flatMap((region, r) => region.first.map((name, idx) => [r, idx, ...latinOf(name)]));
  const lasts = SAMPLE_REGIONS.flatMap((region, r) => region.last.map((name, idx) => [r, idx, ...latinOf(name)]));
  const cities = SAMPLE_REGIONS.flatMap((region, r) => region.cities.map((city, idx) => [r, idx, city]));
  const lists = {
    domains: EMAIL_DOMAINS,
    cfirst: CIRCLE_NAME_FIRST,
    csecond: CIRCLE_NAME_SECOND,
    descs: CIRCLE_DESCRIPTIONS,
    goals: GOAL_TITLES,
    deeds: DEEDS,
    qurans: QURAN_COMPLETIONS,
  };
  const j = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;

  await db.transaction(async (tx: Tx) => {
    await tx.execute(sql`SELECT setseed(${seed})`);
    await tx.execute(sql`CREATE TEMP TABLE s_region ON COMMIT DROP AS
      SELECT (r->>'i')::int AS region, (r->>'cum')::float8 AS cum, (r->>'nf')::int AS nf, (r->>'nl')::int AS nl, (r->>'nc')::int AS nc
      FROM jsonb_array_elements(${j(regions)}) r`);
    await tx.execute(sql`CREATE TEMP TABLE s_first ON COMMIT DROP AS
      SELECT (x->>0)::int AS region, (x->>1)::int AS idx, x->>2 AS name, x->>3 AS latin FROM jsonb_array_elements(${j(firsts)}) x`);
    await tx.execute(sql`CREATE TEMP TABLE s_last ON COMMIT DROP AS
      SELECT (x->>0)::int AS region, (x->>1)::int AS idx, x->>2 AS name, x->>3 AS latin FROM jsonb_array_elements(${j(lasts)}) x`);
    await tx.execute(sql`CREATE TEMP TABLE s_city ON COMMIT DROP AS
      SELECT (x->>0)::int AS region, (x->>1)::int AS idx, x->>2 AS city FROM jsonb_array_elements(${j(cities)}) x`);
    await tx.execute(sql`CREATE TEMP TABLE s_lists ON COMMIT DROP AS SELECT
      ARRAY(SELECT jsonb_array_elements_text(l->'domains')) AS domains,
      ARRAY(SELECT jsonb_array_elements_text(l->'cfirst')) AS cfirst,
      ARRAY(SELECT jsonb_array_elements_text(l->'csecond')) AS csecond,
      ARRAY(SELECT jsonb_array_elements_text(l->'descs')) AS descs,
      ARRAY(SELECT jsonb_array_elements_text(l->'goals')) AS goals,
      ARRAY(SELECT jsonb_array_elements_text(l->'deeds')) AS deeds,
      ARRAY(SELECT jsonb_array_elements_text(l->'qurans')) AS qurans
      FROM (SELECT ${j(lists)} AS l) x`);

    // Users: sign-ups grow over 540 days; about half used the app in the last 30 days, a third
    // in the 90 days before, the rest earlier. Streaks only for those active in the last 36 h,
    // never longer than the days since sign-up (each streak day gets a deed below).
    await tx.execute(sql`
      INSERT INTO users (name, email, age, location, spiritual_level, barakah_score, streak, status, created_at, updated_at, last_active_at, is_onboarded, is_sample)
      SELECT f.name || ' ' || l.name,
             f.latin || '.' || l.latin || b.g || '@' || d.domains[1 + floor(b.r6 * array_length(d.domains, 1))::int],
             16 + floor(b.r7 * 50)::int,
             c.city,
             ${LEVEL_CASE},
             b.score,
             CASE WHEN b.last_active > now() - interval '36 hours'
                  THEN least(1 + floor(power(b.r9, 3) * 60)::int, 1 + floor(extract(epoch FROM b.last_active - b.created) / 86400)::int)
                  ELSE 0 END,
             CASE WHEN b.r10 < 0.8 THEN 'Free User' WHEN b.r10 < 0.97 THEN 'Premium User' ELSE 'Lifetime User' END,
             b.created, b.created, b.last_active, true, true
      FROM (
        SELECT a.*, greatest(a.created, CASE
                 WHEN a.r5 < 0.5 THEN now() - interval '30 days' * power(a.r8, 3)
                 WHEN a.r5 < 0.8 THEN now() - interval '30 days' - interval '90 days' * a.r8
                 ELSE a.created + (now() - a.created) * a.r8 * 0.5 END) AS last_active
        FROM (
          SELECT g, random() AS r1, random() AS r2, random() AS r3, random() AS r4, random() AS r5, random() AS r6,
                 random() AS r7, random() AS r8, random() AS r9, random() AS r10,
                 now() - interval '540 days' * power(1 - g::float8 / ${n}, 1.4) - interval '3 hours' * random() AS created,
                 least(100, floor(power(random(), 1.3) * 101))::int AS score
          FROM generate_series(1, ${n}) g
        ) a
      ) b
      CROSS JOIN LATERAL (SELECT * FROM s_region WHERE cum > b.r1 ORDER BY cum LIMIT 1) reg
      JOIN s_first f ON f.region = reg.region AND f.idx = floor(b.r2 * reg.nf)::int
      JOIN s_last l ON l.region = reg.region AND l.idx = floor(b.r3 * reg.nl)::int
      JOIN s_city c ON c.region = reg.region AND c.idx = floor(b.r4 * reg.nc)::int
      CROSS JOIN s_lists d
      ORDER BY b.g`);
    await tx.execute(sql`CREATE TEMP TABLE s_users ON COMMIT DROP AS
      SELECT row_number() OVER (ORDER BY id)::int AS g, id, email, created_at, last_active_at, streak,
             2 + (id::bigint * 7919 % 4)::int AS habits, (id::bigint * 104729 % 1000003)::int AS first_task FROM users WHERE is_sample`);
    await tx.execute(sql`CREATE UNIQUE INDEX ON s_users (g)`);
    await tx.execute(sql`CREATE UNIQUE INDEX ON s_users (id)`);
    await tx.execute(sql`ANALYZE s_users`);

    // Invitations that led to a sign-up: about a third of users were invited by someone who
    // joined before them (often shortly before: chains), a fifth of those by an "ambassador".
    await tx.execute(sql`
      INSERT INTO invitations (inviter_id, invitee_id, invitee_email, sent_at, signed_up_at)
      SELECT inv.id, u.id, u.email,
             least(u.created_at, greatest(inv.created_at, u.created_at - interval '14 days' * u.r4)),
             u.created_at
      FROM (SELECT s.*, random() AS r, random() AS r2, random() AS r3, random() AS r4 FROM s_users s WHERE s.g > 10) u
      JOIN s_users inv ON inv.g = CASE
        WHEN u.r2 < 0.2 AND u.g > 60 THEN 30 * (1 + floor(u.r3 * floor((u.g - 1) / 30.0)))::int
        ELSE u.g - 1 - floor(power(u.r3, 3) * (u.g - 2))::int END
      WHERE u.r < 0.35`);
    // Invitations still waiting for the friend to join (sent in the last 120 days).
    await tx.execute(sql`
      INSERT INTO invitations (inviter_id, invitee_email, sent_at)
      SELECT u.id,
             'friend.' || substr(md5(u.id || '-' || k || '-' || random()), 1, 10) || '@' || d.domains[1 + floor(random() * array_length(d.domains, 1))::int],
             lo + (now() - lo) * random()
      FROM s_users u CROSS JOIN generate_series(1, 3) k CROSS JOIN s_lists d
      CROSS JOIN LATERAL (SELECT greatest(u.created_at, now() - interval '120 days') AS lo) w
      WHERE random() + 0 * u.id < 0.12`);

    // Circles and their creators.
    await tx.execute(sql`CREATE TEMP TABLE s_circles ON COMMIT DROP AS
      SELECT b.c, cr.id AS creator_id, cr.g AS creator_g,
             least(${n}, CASE WHEN b.r2 < 0.5 THEN 2 + floor(b.r3 * 4)
                              WHEN b.r2 < 0.8 THEN 6 + floor(b.r3 * 10)
                              WHEN b.r2 < 0.95 THEN 16 + floor(b.r3 * 15)
                              ELSE 31 + floor(power(b.r3, 2) * 90) END)::int AS size,
             cr.created_at + (greatest(cr.created_at, cr.last_active_at) - cr.created_at) * b.r4 AS created,
             b.r5, b.r6, b.r7, b.r8
      FROM (SELECT c, random() AS r1, random() AS r2, random() AS r3, random() AS r4, random() AS r5, random() AS r6, random() AS r7, random() AS r8
            FROM generate_series(1, ${circleCount}) c) b
      JOIN s_users cr ON cr.g = 1 + floor(b.r1 * ${n})::int`);
    await tx.execute(sql`
      INSERT INTO circles (name, description, type, invite_code, admin_id, created_at)
      SELECT d.cfirst[1 + floor(sc.r5 * array_length(d.cfirst, 1))::int] || ' ' || d.csecond[1 + floor(sc.r6 * array_length(d.csecond, 1))::int],
             d.descs[1 + floor(sc.r7 * array_length(d.descs, 1))::int],
             CASE WHEN sc.r8 < 0.65 THEN 'public' ELSE 'private' END,
             -- The app's invite-code format (src/lib/circles.ts): its alphabet and length, drawn per circle.
             (SELECT string_agg(substr(${INVITE_CODE_ALPHABET}, 1 + floor(random() * ${INVITE_CODE_ALPHABET.length})::int, 1), '')
              FROM generate_series(1, ${INVITE_CODE_LENGTH} + 0 * sc.c)),
             sc.creator_id, sc.created
      FROM s_circles sc CROSS JOIN s_lists d ORDER BY sc.c`);
    await tx.execute(sql`CREATE TEMP TABLE s_circle_ids ON COMMIT DROP AS
      SELECT row_number() OVER (ORDER BY id)::int AS c, id FROM circles WHERE id > ${circlesBefore}`);

    // Members: the creator first, then distinct users; one Admin per 8 members; sample members share their deeds (decision 0057).
    await tx.execute(sql`
      INSERT INTO circle_members (circle_id, user_id, role, joined_at, last_active_at, share_deeds)
      SELECT ci.id, u.id,
             CASE WHEN k = 0 THEN 'Creator' WHEN k <= floor(sc.size / 8.0) THEN 'Admin' ELSE 'Member' END,
             jt.joined,
             jt.joined + (greatest(jt.joined, u.last_active_at) - jt.joined) * (0.6 + 0.4 * random()), true
      FROM s_circles sc
      JOIN s_circle_ids ci ON ci.c = sc.c
      CROSS JOIN LATERAL generate_series(0, sc.size - 1) k
      JOIN s_users u ON u.g = 1 + ((sc.creator_g - 1 + k::bigint * ${stride}) % ${n})::int
      CROSS JOIN LATERAL (
        SELECT CASE WHEN k = 0 THEN sc.created
                    ELSE greatest(sc.created, u.created_at)
                         + (greatest(sc.created, u.created_at, u.last_active_at) - greatest(sc.created, u.created_at)) * random()
               END AS joined
      ) jt
      ON CONFLICT DO NOTHING`);

    await tx.execute(sql`
      INSERT INTO circle_goals (circle_id, title, target_count, current_count, created_at, completed_at)
      SELECT ci.id, d.goals[1 + floor(random() * array_length(d.goals, 1))::int], t.target, t.cur, t.created,
             CASE WHEN t.cur >= t.target THEN t.created + (now() - t.created) * 0.8 END
      FROM s_circles sc JOIN s_circle_ids ci ON ci.c = sc.c CROSS JOIN s_lists d
      CROSS JOIN generate_series(1, 3) k
      CROSS JOIN LATERAL (
        SELECT x.target, least(x.target, floor(x.target * random() * 1.15)::int) AS cur, sc.created + (now() - sc.created) * random() AS created
        FROM (SELECT (ARRAY[7, 30, 40, 100, 300, 1000])[1 + floor(random() * 6 + 0 * k)::int] AS target) x
      ) t
      WHERE random() + 0 * sc.c + 0 * k < 0.45`);

    // Activity: joining each circle, deeds inside circles (the last one at the member's
    // last-active time) and personal deeds (the last one at the user's last-active time).
    await tx.execute(sql`
      INSERT INTO user_activity (user_id, circle_id, type, content, created_at)
      SELECT m.user_id, m.circle_id, 'member_joined', 'Joined the circle', m.joined_at FROM circle_members m JOIN s_circle_ids ci ON ci.id = m.circle_id`);
    // Deeds and the rest go through s_acts first: a deed's content is then the catalogue task it
    // completes (sample-deeds.ts turns each into its thawab completion, one for one).
    await tx.execute(
      sql`CREATE TEMP TABLE s_acts (user_id int, circle_id int, type text, content text, created_at timestamptz, target_user_id int, goal_id int, amount int) ON COMMIT DROP`,
    );
    await tx.execute(sql`
      INSERT INTO s_acts (user_id, circle_id, type, content, created_at, target_user_id, goal_id, amount)
      SELECT m.user_id, m.circle_id, x.type, x.content,
             CASE WHEN k = 1 THEN m.last_active_at ELSE x.lo + (m.last_active_at - x.lo) * random() END,
             -- A blessing goes to another member, a contribution to one of the circle's goals (decision 0042).
             CASE WHEN x.type = 'blessing_sent' THEN (SELECT o.user_id FROM circle_members o WHERE o.circle_id = m.circle_id AND o.user_id <> m.user_id ORDER BY random() + 0 * k LIMIT 1) END,
             CASE WHEN x.type = 'goal_contribution' THEN (SELECT g.id FROM circle_goals g WHERE g.circle_id = m.circle_id ORDER BY random() + 0 * k LIMIT 1) END,
             CASE WHEN x.type = 'goal_contribution' THEN 1 + floor(random() * 5)::int END
      FROM circle_members m JOIN s_circle_ids ci ON ci.id = m.circle_id CROSS JOIN s_lists d
      CROSS JOIN LATERAL generate_series(1, floor(power(random() + 0 * m.id, 1.5) * 6)::int) k
      CROSS JOIN LATERAL (
        SELECT least(m.last_active_at, greatest(m.joined_at, now() - interval '120 days')) AS lo, r,
               CASE WHEN r < 0.1 THEN 'goal_contribution' WHEN r < 0.18 THEN 'blessing_sent' ELSE 'thawap_completed' END AS type,
               CASE WHEN r < 0.1 THEN 'Contributed to a circle goal' WHEN r < 0.18 THEN 'Sent a blessing to the circle'
                    ELSE d.deeds[1 + floor(random() * array_length(d.deeds, 1))::int] END AS content
        FROM (SELECT random() + 0 * k AS r) rr
      ) x
      WHERE m.last_active_at > m.joined_at AND m.last_active_at > now() - interval '120 days'`);
    await tx.execute(sql`
      INSERT INTO s_acts (user_id, type, content, created_at)
      SELECT u.id, x.type, x.content, CASE WHEN k = 1 THEN u.last_active_at ELSE x.lo + (u.last_active_at - x.lo) * random() END
      FROM s_users u CROSS JOIN s_lists d
      CROSS JOIN LATERAL generate_series(1, 1 + floor(power(random() + 0 * u.id, 1.5) * 4)::int) k
      CROSS JOIN LATERAL (
        SELECT least(u.last_active_at, greatest(u.created_at, now() - interval '120 days')) AS lo,
               CASE WHEN r < 0.15 THEN 'quran_completed' ELSE 'thawap_completed' END AS type,
               CASE WHEN r < 0.15 THEN d.qurans[1 + floor(random() * array_length(d.qurans, 1))::int]
                    ELSE d.deeds[1 + floor(random() * array_length(d.deeds, 1))::int] END AS content
        FROM (SELECT random() + 0 * k AS r) rr
      ) x
      WHERE u.last_active_at > now() - interval '120 days'`);

    // A streak of N days is a deed on each of the N days up to the last-active time (UTC days).
    await tx.execute(sql`
      INSERT INTO s_acts (user_id, type, content, created_at)
      SELECT u.id, 'thawap_completed', d.deeds[1 + floor(random() * array_length(d.deeds, 1))::int], u.last_active_at - interval '1 day' * k
      FROM s_users u CROSS JOIN s_lists d
      CROSS JOIN LATERAL generate_series(0, u.streak - 1) k
      WHERE u.streak > 0`);
    // Each deed names a task of the catalogue when there is one: the user's habits (2-5 tasks)
    // rotate by day number, so a day's k-th deed (k up to the habit count) is habit (day + k) mod
    // habits, and more deeds than habits that day take further tasks; with catalogue positions a
    // stride apart that is coprime to the catalogue size, a user's deeds of one day are distinct tasks.
    // Temporary tables have no statistics until analysed (autovacuum never sees them): without
    // them a join over 100,000 users can be planned as a nested loop (minutes instead of seconds).
    await tx.execute(sql`ANALYZE s_acts`);
    await tx.execute(sql`CREATE TEMP TABLE s_task_names ON COMMIT DROP AS
      SELECT (row_number() OVER (ORDER BY min(id)) - 1)::int AS k, name FROM thawab_tasks GROUP BY name`);
    const [catalogue] = await queryRows<{ n: number }>(tx, sql`SELECT count(*)::int AS n FROM s_task_names`);
    const taskCount = Math.max(1, catalogue?.n ?? 0);
    let taskStride = 7;
    while (gcd(taskStride, taskCount) !== 1) taskStride++;
    await tx.execute(sql`
      INSERT INTO user_activity (user_id, circle_id, type, content, created_at, target_user_id, goal_id, amount)
      SELECT a.user_id, a.circle_id, a.type, coalesce(t.name, a.content), a.created_at, a.target_user_id, a.goal_id, a.amount
      FROM (
        SELECT x.*, CASE WHEN x.type = 'thawap_completed'
                         THEN ((u.first_task + ${taskStride} * CASE WHEN x.k <= u.habits THEN (x.day + x.k - 1) % u.habits ELSE x.k - 1 END) % ${taskCount})::int END AS task
        FROM (
          SELECT s.*, (s.created_at AT TIME ZONE 'UTC')::date - DATE '2000-01-01' AS day,
                 row_number() OVER (PARTITION BY s.user_id, s.type, (s.created_at AT TIME ZONE 'UTC')::date ORDER BY s.created_at)::int AS k
          FROM s_acts s
        ) x
        JOIN s_users u ON u.id = x.user_id
      ) a
      LEFT JOIN s_task_names t ON t.k = a.task`);

    // Only the circles made here (s_circle_ids): real circles get no sample reactions, requests or challenges.
    // Reactions: on the last 30 days of circle items, about one in ten fellow members (who were in
    // the circle by then) gives one; and a pending join request on about a third of private circles.
    await tx.execute(sql`
      INSERT INTO activity_reactions (activity_id, user_id, reaction, created_at)
      SELECT a.id, m.user_id, (ARRAY[${sql.join(
        REACTIONS.map((r) => sql`${r}`),
        sql`, `,
      )}]::text[])[1 + floor(random() * ${REACTIONS.length})::int],
             a.created_at + (now() - a.created_at) * random() * 0.1
      FROM user_activity a JOIN s_circle_ids ci ON ci.id = a.circle_id
      JOIN circle_members m ON m.circle_id = a.circle_id AND m.user_id <> a.user_id AND m.joined_at <= a.created_at
      WHERE a.created_at > now() - interval '30 days' AND random() + 0 * m.id < 0.1
      ON CONFLICT DO NOTHING`);
    await tx.execute(sql`
      INSERT INTO circle_requests (circle_id, user_id, status, requested_at)
      SELECT c.id, u.id, 'pending', greatest(c.created_at, u.created_at) + (now() - greatest(c.created_at, u.created_at)) * random()
      FROM (SELECT c.id, c.created_at, 1 + floor(random() * ${n})::int AS g FROM circles c JOIN s_circle_ids ci ON ci.id = c.id
            WHERE c.type = 'private' AND random() + 0 * c.id < 0.35) c
      JOIN s_users u ON u.g = c.g
      WHERE NOT EXISTS (SELECT 1 FROM circle_members m WHERE m.circle_id = c.id AND m.user_id = u.id)
      ON CONFLICT (circle_id, user_id) WHERE status = 'pending' DO NOTHING`);

    // Quran challenges: about one circle in five reads a surah, split among its members as the app
    // splits it (splitAyahs); a member who was active since reads their part (a quran_completed item
    // in the circle, before their last-active time) about two times in three, and a challenge whose
    // parts are all read is complete.
    const hosts = await queryRows<{ circle_id: number; created: string; members: number[]; surah: number }>(
      tx,
      // Started after its last member joined: everyone in the circle then has a part.
      sql`SELECT c.id AS circle_id, (max(m.joined_at) + (now() - max(m.joined_at)) * random() * 0.5)::text AS created,
                 array_agg(m.user_id ORDER BY CASE m.role WHEN 'Creator' THEN 0 WHEN 'Admin' THEN 1 ELSE 2 END, m.joined_at, m.id) AS members,
                 floor(random() * ${QURAN_CHALLENGE_SURAHS.length})::int AS surah
          FROM (SELECT id FROM s_circle_ids WHERE random() + 0 * id < 0.2) c JOIN circle_members m ON m.circle_id = c.id
          GROUP BY c.id ORDER BY c.id`,
    );
    const parts = hosts.flatMap((host) => {
      const surah = QURAN_CHALLENGE_SURAHS[host.surah]!;
      return splitAyahs(1, surah.ayahs, host.members.length).map((part, i) => ({
        circle: host.circle_id,
        user: host.members[i]!,
        ...part,
      }));
    });
    if (hosts.length > 0) {
      await tx.execute(sql`
        INSERT INTO circle_quran_challenges (circle_id, title, surah_name, total_ayahs, start_ayah, end_ayah, deadline, created_at)
        SELECT h.circle_id, 'Read Surah ' || h."surahName" || ' together', h."surahName", h.ayahs, 1, h.ayahs, (h.created::timestamptz + interval '14 days')::date, h.created::timestamptz
        FROM jsonb_to_recordset(${JSON.stringify(hosts.map((h) => ({ circle_id: h.circle_id, created: h.created, ...QURAN_CHALLENGE_SURAHS[h.surah]! })))}::jsonb)
             AS h(circle_id int, created text, "surahName" text, ayahs int)
        ORDER BY h.circle_id`);
      await tx.execute(sql`
        INSERT INTO circle_quran_assignments (challenge_id, user_id, start_ayah, end_ayah, completed_at)
        SELECT q.id, p.user_id, p.start_ayah, p.end_ayah,
               CASE WHEN u.last_active_at > q.created_at AND random() + 0 * p.user_id < 0.67 THEN q.created_at + (u.last_active_at - q.created_at) * random() END
        FROM jsonb_to_recordset(${JSON.stringify(parts.map((p) => ({ circle_id: p.circle, user_id: p.user, start_ayah: p.startAyah, end_ayah: p.endAyah })))}::jsonb)
             AS p(circle_id int, user_id int, start_ayah int, end_ayah int)
        JOIN circle_quran_challenges q ON q.circle_id = p.circle_id
        JOIN users u ON u.id = p.user_id`);
      await tx.execute(sql`
        INSERT INTO user_activity (user_id, circle_id, type, content, created_at)
        SELECT a.user_id, q.circle_id, 'quran_completed',
               'Read ' || q.surah_name || ' ' || CASE WHEN a.start_ayah = a.end_ayah THEN a.start_ayah::text ELSE a.start_ayah || '–' || a.end_ayah END,
               a.completed_at
        FROM circle_quran_assignments a JOIN circle_quran_challenges q ON q.id = a.challenge_id JOIN s_circle_ids ci ON ci.id = q.circle_id
        WHERE a.completed_at IS NOT NULL`);
      await tx.execute(sql`
        UPDATE circle_quran_challenges q SET completed_at = d.last
        FROM (SELECT challenge_id, max(completed_at) AS last FROM circle_quran_assignments GROUP BY challenge_id HAVING bool_and(completed_at IS NOT NULL)) d
        WHERE q.id = d.challenge_id AND q.circle_id IN (SELECT id FROM s_circle_ids)`);
    }

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
