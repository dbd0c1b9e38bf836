// Decisions 0046 and 0051: a quiz answered in any locale scores exactly as the same choices in
// English. The pages of every locale are built from one published bank version; a locale's bank
// file carries that version's ids, points and answers with other texts (the staff bank's per-locale
// texts, seeded from the repository files), and the server scores by the version.
import { sql } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import adminQuestions from '../../functions/admin-quiz-questions.mts';
import notifyLaunch from '../../functions/notify-launch.mts';
import quizCompletions from '../../functions/quiz-completions.mts';
import waitlist from '../../functions/waitlist.mts';
import { API } from '../../src/lib/routes.ts';
import type { LocaleCode } from '../../src/lib/i18n/locales.ts';
import { drawByDifficulty, seededRandom } from '../../src/lib/quiz/random.ts';
import { KNOWLEDGE_DRAW, SELF_ASSESSMENT_DRAW } from '../../src/lib/quiz/scoring.ts';
import type { PublishedQuizBanks } from '../../src/lib/quiz/published-bank.ts';
import { seedContent } from '../../src/server/content/seed.ts';
import { readPageBanks, type PageBanks } from '../../src/server/quiz/published-banks.ts';
import { BANK_TRANSLATIONS } from '../../src/server/quiz/bank-translations.ts';
import { localeBankFiles, quizLocaleFiles } from '../../src/server/quiz/locale-banks.ts';
import { call, closeDb, context, jsonRequest, truncate, useTestDatabase } from './helpers.ts';
import { cookieFor, createStaff, staffRequest } from './staff-helpers.ts';

const db = useTestDatabase();
const post = (handler: typeof waitlist, path: string, body: unknown) => call(handler, jsonRequest(path, body));
const LOCALES = ['en', ...Object.keys(BANK_TRANSLATIONS)] as LocaleCode[];

/** The bank files a build writes for `locale` (what /{locale}/test and /{locale}/spiritual-quiz fetch). */
function servedBanks(page: PageBanks, locale: LocaleCode): PublishedQuizBanks {
  if (locale === 'en') return page.banks;
  const files = quizLocaleFiles(page);
  const key = files.locales[locale].key;
  const written = localeBankFiles(files).filter((f) => f.key === key);
  const body = (name: string) => written.find((f) => f.file === name)!.body;
  return {
    knowledge: body('knowledge') as PublishedQuizBanks['knowledge'],
    selfAssessment: body('selfAssessment') as PublishedQuizBanks['selfAssessment'],
  };
}

/** Posts the same choices from every locale's page of the build and answers each locale's scores. */
async function scoresPerLocale(page: PageBanks, seed: number) {
  const results: Record<string, unknown> = {};
  for (const locale of LOCALES) {
    const answers = answersFrom(servedBanks(page, locale), seed);
    const knowledge = await post(quizCompletions, API.quizCompletions, {
      quiz: 'knowledge',
      answers: answers.knowledge,
      bankVersion: page.version,
    });
    const self = await post(quizCompletions, API.quizCompletions, {
      quiz: 'self_assessment',
      answers: answers.self,
      bankVersion: page.version,
    });
    expect([knowledge.status, self.status], locale).toEqual([201, 201]);
    const strip = (body: unknown) => ({
      score: (body as { score: number }).score,
      level: (body as { spiritualLevel: string }).spiritualLevel,
    });
    results[locale] = { answers, knowledge: strip(knowledge.body), self: strip(self.body) };
  }
  return results;
}

/** One visitor's choices, the same in every locale: by position on screen, as the island sends them. */
function answersFrom(banks: PublishedQuizBanks, seed: number) {
  const knowledge = drawByDifficulty(banks.knowledge, KNOWLEDGE_DRAW, seededRandom(seed)).map((q, i) => ({
    questionId: q.id,
    optionIndex: (i * 3 + seed) % 4,
  }));
  // The island sends the points of the option as its bank file shows them.
  const self = drawByDifficulty(banks.selfAssessment, SELF_ASSESSMENT_DRAW, seededRandom(seed)).map((q, i) => {
    const optionIndex = (i + seed) % 4;
    return { questionId: q.id, optionIndex, points: q.options[optionIndex]!.points };
  });
  return { knowledge, self };
}

/** A staff question as the Spiritual Quiz tab loads it (what its dialog sends back). */
async function staffRow(code: string) {
  const { rows } = (await db.execute(sql`SELECT id FROM quiz_questions WHERE code = ${code}`)) as unknown as {
    rows: { id: number }[];
  };
  const id = rows[0]!.id;
  const { body } = await call(
    adminQuestions,
    staffRequest('GET', API.adminQuizQuestions.path(id), { cookie: editor }),
    context({ id: String(id) }),
  );
  const {
    usageCount: _usage,
    code: _code,
    ...question
  } = body as { id: number; version: number; usageCount: number; code: string; translations: Record<string, unknown> };
  return question;
}

let editor: string;
beforeEach(async () => {
  await truncate(
    'staff_accounts',
    'audit_log',
    'quiz_questions',
    'quiz_bank_versions',
    'quiz_completions',
    'launch_signups',
  );
  await seedContent(db);
  editor = await cookieFor((await createStaff('quiz-translator', 'Content Editor')).id);
});
afterAll(() => closeDb());

