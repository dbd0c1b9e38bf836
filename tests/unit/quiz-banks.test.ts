import { describe, expect, it } from 'vitest';
import knowledgeJson from '../../src/content/quiz/knowledge.json';
import selfJson from '../../src/content/quiz/self-assessment.json';
import { KnowledgeBankSchema, SelfAssessmentBankSchema } from '../../src/lib/quiz/banks.ts';
import {
  KNOWLEDGE_BANK,
  KnowledgeAnswersSchema,
  SELF_ASSESSMENT_BANK,
  scoreKnowledgeAnswers,
} from '../../src/server/quiz/banks.ts';
import { drawByDifficulty, seededRandom } from '../../src/lib/quiz/random.ts';
import { KNOWLEDGE_DRAW } from '../../src/lib/quiz/scoring.ts';

const count = (bank: readonly { difficulty: string }[], d: string) => bank.filter((q) => q.difficulty === d).length;

describe('question banks', () => {
  it('the knowledge bank parses and holds 3× a draw of each difficulty', () => {
    expect(KnowledgeBankSchema.safeParse(knowledgeJson).success).toBe(true);
    expect(count(KNOWLEDGE_BANK, 'easy')).toBeGreaterThanOrEqual(15);
    expect(count(KNOWLEDGE_BANK, 'moderate')).toBeGreaterThanOrEqual(6);
    expect(count(KNOWLEDGE_BANK, 'hard')).toBeGreaterThanOrEqual(9);
  });

  it('the self-assessment bank parses and holds 3× a draw of each difficulty', () => {
    expect(SelfAssessmentBankSchema.safeParse(selfJson).success).toBe(true);
    expect(count(SELF_ASSESSMENT_BANK, 'easy')).toBeGreaterThanOrEqual(3);
    expect(count(SELF_ASSESSMENT_BANK, 'moderate')).toBeGreaterThanOrEqual(9);
    expect(count(SELF_ASSESSMENT_BANK, 'hard')).toBeGreaterThanOrEqual(9);
  });

  it('rejects a bank below the per-difficulty minimum', () => {
    const result = KnowledgeBankSchema.safeParse(
      knowledgeJson
        .filter((q) => q.difficulty !== 'hard')
        .concat(knowledgeJson.filter((q) => q.difficulty === 'hard').slice(0, 8)),
    );
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/8 hard questions; at least 9/);
  });

  it('rejects duplicate ids, a bad answer index and a missing reference', () => {
    const [first] = knowledgeJson;
    expect(KnowledgeBankSchema.safeParse([...knowledgeJson, first]).success).toBe(false);
    expect(KnowledgeBankSchema.safeParse([{ ...first, answer: 4 }, ...knowledgeJson.slice(1)]).success).toBe(false);
    expect(
      KnowledgeBankSchema.safeParse([{ ...first, reference: 'somewhere' }, ...knowledgeJson.slice(1)]).success,
    ).toBe(false);
  });

  it('rejects self-assessment options not worth 5, 3, 2 and 1', () => {
    const [first] = selfJson;
    const broken = { ...first, options: first!.options.map((o) => ({ ...o, points: 5 })) };
    expect(SelfAssessmentBankSchema.safeParse([broken, ...selfJson.slice(1)]).success).toBe(false);
  });
});

describe('knowledge answers re-check', () => {
  const draw = drawByDifficulty(KNOWLEDGE_BANK, KNOWLEDGE_DRAW, seededRandom(11));

  it('scores all-correct answers 50 and all-wrong 0', () => {
    expect(scoreKnowledgeAnswers(draw.map((q) => ({ questionId: q.id, optionIndex: q.answer }))).score).toBe(50);
    expect(scoreKnowledgeAnswers(draw.map((q) => ({ questionId: q.id, optionIndex: (q.answer + 1) % 4 }))).score).toBe(
      0,
    );
  });

  it('accepts a real draw and rejects a wrong mix, repeats and unknown ids', () => {
    const answers = draw.map((q) => ({ questionId: q.id, optionIndex: 0 }));
    expect(KnowledgeAnswersSchema.safeParse(answers).success).toBe(true);
    const extraEasy = KNOWLEDGE_BANK.find((q) => q.difficulty === 'easy' && !draw.includes(q))!;
    const hardIndex = draw.findIndex((q) => q.difficulty === 'hard');
    const wrongMix = answers.map((a, i) => (i === hardIndex ? { questionId: extraEasy.id, optionIndex: 0 } : a));
    expect(KnowledgeAnswersSchema.safeParse(wrongMix).success).toBe(false);
    expect(KnowledgeAnswersSchema.safeParse([...answers.slice(0, 9), answers[0]]).success).toBe(false);
    expect(
      KnowledgeAnswersSchema.safeParse([...answers.slice(0, 9), { questionId: 'k-nope', optionIndex: 0 }]).success,
    ).toBe(false);
  });
});
