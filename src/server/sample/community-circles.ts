// The sample community's circles (decision 0043): circles of the documented sizes with their
// members and goals, reactions on recent items, pending join requests and Quran challenges. Steps of
// generateSampleCommunity (community.ts), run in its transaction in its order.
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { INVITE_CODE_ALPHABET, INVITE_CODE_LENGTH, REACTIONS, splitAyahs } from '../../lib/circles.ts';
import { queryRows } from '../sql.ts';
import { QURAN_CHALLENGE_SURAHS } from './community-data.ts';

export function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/** A stride coprime with n: member k of a circle is user (start + k·stride) mod n, all distinct. */
function strideFor(n: number): number {
  let step = Math.max(1, Math.floor(n * 0.382) + 1);
  while (gcd(step, n) !== 1) step++;
  return step;
}

/** What the circle steps need of the run: the user count, the circles to make and the first new circle id. */
export interface CircleRun {
  n: number;
  circleCount: number;
  circlesBefore: number;
}

/** Circles and their creators (s_circles, s_circle_ids), their members and goals. */
export async function insertCircles(tx: Tx, { n, circleCount, circlesBefore }: CircleRun): Promise<void> {
  const stride = strideFor(n);
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
}

export async function insertReactionsAndRequests(tx: Tx, n: number): Promise<void> {
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
}

export async function insertQuranChallenges(tx: Tx): Promise<void> {
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
}
