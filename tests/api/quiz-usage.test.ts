// The Question Bank's usage count (decision 0023): the number of finished public
// quiz runs that answered each question, counted by /api/quiz-completions in the completion's own
// transaction, mapped from the public ids of any bank version to the staff rows, read-only for
// staff, and backfilled from the answers stored with waitlist signups.
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import adminAnalytics from '../../functions/admin-quiz-analytics.mts';
import adminQuestions from '../../functions/admin-quiz-questions.mts';
import quizCompletions from '../../functions/quiz-completions.mts';
import waitlist from '../../functions/waitlist.mts';
import { API } from '../../src/lib/routes.ts';
import { scoreSelfAssessment } from '../../src/lib/quiz/scoring.ts';
import type { KnowledgeQuestionView, SelfAssessmentQuestionView } from '../../src/lib/quiz/questions.ts';
import { seedContent } from '../../src/server/content/seed.ts';
import { readPageBanks } from '../../src/server/quiz/published-banks.ts';
import { call, closeDb, context, jsonRequest, truncate, useTestDatabase, versionOf } from './helpers.ts';
import { cookieFor, createStaff, staffRequest } from './staff-helpers.ts';

const db = useTestDatabase();
let cookie: string;

const rows = async <T>(query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;
/** A staff request to the question bank; a write to one question sends its stored version, as the tab does (decision 0029). */
const send = async (method: string, path: string, body?: unknown, params: Record<string, string> = {}) => {
  const versioned =
    method !== 'POST' && params.id !== undefined
      ? { ...(body as object | undefined), version: await versionOf('quiz_questions', params.id) }
      : body;
  return call(adminQuestions, staffRequest(method, path, { cookie, body: versioned }), context(params));
};
const complete = (body: unknown) => call(quizCompletions, jsonRequest(API.quizCompletions, body));

/** Usage counts by public id (code, or q-<row id>) as the staff list shows them. */
async function listedUsage(): Promise<Map<string, number>> {
  const listed = await call(
    adminQuestions,
    staffRequest('GET', `${API.adminQuizQuestions.path()}?pageSize=100`, { cookie }),
  );
  expect(listed.status).toBe(200);
  return new Map(
    (listed.body.items as { id: number; code: string | null; usageCount: number }[]).map((q) => [
      q.code ?? `q-${q.id}`,
      q.usageCount,
    ]),
  );
}
const idOf = async (code: string) =>
  (await rows<{ id: number }>(sql`SELECT id FROM quiz_questions WHERE code = ${code}`))[0]!.id;

function knowledgeAnswers(bank: readonly KnowledgeQuestionView[], skip = 0) {
  const draw = { easy: 5, moderate: 2, hard: 3 } as const;
  return (['easy', 'moderate', 'hard'] as const).flatMap((d) =>
    bank
      .filter((q) => q.difficulty === d)
      .slice(skip, skip + draw[d])
      .map((q) => ({ questionId: q.id, optionIndex: q.answer })),
  );
}
function selfAnswers(bank: readonly SelfAssessmentQuestionView[]) {
  const draw = { easy: 1, moderate: 3, hard: 3 } as const;
  return (['easy', 'moderate', 'hard'] as const).flatMap((d) =>
    bank
      .filter((q) => q.difficulty === d)
      .slice(0, draw[d])
      .map((q) => ({ questionId: q.id, optionIndex: 1, points: q.options[1]!.points })),
  );
}

beforeAll(async () => {
  await truncate('staff_accounts', 'staff_sessions');
  cookie = await cookieFor((await createStaff('usage-editor', 'Content Editor')).id);
});

beforeEach(async () => {
  await truncate('quiz_questions', 'quiz_bank_versions', 'quiz_completions', 'launch_signups', 'audit_log');
  await seedContent(db);
});

afterAll(closeDb);

describe('usage count from finished runs', () => {
  it('a knowledge and a self-assessment completion each count once for exactly the questions they answered', async () => {
    const page = await readPageBanks();
    const knowledge = knowledgeAnswers(page.banks.knowledge);
    const self = selfAnswers(page.banks.selfAssessment);
    expect((await complete({ quiz: 'knowledge', answers: knowledge, bankVersion: page.version })).status).toBe(201);
    expect((await complete({ quiz: 'knowledge', answers: knowledge, bankVersion: page.version })).status).toBe(201);
    expect((await complete({ quiz: 'self_assessment', answers: self, bankVersion: page.version })).status).toBe(201);

    const usage = await listedUsage();
    const answered = new Set([...knowledge, ...self].map((a) => a.questionId));
    for (const [id, count] of usage) {
      expect([id, count]).toEqual([id, answered.has(id) ? (knowledge.some((a) => a.questionId === id) ? 2 : 1) : 0]);
    }
    expect([...usage.values()].reduce((a, b) => a + b, 0)).toBe(2 * knowledge.length + self.length);

    // The item and the Quiz Analytics difficulty summary read the same counter.
    const easyId = await idOf(knowledge[0]!.questionId);
    const item = await call(
      adminQuestions,
      staffRequest('GET', API.adminQuizQuestions.path(easyId), { cookie }),
      context({ id: String(easyId) }),
    );
    expect(item.body.usageCount).toBe(2);
    const analytics = await call(adminAnalytics, staffRequest('GET', API.adminQuizAnalytics, { cookie }));
    const byDifficulty = Object.fromEntries(
      (analytics.body.difficulty as { difficulty: string; usage: number }[]).map((d) => [d.difficulty, d.usage]),
    );
    expect(byDifficulty).toEqual({ easy: 2 * 5 + 1, moderate: 2 * 2 + 3, hard: 2 * 3 + 3 });
  });

  it('a refused submission counts nothing (same transaction as the completion)', async () => {
    const page = await readPageBanks();
    const answers = knowledgeAnswers(page.banks.knowledge).slice(0, 9);
    expect((await complete({ quiz: 'knowledge', answers, bankVersion: page.version })).status).toBe(400);
    expect(
      (
        await complete({
          quiz: 'knowledge',
          answers: knowledgeAnswers(page.banks.knowledge),
          bankVersion: '0000000000000000',
        })
      ).status,
    ).toBe(409);
    expect(await rows(sql`SELECT * FROM quiz_question_usage`)).toEqual([]);
    expect(await rows(sql`SELECT * FROM quiz_completions`)).toEqual([]);
  });

  it('an edited question keeps its count: answers from the old page and the new page add up on the same row', async () => {
    const oldPage = await readPageBanks();
    const answers = knowledgeAnswers(oldPage.banks.knowledge);
    const code = answers[0]!.questionId;
    const id = await idOf(code);
    expect((await complete({ quiz: 'knowledge', answers, bankVersion: oldPage.version })).status).toBe(201);

    const current = await call(
      adminQuestions,
      staffRequest('GET', API.adminQuizQuestions.path(id), { cookie }),
      context({ id: String(id) }),
    );
    const { id: _id, code: _code, usageCount, ...payload } = current.body;
    expect(usageCount).toBe(1);
    const edited = await send(
      'PUT',
      API.adminQuizQuestions.path(id),
      { ...payload, question: `${payload.question} (reworded)` },
      { id: String(id) },
    );
    expect(edited.status).toBe(200);
    expect(edited.body.usageCount).toBe(1);
    const newPage = await readPageBanks();
    expect(newPage.version).not.toBe(oldPage.version);

    expect((await complete({ quiz: 'knowledge', answers, bankVersion: oldPage.version })).status).toBe(201);
    expect(
      (
        await complete({
          quiz: 'knowledge',
          answers: knowledgeAnswers(newPage.banks.knowledge),
          bankVersion: newPage.version,
        })
      ).status,
    ).toBe(201);
    expect((await listedUsage()).get(code)).toBe(3);
  });

  it('a staff-added question is counted under its q-<id> public id, and its count goes when it is deleted', async () => {
    const created = await send('POST', API.adminQuizQuestions.path(), {
      quiz: 'knowledge',
      question: 'Which surah is called the Opening of the Book?',
      options: [
        { text: 'Al-Fatihah', points: 6 },
        { text: 'Al-Ikhlas', points: 0 },
        { text: 'An-Nas', points: 0 },
        { text: 'Al-Falaq', points: 0 },
      ],
      difficulty: 'easy',
      category: 'Quran',
    });
    expect(created.status).toBe(201);
    expect(created.body.usageCount).toBe(0);
    const page = await readPageBanks();
    const newId = `q-${created.body.id}`;
    const answers = knowledgeAnswers(page.banks.knowledge).map((a, i) =>
      i === 0 ? { questionId: newId, optionIndex: 0 } : a,
    );
    expect((await complete({ quiz: 'knowledge', answers, bankVersion: page.version })).status).toBe(201);
    expect((await listedUsage()).get(newId)).toBe(1);
    expect(
      (await send('DELETE', API.adminQuizQuestions.path(created.body.id), undefined, { id: String(created.body.id) }))
        .status,
    ).toBe(200);
    expect(await rows(sql`SELECT * FROM quiz_question_usage WHERE question_id = ${created.body.id}`)).toEqual([]);
  });

  it('waitlist saves do not count (the same run is counted once, by its completion)', async () => {
    const page = await readPageBanks();
    const answers = selfAnswers(page.banks.selfAssessment);
    const result = scoreSelfAssessment(answers.map((a) => a.points));
    const quizAnswers = {
      answers,
      completed: true,
      score: result.score,
      spiritualLevel: result.level.name,
      percentile: result.percentile,
      timeCompleted: new Date().toISOString(),
    };
    const saved = await call(
      waitlist,
      jsonRequest(API.waitlist, { email: 'visitor@example.com', quizAnswers, bankVersion: page.version }),
    );
    expect(saved.status).toBe(200);
    expect(await rows(sql`SELECT * FROM quiz_question_usage`)).toEqual([]);
    expect((await complete({ quiz: 'self_assessment', answers, bankVersion: page.version })).status).toBe(201);
    expect(await rows(sql`SELECT sum(answered)::int AS n FROM quiz_question_usage`)).toEqual([{ n: answers.length }]);
  });

  it('20 parallel completions sharing questions give exact counts', async () => {
    const page = await readPageBanks();
    // Two overlapping draws, so parallel transactions contend for the same counter rows in both orders of arrival.
    const a = knowledgeAnswers(page.banks.knowledge, 0);
    const b = knowledgeAnswers(page.banks.knowledge, 1);
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        complete({ quiz: 'knowledge', answers: i % 2 ? [...b].reverse() : a, bankVersion: page.version }),
      ),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(20).fill(201));
    const usage = await listedUsage();
    const expected = new Map<string, number>();
    for (const answer of [...a, ...b]) expected.set(answer.questionId, (expected.get(answer.questionId) ?? 0) + 10);
    for (const [id, n] of expected) expect([id, usage.get(id)]).toEqual([id, n]);
    expect([...usage.values()].reduce((x, y) => x + y, 0)).toBe(20 * 10);
  });
});