describe('scoring per locale', () => {
  it('scores the same choices identically on /test and /{locale}/test in every locale (and the knowledge quiz likewise)', async () => {
    const page = await readPageBanks(); // the staff bank, published as the build does
    expect(page.sources).toEqual({ knowledge: 'database', selfAssessment: 'database' });
    expect([...LOCALES].sort()).toEqual(['ar', 'bn', 'en', 'fr', 'id', 'ms', 'tr', 'ur']);
    for (const locale of LOCALES.filter((l) => l !== 'en')) {
      const served = servedBanks(page, locale);
      expect(served.knowledge[0]!.question, locale).not.toBe(page.banks.knowledge[0]!.question); // really another language
      expect(served.knowledge[0]!.question, locale).toBe(
        BANK_TRANSLATIONS[locale]!.knowledge[served.knowledge[0]!.id]!.question,
      ); // the seeded texts
    }
    for (const seed of [1, 2, 3]) {
      const results = await scoresPerLocale(page, seed);
      for (const locale of LOCALES) expect(results[locale], `${locale}, seed ${seed}`).toEqual(results.en);
    }
  });

  it('a staff edit of the Arabic texts reaches /ar’s bank files after the rebuild, and the same choices still score the same in every locale', async () => {
    const before = await readPageBanks();
    const knowledgeRow = await staffRow(before.banks.knowledge[0]!.id);
    const selfRow = await staffRow(before.banks.selfAssessment[0]!.id);
    const arabic = (id: number) => ({
      question: `سؤال معدّل من المحرر ${id}؟`,
      options: ['الأول', 'الثاني', 'الثالث', 'الرابع'],
    });
    for (const { id, version, translations, ...row } of [knowledgeRow, selfRow]) {
      const body = { version, ...row, translations: { ...translations, ar: arabic(id) } };
      const response = await call(
        adminQuestions,
        staffRequest('PUT', API.adminQuizQuestions.path(id), { cookie: editor, body }),
        context({ id: String(id) }),
      );
      expect(response.status).toBe(200);
      // A change of texts alone rebuilds (no hook here: 'not-configured'), though the version stays.
      expect(response.headers.get('x-rebuild')).toBe('not-configured');
    }
    const after = await readPageBanks();
    expect(after.version).toBe(before.version); // texts are not scored, so the version is unchanged
    const ar = servedBanks(after, 'ar');
    expect(ar.knowledge[0]!.question).toBe(arabic(knowledgeRow.id).question);
    expect(ar.knowledge[0]!.options).toEqual(arabic(knowledgeRow.id).options);
    expect(ar.selfAssessment[0]!.question).toBe(arabic(selfRow.id).question);
    expect(ar.selfAssessment[0]!.options.map((o) => o.points)).toEqual(
      before.banks.selfAssessment[0]!.options.map((o) => o.points),
    );
    expect(ar.selfAssessment[0]!.encouragement).toBe(
      BANK_TRANSLATIONS.ar!.selfAssessment[before.banks.selfAssessment[0]!.id]!.encouragement,
    ); // the repository's line for a seeded question
    // The other locales keep their texts; the Arabic files get a new address.
    expect(servedBanks(after, 'fr')).toEqual(servedBanks(before, 'fr'));
    expect(quizLocaleFiles(after).locales.ar.key).not.toBe(quizLocaleFiles(before).locales.ar.key);
    for (const seed of [4, 5]) {
      const results = await scoresPerLocale(after, seed);
      for (const locale of LOCALES) expect(results[locale], `${locale}, seed ${seed}`).toEqual(results.en);
    }
  });

  it('re-checks a score claimed from /ur/spiritual-quiz against the version it was built with, as in English', async () => {
    const page = await readPageBanks();
    const { version } = page;
    const served = servedBanks(page, 'ur');
    const allCorrect = drawByDifficulty(served.knowledge, KNOWLEDGE_DRAW, seededRandom(9)).map((q) => ({
      questionId: q.id,
      optionIndex: q.answer,
    }));
    const base = {
      name: 'عائشہ',
      email: 'ayesha@example.com',
      source: 'spiritual_quiz',
      bankVersion: version,
      quizAnswers: allCorrect,
    };
    // The English level name is what the API takes from every locale (the page translates it for display).
    const wrong = await post(notifyLaunch, API.notifyLaunch, {
      ...base,
      quizScore: 36,
      spiritualLevel: 'Source of Light',
    });
    expect(wrong.status).toBe(400);
    const right = await post(notifyLaunch, API.notifyLaunch, {
      ...base,
      quizScore: 50,
      spiritualLevel: 'Source of Light',
    });
    expect(right.status).toBe(200);
    const { rows } = (await db.execute(
      sql`SELECT metadata FROM launch_signups WHERE email = 'ayesha@example.com'`,
    )) as unknown as { rows: { metadata: { knowledgeQuiz: { quizScore: number } } }[] };
    expect(rows.map((r) => r.metadata.knowledgeQuiz.quizScore)).toEqual([50]);
  });
});
