// Analytics constants and helpers shared by the beacon (browser), the islands and the server.
// No zod here, so the beacon's bundle stays tiny.

/** Every event the beacon may send. */
export const EVENT_TYPES = [
  'page_view',
  'quiz_started',
  'question_answered',
  'quiz_completed',
  'waitlist_joined',
  'referral_opened',
  'referral_converted',
  'blog_read',
] as const;

/** Funnel pages whose page views are recorded. */
export const FUNNEL_PAGES = ['/', '/test', '/spiritual-quiz', '/landingpage'] as const;
export type FunnelPage = (typeof FUNNEL_PAGES)[number];

/** The two quizzes: the self-assessment (spec variant B) and the knowledge quiz (variant A). */
export const QUIZZES = ['self', 'knowledge'] as const;
export type QuizId = (typeof QUIZZES)[number];
export const QUIZ_LABELS: Record<QuizId, string> = { self: 'Self-assessment', knowledge: 'Knowledge quiz' };
/** Questions per quiz (product §9): the self-assessment has 7, the knowledge quiz 10. */
export const QUIZ_LENGTH: Record<QuizId, number> = { self: 7, knowledge: 10 };

/** Score bands over the 0–50 scale both quizzes report. */
export const SCORE_BANDS = ['0-9', '10-19', '20-29', '30-39', '40-50'] as const;
export type ScoreBand = (typeof SCORE_BANDS)[number];

export function scoreBand(score50: number): ScoreBand {
  const clamped = Math.max(0, Math.min(50, Math.round(score50)));
  return SCORE_BANDS[Math.min(4, Math.floor(clamped / 10))]!;
}

/** Where the waitlist signup happened. */
export const WAITLIST_SOURCES = ['self_assessment', 'spiritual_quiz'] as const;
export type WaitlistSource = (typeof WAITLIST_SOURCES)[number];
