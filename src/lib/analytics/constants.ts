// Analytics constants and helpers shared by the beacon (browser), the islands and the server.
// No zod here, so the beacon's bundle stays tiny.

/** Every event the beacon may send. */
export const EVENT_TYPES = ['page_view', 'quiz_started', 'question_answered', 'quiz_completed', 'waitlist_joined', 'referral_opened', 'referral_converted', 'blog_read'] as const;

/** Funnel pages whose page views are recorded. */
export const FUNNEL_PAGES = ['/', '/test', '/spiritual-quiz', '/landingpage'] as const;
export type FunnelPage = (typeof FUNNEL_PAGES)[number];

/** The two quizzes: the self-assessment (spec variant B) and the knowledge quiz (variant A). */
export const QUIZZES = ['self', 'knowledge'] as const;
export type QuizId = (typeof QUIZZES)[number];
export const QUIZ_LABELS: Record<QuizId, string> = { self: 'Self-assessment', knowledge: 'Knowledge quiz' };
/** Questions per quiz (spec §9): the self-assessment has 7, the knowledge quiz 10. */
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

/**
 * Traffic source: 'direct', 'referral' (a ?ref= share link), a lowercased utm_source, or the
 * referring site's host name. Bounded and plain so it can never carry a person's data.
 */
export const SOURCE_PATTERN = /^[a-z0-9][a-z0-9._-]{0,39}$/;

/** Source of a visit from its URL query and referrer (the beacon runs this in the browser). */
export function trafficSource(search: string, referrer: string, ownHost: string): string {
  const params = new URLSearchParams(search);
  if (params.get('ref')) return 'referral';
  const utm = (params.get('utm_source') ?? '').toLowerCase().replace(/[^a-z0-9._-]/g, '').slice(0, 40);
  if (utm && SOURCE_PATTERN.test(utm)) return utm;
  try {
    const host = new URL(referrer).hostname.toLowerCase().replace(/^www\./, '');
    if (host && host !== ownHost.replace(/^www\./, '') && SOURCE_PATTERN.test(host)) return host;
  } catch {
    /* no referrer */
  }
  return 'direct';
}
