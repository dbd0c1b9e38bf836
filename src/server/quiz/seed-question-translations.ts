// Seeds the staff bank's per-locale texts from the repository's translation files (decision 0051),
// so a fresh start shows the quizzes the files showed, now editable in the Spiritual Quiz tab. Fills
// a row only while its `translations` is null (neither this seed nor a staff save has written it)
// and only with the texts the build itself would take from the files for it (bankTextsIn's rule:
// the question still has the repository's points and answer), so it never overwrites a staff save
// and never puts a translation on a question reshaped since. Runs on every start, like the seed; it
// bumps the row's version, so a dialog opened before it cannot save its empty languages over it.
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { quizQuestions } from '../../../db/schema.ts';
import { PREFIXED_LOCALES } from '../../lib/i18n/locales.ts';
import { bankTextsIn } from '../../lib/quiz/locale-bank.ts';
import {
  knowledgeFromRow,
  selfAssessmentFromRow,
  type PublishedQuizBanks,
  type StaffQuestionRow,
} from '../../lib/quiz/published-bank.ts';
import type { PrefixedLocale, QuestionTranslations } from '../../lib/quiz/question-translations.ts';
import { versionBump } from '../versions.ts';
import { REPOSITORY_BANKS } from './banks.ts';
import { BANK_TRANSLATIONS } from './bank-translations.ts';

/** Who wrote the seeded texts (as the app content's seed says it, decision 0048). */
export const SEED_AUTHOR = 'team';

const REPO_SELF = new Map(REPOSITORY_BANKS.selfAssessment.map((q) => [q.id, q]));

type SeedRow = Pick<StaffQuestionRow, 'id' | 'quiz' | 'code' | 'question' | 'options' | 'difficulty'>;

/** The seeded texts of a repository question as staff row, or null where the files give it none. */
export function seededQuestionTranslations(row: SeedRow, at: string): QuestionTranslations | null {
  if (!row.code) return null;
  const view =
    row.quiz === 'knowledge'
      ? knowledgeFromRow(row)
      : row.quiz === 'self_assessment'
        ? selfAssessmentFromRow(row, REPO_SELF.get(row.code))
        : 'no public quiz';
  if (typeof view === 'string') return null;
  const banks: PublishedQuizBanks =
    'answer' in view ? { knowledge: [view], selfAssessment: [] } : { knowledge: [], selfAssessment: [view] };
  const quiz = 'answer' in view ? 'knowledge' : 'selfAssessment';
  const translations: QuestionTranslations = {};
  for (const locale of PREFIXED_LOCALES as PrefixedLocale[]) {
    const { texts } = bankTextsIn(locale, banks, {
      sources: { knowledge: 'repository', selfAssessment: 'repository' },
      rows: new Map(),
      repository: REPOSITORY_BANKS,
      file: BANK_TRANSLATIONS[locale],
    });
    const found = texts[quiz][view.id];
    if (found)
      translations[locale] = {
        question: found.question,
        options: found.options,
        writtenBy: SEED_AUTHOR,
        reviewed: false,
        updatedAt: at,
      };
  }
  return Object.keys(translations).length ? translations : null;
}

/** Fills the rows never written (a database seeded before this change); answers how many. */
export async function seedQuestionTranslations(db: Database, at = new Date().toISOString()): Promise<number> {
  const rows = await db
    .select({
      id: quizQuestions.id,
      quiz: quizQuestions.quiz,
      code: quizQuestions.code,
      question: quizQuestions.question,
      options: quizQuestions.options,
      difficulty: quizQuestions.difficulty,
    })
    .from(quizQuestions)
    .where(and(isNull(quizQuestions.translations), isNotNull(quizQuestions.code)));
  let filled = 0;
  for (const row of rows) {
    const translations = seededQuestionTranslations(row, at);
    if (!translations) continue;
    const updated = await db
      .update(quizQuestions)
      .set({ translations, ...versionBump('seed') })
      .where(and(eq(quizQuestions.id, row.id), isNull(quizQuestions.translations)))
      .returning({ id: quizQuestions.id });
    filled += updated.length;
  }
  return filled;
}
