// Quran challenges (decision 0042): a passage the circle reads between its members; each completed
// part is a quran_completed item, and the last part read completes the challenge.
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/client.ts';
import { splitAyahs } from '../../lib/circles.ts';
import type { QuranChallenge } from '../../lib/schemas/app-circles.ts';
import { now } from '../clock.ts';
import { HttpError } from '../http.ts';
import { isoTime, isoTimeOrNull, queryRows } from '../sql.ts';
import { access } from './circle-access.ts';
import { addItem } from './circle-feed.ts';

export const CHALLENGE_NOT_FOUND = 'This circle has no such Quran challenge';
export const NO_PART = 'You have no part in this Quran challenge';

type ChallengeRow = {
  id: number;
  title: string;
  description: string;
  surah_name: string;
  total_ayahs: number;
  start_ayah: number;
  end_ayah: number;
  deadline: string | null;
  created_at: string | Date;
  completed_at: string | Date | null;
};

async function challengesOf(db: Executor, circleId: number, only?: number): Promise<QuranChallenge[]> {
  const rows = await queryRows<ChallengeRow>(
    db,
    sql`SELECT id, title, description, surah_name, total_ayahs, start_ayah, end_ayah, deadline::text AS deadline, created_at, completed_at
        FROM circle_quran_challenges WHERE circle_id = ${circleId} ${only === undefined ? sql`` : sql`AND id = ${only}`}
        ORDER BY created_at DESC, id DESC`,
  );
  if (rows.length === 0) return [];
  const parts = await queryRows<{
    challenge_id: number;
    user_id: number;
    name: string;
    start_ayah: number;
    end_ayah: number;
    completed_at: string | Date | null;
  }>(
    db,
    sql`SELECT a.challenge_id, a.user_id, u.name, a.start_ayah, a.end_ayah, a.completed_at FROM circle_quran_assignments a JOIN users u ON u.id = a.user_id
        WHERE a.challenge_id = ANY(ARRAY[${sql.join(
          rows.map((r) => sql`${r.id}`),
          sql`, `,
        )}]::int[]) ORDER BY a.start_ayah, a.id`,
  );
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    description: r.description,
    surahName: r.surah_name,
    totalAyahs: r.total_ayahs,
    startAyah: r.start_ayah,
    endAyah: r.end_ayah,
    deadline: r.deadline,
    createdAt: isoTime(r.created_at),
    isCompleted: r.completed_at !== null,
    completedAt: isoTimeOrNull(r.completed_at),
    assignments: parts
      .filter((p) => p.challenge_id === r.id)
      .map((p) => ({
        user: { id: p.user_id, name: p.name },
        startAyah: p.start_ayah,
        endAyah: p.end_ayah,
        isCompleted: p.completed_at !== null,
        completedAt: isoTimeOrNull(p.completed_at),
      })),
  }));
}

export async function quranChallenges(db: Executor, userId: number, circleId: number): Promise<QuranChallenge[]> {
  await access(db, circleId, userId, 'member');
  return challengesOf(db, circleId);
}

/** A new challenge (Creator and Admins): the passage is split among the members, in the members' order. */
export async function createQuranChallenge(
  db: Database,
  userId: number,
  circleId: number,
  input: {
    title: string;
    description: string;
    surahName: string;
    startAyah: number;
    endAyah: number;
    deadline?: string;
  },
): Promise<QuranChallenge> {
  return db.transaction(async (tx) => {
    await access(tx, circleId, userId, 'manage', true);
    const [row] = await queryRows<{ id: number }>(
      tx,
      sql`INSERT INTO circle_quran_challenges (circle_id, title, description, surah_name, total_ayahs, start_ayah, end_ayah, deadline, created_at)
          VALUES (${circleId}, ${input.title}, ${input.description}, ${input.surahName}, ${input.endAyah - input.startAyah + 1}, ${input.startAyah}, ${input.endAyah},
                  ${input.deadline ?? null}::date, ${now().toISOString()}::timestamptz)
          RETURNING id`,
    );
    const readers = await queryRows<{ user_id: number }>(
      tx,
      sql`SELECT user_id FROM circle_members WHERE circle_id = ${circleId}
          ORDER BY CASE role WHEN 'Creator' THEN 0 WHEN 'Admin' THEN 1 ELSE 2 END, joined_at, id`,
    );
    const parts = splitAyahs(input.startAyah, input.endAyah, readers.length);
    await tx.execute(sql`INSERT INTO circle_quran_assignments (challenge_id, user_id, start_ayah, end_ayah) VALUES
      ${sql.join(
        parts.map((part, i) => sql`(${row!.id}, ${readers[i]!.user_id}, ${part.startAyah}, ${part.endAyah})`),
        sql`, `,
      )}`);
    return (await challengesOf(tx, circleId, row!.id))[0]!;
  });
}

/**
 * The caller has read their part: it is marked read (once; a repeat changes nothing) with a
 * quran_completed item, and the last part read completes the challenge.
 */
export async function readMyPart(
  db: Database,
  userId: number,
  circleId: number,
  challengeId: number,
): Promise<{ challenge: QuranChallenge; changed: boolean }> {
  return db.transaction(async (tx) => {
    await access(tx, circleId, userId, 'member', true);
    // The challenge row first: two last readers at once complete it once.
    const [challenge] = await queryRows<{ surah_name: string }>(
      tx,
      sql`SELECT surah_name FROM circle_quran_challenges WHERE id = ${challengeId} AND circle_id = ${circleId} FOR UPDATE`,
    );
    if (!challenge) throw new HttpError(404, CHALLENGE_NOT_FOUND);
    const mine = await queryRows<{ id: number; start_ayah: number; end_ayah: number; completed_at: string | null }>(
      tx,
      sql`SELECT id, start_ayah, end_ayah, completed_at FROM circle_quran_assignments WHERE challenge_id = ${challengeId} AND user_id = ${userId} ORDER BY start_ayah FOR UPDATE`,
    );
    if (mine.length === 0) throw new HttpError(409, NO_PART);
    const open = mine.filter((part) => part.completed_at === null);
    const at = now();
    for (const part of open) {
      await tx.execute(
        sql`UPDATE circle_quran_assignments SET completed_at = ${at.toISOString()}::timestamptz WHERE id = ${part.id}`,
      );
      const range = part.start_ayah === part.end_ayah ? `${part.start_ayah}` : `${part.start_ayah}–${part.end_ayah}`;
      await addItem(tx, {
        userId,
        circleId,
        type: 'quran_completed',
        content: `Read ${challenge.surah_name} ${range}`,
        at,
      });
    }
    if (open.length > 0) {
      await tx.execute(sql`UPDATE circle_quran_challenges SET completed_at = ${at.toISOString()}::timestamptz
                           WHERE id = ${challengeId} AND completed_at IS NULL
                             AND NOT EXISTS (SELECT 1 FROM circle_quran_assignments WHERE challenge_id = ${challengeId} AND completed_at IS NULL)`);
    }
    return { challenge: (await challengesOf(tx, circleId, challengeId))[0]!, changed: open.length > 0 };
  });
}
