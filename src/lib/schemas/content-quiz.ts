// The Spiritual Quiz's question bank and level table as staff edit them (product §3 Admin quiz
// question, Level record). Shared by the dialogs and the server.
import { z } from 'zod';
import { TranslationsInputSchema, type ContentTranslations } from '../i18n/content.ts';
import type { SearchMatch } from '../i18n/search-match.ts';
import { levelTableIssues } from '../content/levels.ts';
import { optionPointsProblem } from '../quiz/published-bank.ts';
import {
  questionTranslationIssues,
  QuestionTranslationsInputSchema,
  type QuestionTranslations,
} from '../quiz/question-translations.ts';
import type { QuizKind as CompletionQuizKind } from './quiz.ts';
import { DIFFICULTY_LEVELS, enumOf, text, wholeNumber } from './content-common.ts';

export const QUIZ_CATEGORIES = [
  'Prayer',
  'Quran',
  'Character',
  'Dhikr',
  'Faith',
  'Charity',
  'Knowledge',
  'Community',
] as const;
/** Which public quiz draws a question; the same names quiz_completions.quiz uses. */
export const QUIZ_KINDS = ['knowledge', 'self_assessment'] as const satisfies readonly CompletionQuizKind[];
export type QuizKind = (typeof QUIZ_KINDS)[number];

const OptionSchema = z.strictObject({
  text: text('Option text', 300),
  points: wholeNumber('Points', 0, 6),
});

export const QuizQuestionPayloadSchema = z
  .strictObject({
    quiz: enumOf('Quiz', QUIZ_KINDS),
    question: text('Question', 500),
    options: z.tuple([OptionSchema, OptionSchema, OptionSchema, OptionSchema], {
      error: 'A question has exactly four options',
    }),
    difficulty: enumOf('Difficulty', DIFFICULTY_LEVELS),
    category: enumOf('Category', QUIZ_CATEGORIES),
    /** The question and option texts per locale (decision 0051); absent keeps the stored ones. */
    translations: QuestionTranslationsInputSchema.optional(),
  })
  // The public quiz must be able to ask it (decision 0016): one correct knowledge answer, or
  // self-assessment options worth 5, 3, 2 and 1. Each locale: one text per English option, complete or empty.
  .superRefine((q, ctx) => {
    const problem = optionPointsProblem(
      q.quiz,
      q.options.map((o) => o.points),
    );
    if (problem) ctx.addIssue({ code: 'custom', path: ['options'], message: problem });
    for (const issue of questionTranslationIssues(q.options.length, q.translations))
      ctx.addIssue({ code: 'custom', ...issue });
  });

export type QuizQuestionPayload = z.infer<typeof QuizQuestionPayloadSchema>;
export type QuizQuestionInput = z.input<typeof QuizQuestionPayloadSchema>;
export interface QuizQuestion extends Omit<QuizQuestionPayload, 'translations'> {
  id: number;
  /** As stored: each locale's texts with who wrote them and whether they were reviewed ({} when none). */
  translations: QuestionTranslations;
  /** The id in the repository bank for seeded questions (e.g. k-easy-01), null for staff-added. */
  code: string | null;
  /**
   * How many finished public quiz runs answered it (decision 0023): counted by the server with
   * each stored completion, read-only (a payload carrying it is refused like any unknown key).
   */
  usageCount: number;
  /** Incremented by every write; a save sends the version it loaded (src/lib/versions.ts). */
  version: number;
}

export const QUIZ_QUESTION_DEFAULTS: QuizQuestionInput = {
  quiz: 'knowledge',
  question: '',
  options: [0, 2, 4, 6].map((points) => ({ text: '', points })) as QuizQuestionInput['options'],
  difficulty: 'moderate',
  category: 'Faith',
};

export const LevelsPayloadSchema = z
  .array(
    z.strictObject({
      name: text('Level name', 64),
      minScore: wholeNumber('Minimum score', 0, 100),
      description: text('Description', 500),
      /** Per-locale name and description (decision 0048); absent keeps those stored under the level's name. */
      translations: TranslationsInputSchema.optional(),
    }),
    { error: 'Send the list of levels' },
  )
  .min(1, 'At least one level is needed')
  .max(20, 'At most 20 levels')
  .superRefine((levels, ctx) => {
    for (const issue of levelTableIssues(levels)) {
      ctx.addIssue({
        code: 'custom',
        path: issue.path ? issue.path.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)) : [],
        message: issue.message,
      });
    }
  });

export type LevelsPayload = z.infer<typeof LevelsPayloadSchema>;

/** GET /api/admin/quiz/levels: the table, saved whole, with the version of the whole table. */
export interface LevelTable {
  levels: SpiritualLevel[];
  /** Incremented by every write; a save sends the version it loaded (src/lib/versions.ts). */
  version: number;
}

/** PUT /api/admin/quiz/levels: the new table and the version it was edited from. */
export const LevelTablePayloadSchema = z.strictObject({ levels: LevelsPayloadSchema });

/** `matchedIn`: while searching, the locales the level matched in (decision 0053). */
export interface SpiritualLevel extends SearchMatch {
  name: string;
  minScore: number;
  description: string;
  /** As stored: each locale's texts with who wrote them and whether they were reviewed. */
  translations: ContentTranslations;
  userCount: number;
  percentage: number;
}
