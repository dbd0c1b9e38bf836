// Builds a valid knowledge-quiz draw's answers from the real bank, with a chosen number of
// correct answers per difficulty, so tests can aim at a score band.
import { KNOWLEDGE_BANK } from '../../src/server/quiz/banks.ts';
import { KNOWLEDGE_DRAW, type Difficulty } from '../../src/lib/quiz/scoring.ts';

export function knowledgeAnswers(correct: Record<Difficulty, number>) {
  return (Object.keys(KNOWLEDGE_DRAW) as Difficulty[]).flatMap((difficulty) =>
    KNOWLEDGE_BANK.filter((q) => q.difficulty === difficulty)
      .slice(0, KNOWLEDGE_DRAW[difficulty])
      .map((q, i) => ({ questionId: q.id, optionIndex: i < correct[difficulty] ? q.answer : (q.answer + 1) % 4 })),
  );
}
