// Published quiz bank versions (decision 0016): staff edits to the bank make a new version and
// rebuild the site once; a submission is scored against the version its page was built with (an
// old page's answers still score as that page showed them); an unknown version is a 409; the
// build's bank falls back to the repository when the database has none.
import { createServer, type Server } from 'node:http';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import adminQuestions from '../../functions/admin-quiz-questions.mts';
import adminLevels from '../../functions/admin-quiz-levels.mts';
import notifyLaunch from '../../functions/notify-launch.mts';
import quizCompletions from '../../functions/quiz-completions.mts';
import waitlist from '../../functions/waitlist.mts';
import { API } from '../../src/lib/routes.ts';
import {
  KNOWLEDGE_DRAW,
  KNOWLEDGE_POINTS,
  KNOWLEDGE_RAW_MAX,
  scaleTo50,
  scoreSelfAssessment,
} from '../../src/lib/quiz/scoring.ts';
import { seedContent } from '../../src/server/content/seed.ts';
import {
  currentBankVersion,
  currentPublishedBanks,
  UNKNOWN_BANK_VERSION_MESSAGE,
} from '../../src/server/quiz/bank-versions.ts';
import { REPOSITORY_BANK_VERSION } from '../../src/server/quiz/banks.ts';
import { readPageBanks } from '../../src/server/quiz/published-banks.ts';
import type { KnowledgeQuestionView, SelfAssessmentQuestionView } from '../../src/lib/quiz/questions.ts';
import { SELF_ASSESSMENT_OPTIONS_MESSAGE } from '../../src/lib/quiz/published-bank.ts';
import { call, closeDb, context, jsonRequest, truncate, useTestDatabase, versionOf } from './helpers.ts';
import { cookieFor, createStaff, staffRequest } from './staff-helpers.ts';

const db = useTestDatabase();
let cookie: string;
let hook: Server;
let hookHits: string[] = [];

