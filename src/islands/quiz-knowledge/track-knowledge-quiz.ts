// The knowledge quiz's funnel events (src/islands/shared/quiz-tracking.ts says which and why).
import { scoreBand } from '../../lib/analytics/constants.ts';
import { knowledgePoints, type KnowledgeQuestionView } from '../../lib/quiz/questions.ts';
import { scoreKnowledge } from '../../lib/quiz/scoring.ts';
import { $knowledgeQuiz } from '../../stores/quiz-knowledge.ts';
import { track } from '../shared/track.ts';
import { trackProgress } from '../shared/quiz-tracking.ts';

/** Knowledge quiz (/spiritual-quiz). Returns the unsubscribe function (a React effect's cleanup). */
export function trackKnowledgeQuiz(bank: readonly KnowledgeQuestionView[]): () => void {
  const byId = new Map(bank.map((q) => [q.id, q]));
  return $knowledgeQuiz.listen((value, old) => {
    if (!old) return;
    trackProgress('knowledge', value, old, value.questions.length > 0);
    if (
      value.answers.length === value.questions.length &&
      value.questions.length > 0 &&
      old.answers.length === value.answers.length - 1
    ) {
      const points = value.answers.map((a) => {
        const question = byId.get(a.questionId);
        return question ? knowledgePoints(question, a.optionIndex) : 0;
      });
      track({ type: 'quiz_completed', quiz: 'knowledge', scoreBand: scoreBand(scoreKnowledge(points).score) });
    }
  });
}
