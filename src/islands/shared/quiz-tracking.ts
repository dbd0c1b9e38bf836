// Funnel events of the two quizzes, read from their stores' changes so the quiz code itself only
// calls trackSelfQuiz()/trackKnowledgeQuiz() once: start (a new draw), each answered question
// (its id and position, never the answer), completion (score band) and the waitlist join. A
// resumed quiz (reload) is not a new start.
import { knowledgePoints, type KnowledgeQuestionView } from '../../lib/quiz/questions.ts';
import { scoreKnowledge, scoreSelfAssessment } from '../../lib/quiz/scoring.ts';
import { scoreBand, type QuizId, type WaitlistSource } from '../../lib/analytics/constants.ts';
import { $knowledgeQuiz } from '../../stores/quiz-knowledge.ts';
import { $referral } from '../../stores/quiz-referral.ts';
import { $selfQuiz } from '../../stores/quiz-self.ts';
import { track } from './track.ts';

interface Progress {
  questions: readonly string[];
  answers: readonly { questionId: string }[];
}

function trackProgress(quiz: QuizId, value: Progress, old: Progress, started: boolean): void {
  const sameDraw = value.questions.join() === old.questions.join();
  if (started && value.answers.length === 0 && !sameDraw) track({ type: 'quiz_started', quiz });
  if (sameDraw && value.answers.length === old.answers.length + 1) {
    const last = value.answers.at(-1)!;
    track({ type: 'question_answered', quiz, questionId: last.questionId, position: value.answers.length });
  }
}

function trackJoin(waitlistSource: WaitlistSource): void {
  track({ type: 'waitlist_joined', waitlistSource });
  if ($referral.get()?.invitedBy) track({ type: 'referral_converted' });
}

/** Self-assessment (/, /test). Returns the unsubscribe function (a React effect's cleanup). */
export function trackSelfQuiz(): () => void {
  return $selfQuiz.listen((value, old) => {
    if (!old) return;
    trackProgress('self', value, old, value.phase === 'quiz');
    if (value.phase === 'result' && old.phase === 'quiz') {
      track({ type: 'quiz_completed', quiz: 'self', scoreBand: scoreBand(scoreSelfAssessment(value.answers.map((a) => a.points)).score) });
    }
    if (value.signedUp && !old.signedUp) trackJoin('self_assessment');
  });
}

/** Knowledge quiz (/spiritual-quiz); its waitlist join shows as the visitor's first server-made referral code. */
export function trackKnowledgeQuiz(bank: readonly KnowledgeQuestionView[]): () => void {
  const byId = new Map(bank.map((q) => [q.id, q]));
  const stopQuiz = $knowledgeQuiz.listen((value, old) => {
    if (!old) return;
    trackProgress('knowledge', value, old, value.questions.length > 0);
    if (value.answers.length === value.questions.length && value.questions.length > 0 && old.answers.length === value.answers.length - 1) {
      const points = value.answers.map((a) => {
        const question = byId.get(a.questionId);
        return question ? knowledgePoints(question, a.optionIndex) : 0;
      });
      track({ type: 'quiz_completed', quiz: 'knowledge', scoreBand: scoreBand(scoreKnowledge(points).score) });
    }
  });
  const stopReferral = $referral.listen((value, old) => {
    // Only the server issues a code, at the visitor's first signup.
    if (value?.own && old?.own !== value.own) trackJoin('spiritual_quiz');
  });
  return () => {
    stopQuiz();
    stopReferral();
  };
}