describe('usage count is read-only for staff', () => {
  it('a write carrying usageCount is refused (400) and changes nothing', async () => {
    const id = await idOf('k-easy-01');
    const current = await call(
      adminQuestions,
      staffRequest('GET', API.adminQuizQuestions.path(id), { cookie }),
      context({ id: String(id) }),
    );
    const { id: _id, code: _code, ...withUsage } = current.body;
    const put = await send(
      'PUT',
      API.adminQuizQuestions.path(id),
      { ...withUsage, usageCount: 500 },
      { id: String(id) },
    );
    expect(put.status).toBe(400);
    const { usageCount: _u, ...payload } = withUsage;
    const post = await send('POST', API.adminQuizQuestions.path(), { ...payload, usageCount: 0 });
    expect(post.status).toBe(400);
    expect((await listedUsage()).get('k-easy-01')).toBe(0);
    expect(await rows(sql`SELECT * FROM audit_log`)).toEqual([]);
  });
});

describe('backfill migration', () => {
  it('counts the finished answers stored with waitlist signups, mapped to the rows, and nothing else', async () => {
    const page = await readPageBanks();
    const self = selfAnswers(page.banks.selfAssessment);
    const knowledge = knowledgeAnswers(page.banks.knowledge);
    const addedId = (
      await rows<{ id: number }>(sql`INSERT INTO quiz_questions (quiz, question, options, difficulty, category)
      VALUES ('knowledge', 'Added', '[]'::jsonb, 'easy', 'Quran') RETURNING id`)
    )[0]!.id;
    const knowledgeWithAdded = [{ questionId: `q-${addedId}`, optionIndex: 0 }, ...knowledge.slice(1)];
    await db.execute(sql`INSERT INTO launch_signups (email, source, referral_code, quiz_answers, metadata) VALUES
      ('a@example.com', 'self_assessment', 'codeAAAA', ${JSON.stringify({ answers: self, completed: true })}::jsonb, '{}'::jsonb),
      ('b@example.com', 'self_assessment', 'codeBBBB', ${JSON.stringify({ answers: self.slice(0, 3), currentQuestion: 3 })}::jsonb, '{}'::jsonb),
      ('c@example.com', 'spiritual_quiz', 'codeCCCC', NULL, ${JSON.stringify({ knowledgeQuiz: { answers: knowledgeWithAdded } })}::jsonb),
      ('d@example.com', 'spiritual_quiz', 'codeDDDD', NULL, ${JSON.stringify({
        knowledgeQuiz: {
          answers: [
            { questionId: 'q-999999', optionIndex: 0 },
            { questionId: 'gone', optionIndex: 0 },
          ],
        },
      })}::jsonb)`);
    await db.execute(
      sql.raw(readFileSync(new URL('../../db/migrations/0017_usage_extra.sql', import.meta.url), 'utf8')),
    );

    const counted = new Map(
      (
        await rows<{ id: number; code: string | null; answered: number }>(
          sql`SELECT q.id, q.code, u.answered FROM quiz_question_usage u JOIN quiz_questions q ON q.id = u.question_id`,
        )
      ).map((r) => [r.code ?? `q-${r.id}`, r.answered]),
    );
    const expected = new Map([...self, ...knowledgeWithAdded].map((a) => [a.questionId, 1]));
    expect(counted).toEqual(expected);
  });
});
