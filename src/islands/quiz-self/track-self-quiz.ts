// The self-assessment's funnel events (src/islands/shared/quiz-tracking.ts says which and why).
import { scoreBand } from '../../lib/analytics/constants.ts';
import { scoreSelfAssessment } from '../../lib/quiz/scoring.ts';
import { $selfQuiz } from '../../stores/quiz-self.ts';
import { track } from '../shared/track.ts';
import { trackProgress } from '../shared/quiz-tracking.ts';

/** Self-assessment (/, /test). Returns the unsubscribe function (a React effect's cleanup). */
export function trackSelfQuiz(): () => void {
  return $selfQuiz.listen((value, old) => {
    if (!old) return;
    trackProgress('self', value, old, value.phase === 'quiz');
    if (value.phase === 'result' && old.phase === 'quiz') {
      track({
        type: 'quiz_completed',
        quiz: 'self',
        scoreBand: scoreBand(scoreSelfAssessment(value.answers.map((a) => a.points)).score),
      });
    }
  });
}
