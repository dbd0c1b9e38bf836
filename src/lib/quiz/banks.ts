// Zod schemas of the authored question banks (src/content/quiz) and how a parsed pair of banks is
// indexed. src/lib reads no content itself: src/server/quiz/banks.ts loads the JSON and parses it
// here. Islands receive the questions as props from their pages, so zod never ships to the browser.
import { z } from 'zod';
import {
  DIFFICULTIES,
  KNOWLEDGE_DRAW,
  SELF_ASSESSMENT_DRAW,
  SELF_ASSESSMENT_OPTION_POINTS,
  type Difficulty,
} from './scoring.ts';
import type { KnowledgeQuestion, SelfAssessmentQuestion } from './questions.ts';

/** A bank holds at least three times what one draw needs of each difficulty. */
export const BANK_MULTIPLE = 3;

export function bankMinimums(draw: Readonly<Record<Difficulty, number>>): Record<Difficulty, number> {
  return { easy: draw.easy * BANK_MULTIPLE, moderate: draw.moderate * BANK_MULTIPLE, hard: draw.hard * BANK_MULTIPLE };
}

const QuestionIdSchema = z.string().regex(/^[a-z0-9-]{3,40}$/);
const ReferenceSchema = z
  .string()
  .min(6)
  .regex(
    /(Quran \d+:\d+|Sahih|Sunan|Jami|Riyad|Musnad|Muwatta|Bukhari|Muslim|Tirmidhi|Abu Dawud|Nasa'i|Ibn Majah)/,
    'A precise Quran or hadith reference',
  );

function withBankRules<T extends z.ZodType<{ id: string; difficulty: Difficulty }>>(
  item: T,
  draw: Readonly<Record<Difficulty, number>>,
) {
  const minimums = bankMinimums(draw);
  return z.array(item).superRefine((bank, ctx) => {
    const ids = new Set<string>();
    for (const [i, q] of bank.entries()) {
      if (ids.has(q.id)) ctx.addIssue({ code: 'custom', path: [i, 'id'], message: `Duplicate id ${q.id}` });
      ids.add(q.id);
    }
    for (const d of DIFFICULTIES) {
      const count = bank.filter((q) => q.difficulty === d).length;
      if (count < minimums[d])
        ctx.addIssue({ code: 'custom', path: [], message: `${count} ${d} questions; at least ${minimums[d]} needed` });
    }
  });
}

export const KnowledgeQuestionSchema = z.strictObject({
  id: QuestionIdSchema,
  difficulty: z.enum(DIFFICULTIES),
  category: z.string().min(2),
  question: z.string().min(10),
  options: z.tuple([z.string().min(1), z.string().min(1), z.string().min(1), z.string().min(1)]),
  answer: z.int().min(0).max(3),
  reference: ReferenceSchema,
  explanation: z.string().min(10),
}) satisfies z.ZodType<KnowledgeQuestion>;

const SelfOptionSchema = z.strictObject({
  text: z.string().min(1),
  emoji: z.string().min(1).max(8).optional(),
  points: z.union(SELF_ASSESSMENT_OPTION_POINTS.map((p) => z.literal(p))),
});

export const SelfAssessmentQuestionSchema = z
  .strictObject({
    id: QuestionIdSchema,
    difficulty: z.enum(DIFFICULTIES),
    category: z.string().min(2),
    question: z.string().min(10),
    encouragement: z.string().min(5),
    reference: ReferenceSchema,
    options: z.tuple([SelfOptionSchema, SelfOptionSchema, SelfOptionSchema, SelfOptionSchema]),
  })
  .refine(
    (q) => [...q.options.map((o) => o.points)].sort().join() === [...SELF_ASSESSMENT_OPTION_POINTS].sort().join(),
    {
      message: 'Options are worth 5, 3, 2 and 1 points',
      path: ['options'],
    },
  ) satisfies z.ZodType<SelfAssessmentQuestion>;

export const KnowledgeBankSchema = withBankRules(KnowledgeQuestionSchema, KNOWLEDGE_DRAW);
export const SelfAssessmentBankSchema = withBankRules(SelfAssessmentQuestionSchema, SELF_ASSESSMENT_DRAW);

/** Both banks, parsed and indexed by question id. */
export interface QuizBanks {
  knowledge: readonly KnowledgeQuestion[];
  selfAssessment: readonly SelfAssessmentQuestion[];
  knowledgeById: ReadonlyMap<string, KnowledgeQuestion>;
  selfAssessmentById: ReadonlyMap<string, SelfAssessmentQuestion>;
}

/** Parses the authored banks (throws on a broken bank, so a bad edit fails the build and the tests). */
export function parseQuizBanks(knowledgeJson: unknown, selfAssessmentJson: unknown): QuizBanks {
  const knowledge: readonly KnowledgeQuestion[] = KnowledgeBankSchema.parse(knowledgeJson);
  const selfAssessment: readonly SelfAssessmentQuestion[] = SelfAssessmentBankSchema.parse(selfAssessmentJson);
  return {
    knowledge,
    selfAssessment,
    knowledgeById: new Map(knowledge.map((q) => [q.id, q])),
    selfAssessmentById: new Map(selfAssessment.map((q) => [q.id, q])),
  };
}
