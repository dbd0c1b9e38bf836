// Decision 0046: a quiz answered in any locale scores exactly as the same choices in English. The
// pages of every locale are built from one published bank version; a locale's bank file carries
// that version's ids, points and answers with other texts, and the server scores by the version.
import { sql } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import notifyLaunch from '../../functions/notify-launch.mts';
import quizCompletions from '../../functions/quiz-completions.mts';
import waitlist from '../../functions/waitlist.mts';
import { API } from '../../src/lib/routes.ts';
import type { LocaleCode } from '../../src/lib/i18n/locales.ts';
import { drawByDifficulty, seededRandom } from '../../src/lib/quiz/random.ts';
import { KNOWLEDGE_DRAW, SELF_ASSESSMENT_DRAW } from '../../src/lib/quiz/scoring.ts';
import type { PublishedQuizBanks } from '../../src/lib/quiz/published-bank.ts';
import { seedContent } from '../../src/server/content/seed.ts';
import { readPageBanks } from '../../src/server/quiz/published-banks.ts';
import { BANK_TRANSLATIONS, localeBankFiles, localeBankKey } from '../../src/server/quiz/locale-banks.ts';
import { call, closeDb, jsonRequest, truncate, useTestDatabase } from './helpers.ts';

const db = useTestDatabase();
const post = (handler: typeof waitlist, path: string, body: unknown) => call(handler, jsonRequest(path, body));
const LOCALES = ['en', ...Object.keys(BANK_TRANSLATIONS)] as LocaleCode[];

/** The bank files a build writes for `locale` (what /{locale}/test and /{locale}/spiritual-quiz fetch). */
function servedBanks(published: PublishedQuizBanks, locale: LocaleCode): PublishedQuizBanks {
  if (locale === 'en') return published;
  const files = localeBankFiles(published).filter((f) => f.key === localeBankKey(locale));
  const body = (name: string) => files.find((f) => f.file === name)!.body;
  return { knowledge: body('knowledge') as PublishedQuizBanks['knowledge'], selfAssessment: body('selfAssessment') as PublishedQuizBanks['selfAssessment'] };
}

/** One visitor's choices, the same in every locale: by position on screen, as the island sends them. */
function answersFrom(banks: PublishedQuizBanks, seed: number) {
  const knowledge = drawByDifficulty(banks.knowledge, KNOWLEDGE_DRAW, seededRandom(seed)).map((q, i) => ({ questionId: q.id, optionIndex: (i * 3 + seed) % 4 }));
  // The island sends the points of the option as its bank file shows them.
  const self = drawByDifficulty(banks.selfAssessment, SELF_ASSESSMENT_DRAW, seededRandom(seed)).map((q, i) => {
    const optionIndex = (i + seed) % 4;
    return { questionId: q.id, optionIndex, points: q.options[optionIndex]!.points };
  });
  return { knowledge, self };
}

beforeEach(async () => {
  await truncate('quiz_questions', 'quiz_bank_versions', 'quiz_completions', 'launch_signups');
  await seedContent(db);
});
afterAll(() => closeDb());

describe('scoring per locale', () => {
  it('scores the same choices identically on /test and /{locale}/test in every locale (and the knowledge quiz likewise)', async () => {
    const { version, banks } = await readPageBanks(); // the staff bank, published as the build does
    expect([...LOCALES].sort()).toEqual(['ar', 'bn', 'en', 'fr', 'id', 'ms', 'tr', 'ur']);
    for (const seed of [1, 2, 3]) {
      const results: Record<string, unknown> = {};
      for (const locale of LOCALES) {
        const served = servedBanks(banks, locale);
        if (locale !== 'en') expect(served.knowledge[0]!.question).not.toBe(banks.knowledge[0]!.question); // really another language
        const answers = answersFrom(served, seed);
        const knowledge = await post(quizCompletions, API.quizCompletions, { quiz: 'knowledge', answers: answers.knowledge, bankVersion: version });
        const self = await post(quizCompletions, API.quizCompletions, { quiz: 'self_assessment', answers: answers.self, bankVersion: version });
        expect([knowledge.status, self.status], locale).toEqual([201, 201]);
        const strip = (body: unknown) => ({ score: (body as { score: number }).score, level: (body as { spiritualLevel: string }).spiritualLevel });
        results[locale] = { answers, knowledge: strip(knowledge.body), self: strip(self.body) };
      }
      for (const locale of LOCALES) expect(results[locale], `${locale}, seed ${seed}`).toEqual(results.en);
    }
  });

  it('re-checks a score claimed from /ur/spiritual-quiz against the version it was built with, as in English', async () => {
    const { version, banks } = await readPageBanks();
    const served = servedBanks(banks, 'ur');
    const allCorrect = drawByDifficulty(served.knowledge, KNOWLEDGE_DRAW, seededRandom(9)).map((q) => ({ questionId: q.id, optionIndex: q.answer }));
    const base = { name: 'عائشہ', email: 'ayesha@example.com', source: 'spiritual_quiz', bankVersion: version, quizAnswers: allCorrect };
    // The English level name is what the API takes from every locale (the page translates it for display).
    const wrong = await post(notifyLaunch, API.notifyLaunch, { ...base, quizScore: 36, spiritualLevel: 'Source of Light' });
    expect(wrong.status).toBe(400);
    const right = await post(notifyLaunch, API.notifyLaunch, { ...base, quizScore: 50, spiritualLevel: 'Source of Light' });
    expect(right.status).toBe(200);
    const { rows } = (await db.execute(sql`SELECT metadata FROM launch_signups WHERE email = 'ayesha@example.com'`)) as unknown as { rows: { metadata: { knowledgeQuiz: { quizScore: number } } }[] };
    expect(rows.map((r) => r.metadata.knowledgeQuiz.quizScore)).toEqual([50]);
  });
});