const rows = async <T>(query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;
/** A staff request to the question bank; a write to one question sends its stored version, as the tab does (decision 0029). */
const send = async (method: string, path: string, body?: unknown, params: Record<string, string> = {}) => {
  const versioned =
    method !== 'POST' && params.id !== undefined
      ? { ...(body as object | undefined), version: await versionOf('quiz_questions', params.id) }
      : body;
  return call(adminQuestions, staffRequest(method, path, { cookie, body: versioned }), context(params));
};
const post = (handler: typeof waitlist, path: string, body: unknown) => call(handler, jsonRequest(path, body));

/** The staff row of a seeded question, by its repository id. */
async function rowOf(code: string) {
  const [row] = await rows<{
    id: number;
    quiz: string;
    question: string;
    options: { text: string; points: number }[];
    difficulty: string;
    category: string;
  }>(sql`SELECT id, quiz, question, options, difficulty, category FROM quiz_questions WHERE code = ${code}`);
  return row!;
}
const payloadOf = (row: Awaited<ReturnType<typeof rowOf>>, overrides: Record<string, unknown> = {}) => ({
  quiz: row.quiz,
  question: row.question,
  options: row.options.map((o) => ({ text: o.text, points: o.points })),
  difficulty: row.difficulty,
  category: row.category,
  ...overrides,
});

/** A staff-added easy knowledge question whose first option is the correct one (6 points). */
const addEasyKnowledgeQuestion = (question: string, options: string[], category: string) =>
  send('POST', API.adminQuizQuestions.path(), {
    quiz: 'knowledge',
    question,
    options: options.map((text, i) => ({ text, points: i === 0 ? 6 : 0 })),
    difficulty: 'easy',
    category,
  });

/** The first draw-sized set of a knowledge bank (5 easy, 2 moderate, 3 hard), answered with `pick`. */
function knowledgeAnswers(bank: readonly KnowledgeQuestionView[], pick: (q: KnowledgeQuestionView) => number) {
  return (['easy', 'moderate', 'hard'] as const).flatMap((d) =>
    bank
      .filter((q) => q.difficulty === d)
      .slice(0, KNOWLEDGE_DRAW[d])
      .map((q) => ({ questionId: q.id, optionIndex: pick(q) })),
  );
}
function selfAnswers(bank: readonly SelfAssessmentQuestionView[]) {
  const draw = { easy: 1, moderate: 3, hard: 3 } as const;
  return (['easy', 'moderate', 'hard'] as const).flatMap((d) =>
    bank
      .filter((q) => q.difficulty === d)
      .slice(0, draw[d])
      .map((q) => ({ questionId: q.id, optionIndex: 0, points: q.options[0]!.points })),
  );
}

beforeAll(async () => {
  await truncate('staff_accounts', 'staff_sessions');
  cookie = await cookieFor((await createStaff('bank-editor', 'Content Editor')).id);
  hook = createServer((req, res) => {
    hookHits.push(decodeURIComponent(new URL(req.url ?? '/', 'http://hook').searchParams.get('trigger_title') ?? ''));
    res.writeHead(200).end('{}');
  });
  await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
  process.env.BUILD_HOOK_URL = `http://127.0.0.1:${(hook.address() as { port: number }).port}/hook`;
});

beforeEach(async () => {
  await truncate('quiz_questions', 'quiz_bank_versions', 'quiz_completions', 'launch_signups', 'audit_log');
  await seedContent(db);
  hookHits = [];
});

afterEach(() => {
  hookHits = [];
});

afterAll(async () => {
  delete process.env.BUILD_HOOK_URL;
  hook.close();
  await closeDb();
});

describe('the published bank', () => {
  it('the seeded staff bank publishes exactly the repository bank (same version)', async () => {
    const published = await currentPublishedBanks(db);
    expect(published.sources).toEqual({ knowledge: 'database', selfAssessment: 'database' });
    expect(published.skipped).toEqual([]);
    expect(published.version).toBe(REPOSITORY_BANK_VERSION);
  });

  it('the build embeds the staff bank and records its snapshot; with no questions it embeds the repository bank', async () => {
    const easy = await rowOf('k-easy-01');
    await db.execute(
      sql`UPDATE quiz_questions SET question = 'How many surahs does the Quran have, from al-Fatihah to an-Nas?' WHERE id = ${easy.id}`,
    );
    const built = await readPageBanks();
    expect(built.version).not.toBe(REPOSITORY_BANK_VERSION);
    expect(built.banks.knowledge.find((q) => q.id === 'k-easy-01')?.question).toBe(
      'How many surahs does the Quran have, from al-Fatihah to an-Nas?',
    );
    expect(await rows(sql`SELECT version FROM quiz_bank_versions WHERE version = ${built.version}`)).toHaveLength(1);

    // A deploy preview's build stores the snapshot its pages are scored against, but production's
    // current version stays what it was (a staff edit compares with that one).
    const current = await currentBankVersion(db);
    await db.execute(
      sql`UPDATE quiz_questions SET question = 'How many surahs are in the Quran (preview)?' WHERE id = ${easy.id}`,
    );
    process.env.CONTEXT = 'deploy-preview';
    try {
      const preview = await readPageBanks();
      expect(preview.version).not.toBe(built.version);
      expect(await rows(sql`SELECT version FROM quiz_bank_versions WHERE version = ${preview.version}`)).toHaveLength(
        1,
      );
      expect(await currentBankVersion(db)).toBe(current);
    } finally {
      delete process.env.CONTEXT;
    }

    await truncate('quiz_questions');
    const fallback = await readPageBanks();
    expect(fallback.version).toBe(REPOSITORY_BANK_VERSION);
    expect(fallback.sources).toEqual({ knowledge: 'repository', selfAssessment: 'repository' });
  });
});

describe('staff changes', () => {
  it('an edit makes a new version and triggers exactly one rebuild; an edit that changes nothing public triggers none', async () => {
    const before = await currentPublishedBanks(db);
    await readPageBanks(); // the site as built: the current version
    const row = await rowOf('k-mod-01');
    const edited = await send(
      'PUT',
      API.adminQuizQuestions.path(row.id),
      payloadOf(row, { question: `${row.question} (edited)` }),
      { id: String(row.id) },
    );
    expect(edited.status).toBe(200);
    expect(edited.headers.get('x-rebuild')).toBe('triggered');
    expect(hookHits).toHaveLength(1);
    expect(hookHits[0]).toMatch(/^Quiz question updated/);
    const after = await currentPublishedBanks(db);
    expect(after.version).not.toBe(before.version);
    expect(await rows(sql`SELECT version FROM quiz_bank_versions`)).toHaveLength(2);

    // Saving it again unchanged (e.g. only the category) is not shown by the public quizzes: same version, no rebuild.
    const usage = await send(
      'PUT',
      API.adminQuizQuestions.path(row.id),
      payloadOf(row, { question: `${row.question} (edited)`, category: row.category === 'Faith' ? 'Quran' : 'Faith' }),
      { id: String(row.id) },
    );
    expect(usage.status).toBe(200);
    expect(usage.headers.get('x-rebuild')).toBe('none');
    expect(hookHits).toHaveLength(1);

    // Back to the original text: the earlier version is current again, which is a change to rebuild for.
    const reverted = await send('PUT', API.adminQuizQuestions.path(row.id), payloadOf(row), { id: String(row.id) });
    expect(reverted.headers.get('x-rebuild')).toBe('triggered');
    expect(hookHits).toHaveLength(2);
    expect((await currentPublishedBanks(db)).version).toBe(before.version);
  });

  it('adding and deleting a question each rebuild once; saving the levels does not (the public quizzes use their own level tables)', async () => {
    const created = await addEasyKnowledgeQuestion(
      'Which surah is called the Opening of the Book?',
      ['Al-Fatihah', 'Al-Ikhlas', 'An-Nas', 'Al-Falaq'],
      'Quran',
    );
    expect(created.status).toBe(201);
    expect(created.headers.get('x-rebuild')).toBe('triggered');
    const published = await currentPublishedBanks(db);
    expect(published.banks.knowledge.find((q) => q.id === `q-${created.body.id}`)).toEqual({
      id: `q-${created.body.id}`,
      difficulty: 'easy',
      question: 'Which surah is called the Opening of the Book?',
      options: ['Al-Fatihah', 'Al-Ikhlas', 'An-Nas', 'Al-Falaq'],
      answer: 0,
    });
    const deleted = await send('DELETE', API.adminQuizQuestions.path(created.body.id), undefined, {
      id: String(created.body.id),
    });
    expect(deleted.status).toBe(200);
    expect(deleted.headers.get('x-rebuild')).toBe('triggered');
    expect(hookHits).toHaveLength(2);

    const levels = await call(adminLevels, staffRequest('GET', API.adminQuizLevels, { cookie }));
    const saved = await call(
      adminLevels,
      staffRequest('PUT', API.adminQuizLevels, {
        cookie,
        body: {
          version: levels.body.version,
          levels: levels.body.levels.map((l: { name: string; minScore: number; description: string }) => ({
            name: l.name,
            minScore: l.minScore,
            description: l.description,
          })),
        },
      }),
    );
    expect(saved.status).toBe(200);
    expect(hookHits).toHaveLength(2);
  });

  it('the staff API refuses a question its quiz cannot ask; such a row written otherwise is left out of the public bank, with the reason', async () => {
    const row = await rowOf('s-easy-01');
    const badPoints = payloadOf(row, {
      options: [0, 2, 4, 6].map((points, i) => ({ text: row.options[i]!.text, points })),
    });
    const refused = await send('PUT', API.adminQuizQuestions.path(row.id), badPoints, { id: String(row.id) });
    expect(refused.status).toBe(400);
    expect(refused.body.issues).toEqual([{ path: 'options', message: SELF_ASSESSMENT_OPTIONS_MESSAGE }]);
    expect(hookHits).toEqual([]);

    await db.execute(
      sql`UPDATE quiz_questions SET options = ${JSON.stringify(badPoints.options)}::jsonb WHERE id = ${row.id}`,
    );
    const published = await currentPublishedBanks(db);
    expect(published.banks.selfAssessment.some((q) => q.id === 's-easy-01')).toBe(false);
    expect(published.skipped).toEqual([
      { id: row.id, quiz: 'self_assessment', reason: SELF_ASSESSMENT_OPTIONS_MESSAGE },
    ]);
  });
});

describe('scoring against the version a page was built with', () => {
  it('an old page keeps scoring as it was shown after the correct answer moves; the new page scores the new answer', async () => {
    const oldPage = await readPageBanks();
    const hard = await rowOf('k-hard-01');
    const oldQuestion = oldPage.banks.knowledge.find((q) => q.id === 'k-hard-01')!;
    // The staff move the correct answer of one hard question to another option.
    const newAnswer = (oldQuestion.answer + 1) % 4;
    const options = hard.options.map((o, i) => ({ text: o.text, points: i === newAnswer ? KNOWLEDGE_POINTS.hard : 0 }));
    expect(
      (await send('PUT', API.adminQuizQuestions.path(hard.id), payloadOf(hard, { options }), { id: String(hard.id) }))
        .status,
    ).toBe(200);
    const newPage = await readPageBanks();
    expect(newPage.version).not.toBe(oldPage.version);

    // Every question answered as the OLD page said was correct.
    const oldAnswers = knowledgeAnswers(oldPage.banks.knowledge, (q) => q.answer);
    expect(oldAnswers.some((a) => a.questionId === 'k-hard-01')).toBe(true);
    const fromOld = await post(quizCompletions, API.quizCompletions, {
      quiz: 'knowledge',
      answers: oldAnswers,
      bankVersion: oldPage.version,
    });
    expect(fromOld.status).toBe(201);
    expect(fromOld.body.score).toBe(50);

    // The same answers against the new bank lose the hard question's 5 points.
    const againstNew = await post(quizCompletions, API.quizCompletions, {
      quiz: 'knowledge',
      answers: oldAnswers,
      bankVersion: newPage.version,
    });
    expect(againstNew.body.score).toBe(scaleTo50(KNOWLEDGE_RAW_MAX - KNOWLEDGE_POINTS.hard, KNOWLEDGE_RAW_MAX));

    // The launch signup re-scores the same way: the old page's claimed 50 is believed with its version.
    const signup = await post(notifyLaunch, API.notifyLaunch, {
      name: 'Amina',
      email: 'amina@example.com',
      source: 'spiritual_quiz',
      quizScore: 50,
      spiritualLevel: 'Source of Light',
      quizAnswers: oldAnswers,
      bankVersion: oldPage.version,
    });
    expect(signup.status).toBe(200);
    const [launch] = await rows<{ metadata: { knowledgeQuiz: { bankVersion: string } } }>(
      sql`SELECT metadata FROM launch_signups WHERE email = 'amina@example.com'`,
    );
    expect(launch!.metadata.knowledgeQuiz.bankVersion).toBe(oldPage.version);
    const mismatch = await post(notifyLaunch, API.notifyLaunch, {
      name: 'Amina',
      email: 'amina2@example.com',
      source: 'spiritual_quiz',
      quizScore: 50,
      spiritualLevel: 'Source of Light',
      quizAnswers: oldAnswers,
      bankVersion: newPage.version,
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.error).toBe('Score does not match the answers');
  });

  it('a question added after a page was built is unknown to that page’s version', async () => {
    const oldPage = await readPageBanks();
    const created = await addEasyKnowledgeQuestion(
      'How many rak‘ahs are prayed at Fajr (the obligatory prayer)?',
      ['2', '3', '4', '1'],
      'Prayer',
    );
    const newPage = await readPageBanks();
    const newId = `q-${created.body.id}`;
    const answers = knowledgeAnswers(oldPage.banks.knowledge, (q) => q.answer).map((a, i) =>
      i === 0 ? { questionId: newId, optionIndex: 0 } : a,
    );
    const onOld = await post(quizCompletions, API.quizCompletions, {
      quiz: 'knowledge',
      answers,
      bankVersion: oldPage.version,
    });
    expect(onOld.status).toBe(400);
    expect(onOld.body.error).toBe(`Unknown question ${newId}`);
    const onNew = await post(quizCompletions, API.quizCompletions, {
      quiz: 'knowledge',
      answers,
      bankVersion: newPage.version,
    });
    expect(onNew.status).toBe(201);
  });

  it('self-assessment saves are checked against their version; no version means the repository bank', async () => {
    const page = await readPageBanks();
    const row = await rowOf('s-mod-01');
    // Swap the points of two options: the old page's points for option 0 no longer match the new bank.
    const swapped = row.options.map((o, i) => ({
      text: o.text,
      points: row.options[i === 0 ? 1 : i === 1 ? 0 : i]!.points,
    }));
    await send('PUT', API.adminQuizQuestions.path(row.id), payloadOf(row, { options: swapped }), {
      id: String(row.id),
    });
    const newPage = await readPageBanks();
    const answers = selfAnswers(page.banks.selfAssessment);
    expect(answers.some((a) => a.questionId === 's-mod-01')).toBe(true);
    const result = scoreSelfAssessment(answers.map((a) => a.points));
    const quizAnswers = {
      answers,
      completed: true,
      score: result.score,
      spiritualLevel: result.level.name,
      percentile: result.percentile,
      timeCompleted: new Date().toISOString(),
    };

    expect(
      (await post(waitlist, API.waitlist, { email: 'old@example.com', quizAnswers, bankVersion: page.version })).status,
    ).toBe(200);
    const [stored] = await rows<{ quiz_answers: { bankVersion: string; completed: boolean } }>(
      sql`SELECT quiz_answers FROM launch_signups WHERE email = 'old@example.com'`,
    );
    expect(stored!.quiz_answers).toMatchObject({ completed: true, bankVersion: page.version });
    const onNew = await post(waitlist, API.waitlist, {
      email: 'new@example.com',
      quizAnswers,
      bankVersion: newPage.version,
    });
    expect(onNew.status).toBe(400);
    expect(onNew.body.error).toBe('Points of s-mod-01 do not match the chosen option');
    // A page built before versions existed (no bankVersion) showed the repository bank.
    expect((await post(quizCompletions, API.quizCompletions, { quiz: 'self_assessment', answers })).status).toBe(201);
  });

  it('an unknown version is a 409 with a clear message; a malformed one is a 400; nothing is recorded', async () => {
    const answers = knowledgeAnswers((await currentPublishedBanks(db)).banks.knowledge, (q) => q.answer);
    const unknown = await post(quizCompletions, API.quizCompletions, {
      quiz: 'knowledge',
      answers,
      bankVersion: '0123456789abcdef',
    });
    expect(unknown.status).toBe(409);
    expect(unknown.body).toEqual({
      error: UNKNOWN_BANK_VERSION_MESSAGE,
      issues: [{ path: 'bankVersion', message: 'Unknown quiz bank version' }],
    });
    const malformed = await post(quizCompletions, API.quizCompletions, {
      quiz: 'knowledge',
      answers,
      bankVersion: 'not-a-version',
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error).toBe('Invalid quiz bank version');
    expect(await rows(sql`SELECT id FROM quiz_completions`)).toEqual([]);
  });
});
