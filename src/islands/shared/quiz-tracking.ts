// Funnel events of the two quizzes, read from their stores' changes so the quiz code itself only
// calls trackSelfQuiz()/trackKnowledgeQuiz() once (quiz-self/track-self-quiz.ts,
// quiz-knowledge/track-knowledge-quiz.ts; apart so each page loads only its own quiz's store):
// start (a new draw), each answered question (its id and position, never the answer), completion
// (score band). A resumed quiz (reload) is not a new start. The waitlist join and a referral
// conversion are not sent from here: the server counts them when it stores the sign-up (decision 0060).
import type { QuizId } from '../../lib/analytics/constants.ts';
import { track } from './track.ts';

export interface Progress {
  questions: readonly string[];
  answers: readonly { questionId: string }[];
}

export function trackProgress(quiz: QuizId, value: Progress, old: Progress, started: boolean): void {
  const sameDraw = value.questions.join() === old.questions.join();
  if (started && value.answers.length === 0 && !sameDraw) track({ type: 'quiz_started', quiz });
  if (sameDraw && value.answers.length === old.answers.length + 1) {
    const last = value.answers.at(-1)!;
    track({ type: 'question_answered', quiz, questionId: last.questionId, position: value.answers.length });
  }
}
