// The sample community's people (decision 0043): the word tables its names are drawn from, the
// users (regions, names, cities, activity times, streaks) and the invitations between them. Steps
// of generateSampleCommunity (community.ts), run in its transaction in its order (the seed's
// random() sequence follows the statements).
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { SPIRITUAL_LEVELS } from '../../lib/people.ts';
import {
  CIRCLE_DESCRIPTIONS,
  CIRCLE_NAME_FIRST,
  CIRCLE_NAME_SECOND,
  DEEDS,
  EMAIL_DOMAINS,
  GOAL_TITLES,
  QURAN_COMPLETIONS,
  SAMPLE_REGIONS,
  latinOf,
} from './community-data.ts';

const LEVEL_CASE = sql.raw(
  `CASE ${[...SPIRITUAL_LEVELS]
    .reverse()
    .map((level) => `WHEN b.score >= ${level.min} THEN '${level.name.replace(/'/g, "''")}'`)
    .join(' ')} END`,
);

/** The word lists of community-data.ts as temporary tables (s_region, s_first, s_last, s_city, s_lists). */
export async function createWordTables(tx: Tx): Promise<void> {
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
}

/** The sample users, and s_users: each one's row number g, habits and first catalogue task. */
export async function insertUsers(tx: Tx, n: number): Promise<void> {
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
}

/** Invitations that led to a sign-up, and invitations still waiting. */
export async function insertInvitations(tx: Tx): Promise<void> {
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
}
