import type { Config } from '@netlify/functions';
import { getDb } from '../src/server/db.ts';
import { scoreSelfAssessment } from '../src/lib/quiz/scoring.ts';
import { readQuizSubmission } from '../src/server/quiz/bank-versions.ts';
import { json, route } from '../src/server/http.ts';
import { recordCompletion } from '../src/server/repositories/quiz-stats.ts';

// A finished quiz run: the server scores the answers against the bank and records the completion
// (and, in the same transaction, one answer for each question it answered: the usage count).
export default route({
  async POST(request) {
    // Scored against the bank of the page the visitor answered on (its bankVersion).
    const { body, schemas } = await readQuizSubmission(request, (s) => s.QuizCompletionSchema);
    const result =
      body.quiz === 'knowledge'
        ? schemas.scoreKnowledgeAnswers(body.answers)
        : scoreSelfAssessment(body.answers.map((a) => a.points));
    const { id } = await recordCompletion(getDb(), body.quiz, result.score, result.level.name, body.answers);
    return json({ id, score: result.score, spiritualLevel: result.level.name }, { status: 201 });
  },
});

export const config: Config = {
  path: '/api/quiz-completions',
  rateLimit: { windowLimit: 20, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
