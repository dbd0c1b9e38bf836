// Every path the site answers on, in one place: pages, back-office deep links and API endpoints.
// Islands, functions (their `config.path`), pages and tests build URLs only from here, so a
// renamed route is one edit and a typo is a compile error. Public pages and the endpoints their
// scripts call live in public-routes.ts (re-exported here): browser code on public pages imports
// that module, so it never ships the back-office's map.
import { PAGES, PUBLIC_API, blogSlugFrom, enc } from './public-routes.ts';

export { PAGES, PUBLIC_API, blogSlugFrom };

/** Back-office pages (static shells; netlify.toml rewrites the dynamic ones to their shell). */
export const ADMIN = {
  dashboard: '/admin',
  section: (sectionId: string) => `/admin#${enc(sectionId)}`,
  /** The Analytics tab on one of its views, filters in the query string (shareable). */
  analytics: (
    view: 'engagement' | 'thawabs' | 'badges' | 'circles' | 'funnel' | 'blog' | 'premium',
    period = '30d',
    segment = 'all',
  ) => `/admin?period=${enc(period)}&segment=${enc(segment)}&view=${enc(view)}#analytics`,
  blog: '/admin/blog',
  blogNew: '/admin/blog/new',
  blogEdit: (id: number | string) => `/admin/blog/edit/${enc(String(id))}`,
  /** The static shell every /admin/blog/edit/{id} is served from. */
  blogEditShell: '/admin/blog/edit',
  media: '/admin/media',
  /** The Campaigns tab open on one campaign (the blog list's "Send as newsletter" lands here). */
  campaign: (id: number | string) => `/admin?campaign=${enc(String(id))}#campaigns`,
  user: (id: number | string) => `/admin/users/${enc(String(id))}`,
  /** The static shell every /admin/users/{id} is served from. */
  userShell: '/admin/users',
} as const;

/**
 * API endpoints, in one of two shapes: a string for a fixed path, or `{ pattern, path }` for a path
 * with parameters (`pattern`: the function's `config.path` in Netlify's `:param` syntax, or a list
 * of them when one function serves a collection and its items; `path`: the builder callers use).
 * Query strings go through withQuery (tests/unit/routes.test.ts holds every entry to this).
 */
export const API = {
  ...PUBLIC_API,
  blogPosts: '/api/blog/posts',
  blogPostById: { pattern: '/api/blog/posts/:id', path: (id: number | string) => `/api/blog/posts/${enc(String(id))}` },
  /** A draft saved in place while it is edited (decision 0037). */
  blogPostAutosave: {
    pattern: '/api/blog/posts/:id/autosave',
    path: (id: number | string) => `/api/blog/posts/${enc(String(id))}/autosave`,
  },
  blogPostRevisions: {
    pattern: '/api/blog/posts/:id/revisions',
    path: (id: number | string) => `/api/blog/posts/${enc(String(id))}/revisions`,
  },
  blogPostRevisionRestore: {
    pattern: '/api/blog/posts/:id/revisions/:revisionId/restore',
    path: (id: number | string, revisionId: number | string) =>
      `/api/blog/posts/${enc(String(id))}/revisions/${enc(String(revisionId))}/restore`,
  },
  /** Imports the built-in posts into the database (the path is the one product §7 names). */
  blogBuiltInImport: '/api/blog/migrate-existing',
  /** The media library: GET lists, POST uploads, DELETE ?key= deletes one item (withQuery). */
  media: '/api/media',
  /** An uploaded file, served from Netlify Blobs by functions/media-file.mts. */
  mediaFile: { pattern: '/media/:key', path: (key: string) => `/media/${enc(key)}` },
  adminLogin: '/api/admin/login',
  adminLogout: '/api/admin/logout',
  adminSession: '/api/admin/session',
  adminRebuild: '/api/admin/rebuild',
  analyticsFunnel: {
    pattern: '/api/admin/analytics/funnel',
    path: (query: AnalyticsQuery) => `/api/admin/analytics/funnel?${analyticsSearch(query)}`,
  },
  analyticsBlog: {
    pattern: '/api/admin/analytics/blog',
    path: (query: AnalyticsQuery) => `/api/admin/analytics/blog?${analyticsSearch(query)}`,
  },
  analyticsEngagement: {
    pattern: '/api/admin/analytics/engagement',
    path: (query: AnalyticsQuery) => `/api/admin/analytics/engagement?${analyticsSearch(query)}`,
  },
  analyticsCircles: {
    pattern: '/api/admin/analytics/circles',
    path: (query: AnalyticsQuery) => `/api/admin/analytics/circles?${analyticsSearch(query)}`,
  },
  analyticsThawabs: {
    pattern: '/api/admin/analytics/thawabs',
    path: (query: AnalyticsQuery) => `/api/admin/analytics/thawabs?${analyticsSearch(query)}`,
  },
  analyticsBadges: {
    pattern: '/api/admin/analytics/badges',
    path: (query: AnalyticsQuery) => `/api/admin/analytics/badges?${analyticsSearch(query)}`,
  },
  analyticsPremium: {
    pattern: '/api/admin/analytics/premium',
    path: (query: AnalyticsQuery) => `/api/admin/analytics/premium?${analyticsSearch(query)}`,
  },
  analyticsExport: {
    pattern: '/api/admin/analytics/export.csv',
    path: (query: AnalyticsQuery) => `/api/admin/analytics/export.csv?${analyticsSearch(query)}`,
  },
  /** Own password (every signed-in staff member). */
  adminPassword: '/api/admin/password',
  /** Admin Roles (Super Admin): staff accounts, their sessions, the audit log. */
  adminStaff: '/api/admin/staff',
  adminStaffMember: {
    pattern: '/api/admin/staff/:id',
    path: (id: number | string) => `/api/admin/staff/${enc(String(id))}`,
  },
  adminStaffResetPassword: {
    pattern: '/api/admin/staff/:id/reset-password',
    path: (id: number | string) => `/api/admin/staff/${enc(String(id))}/reset-password`,
  },
  adminStaffSessions: {
    pattern: '/api/admin/staff/:id/sessions',
    /** With `sessionId`, DELETE ends that one session only. */
    path: (id: number | string, sessionId?: number) =>
      `/api/admin/staff/${enc(String(id))}/sessions${sessionId === undefined ? '' : `?sessionId=${enc(String(sessionId))}`}`,
  },
  adminAudit: {
    pattern: '/api/admin/audit',
    path: (query: { staffId?: number; entityType?: string; page?: number } = {}) => {
      const params = new URLSearchParams();
      for (const [key, value] of Object.entries(query))
        if (value !== undefined && value !== '') params.set(key, String(value));
      const text = params.toString();
      return text ? `/api/admin/audit?${text}` : '/api/admin/audit';
    },
  },
  /** The Translations tab (decision 0047): GET the paged list with coverage (withQuery: area, locale, filter, q, page, pageSize). */
  adminTranslations: '/api/admin/translations',
  /** PUT one string's draft { catalogue, key, locale, text, reviewed, version }. */
  adminTranslationString: '/api/admin/translations/strings',
  /** POST: publish every draft, one rebuild. */
  adminTranslationsPublish: '/api/admin/translations/publish',
  adminVerses: {
    pattern: ['/api/admin/verses', '/api/admin/verses/:id'],
    path: (id?: number) => (id === undefined ? '/api/admin/verses' : `/api/admin/verses/${id}`),
  },
  adminThawabs: {
    pattern: ['/api/admin/thawabs', '/api/admin/thawabs/:id'],
    path: (id?: number) => (id === undefined ? '/api/admin/thawabs' : `/api/admin/thawabs/${id}`),
  },
  adminBadges: {
    pattern: ['/api/admin/badges', '/api/admin/badges/:id'],
    path: (id?: number) => (id === undefined ? '/api/admin/badges' : `/api/admin/badges/${id}`),
  },
  adminQuizQuestions: {
    pattern: ['/api/admin/quiz/questions', '/api/admin/quiz/questions/:id'],
    path: (id?: number) => (id === undefined ? '/api/admin/quiz/questions' : `/api/admin/quiz/questions/${id}`),
  },
  adminQuizLevels: '/api/admin/quiz/levels',
  adminQuizAnalytics: '/api/admin/quiz/analytics',
  /** Verified Quran text for a reference: ?surah=2&ayah=255 (or 5-6). */
  adminQuran: '/api/admin/quran',
  /** The app's read API (public, CDN-cached). */
  appVerseOfTheDay: '/api/app/verse-of-the-day',
  appThawabs: '/api/app/thawabs',
  appBadges: '/api/app/badges',
  appLevels: '/api/app/levels',
  /** The app's own API for signed-in app users (decision 0038; docs/app-api.md). */
  appAuthStart: '/api/app/v1/auth/start',
  appAuthVerify: '/api/app/v1/auth/verify',
  appAuthRefresh: '/api/app/v1/auth/refresh',
  appAuthLogout: '/api/app/v1/auth/logout',
  appMe: '/api/app/v1/me',
  /** The user's own reset and copy of their data (decision 0057). */
  appMeReset: '/api/app/v1/me/reset',
  appMeExport: '/api/app/v1/me/export',

  /** Store purchases handed over by the app (decision 0062). */
  appPurchasesApple: '/api/app/v1/purchases/apple',
  appPurchasesGoogle: '/api/app/v1/purchases/google',
  /** The stores' own notifications: App Store Server Notifications V2 and Play's Pub/Sub push. */
  storeAppleNotifications: '/api/store/apple/notifications',
  storeGoogleNotifications: '/api/store/google/notifications',
  /** The OpenAPI 3.1 document of /api/app/v1 (decision 0040). */
  appOpenApi: '/api/app/v1/openapi.json',
  appToday: '/api/app/v1/today',
  appCompletion: {
    pattern: '/api/app/v1/completions/:date/:thawabId',
    path: (date: string, thawabId: number | string) => `/api/app/v1/completions/${enc(date)}/${enc(String(thawabId))}`,
  },
  appMyBadges: '/api/app/v1/badges',
  appMyBadge: {
    pattern: '/api/app/v1/badges/:id',
    path: (id: number | string) => `/api/app/v1/badges/${enc(String(id))}`,
  },
  /** Circles (decision 0042): mine (GET) and a new one (POST). */
  appCircles: '/api/app/v1/circles',
  /** Joining with an invite code (POST { inviteCode }). */
  appCircleInviteRedeem: '/api/app/v1/circle-invites/redeem',
  appCircle: {
    pattern: '/api/app/v1/circles/:id',
    path: (id: number | string) => `/api/app/v1/circles/${enc(String(id))}`,
  },
  /** PUT joins (or asks to), DELETE leaves. */
  appCircleMembership: {
    pattern: '/api/app/v1/circles/:id/membership',
    path: (id: number | string) => `/api/app/v1/circles/${enc(String(id))}/membership`,
  },
  appCircleRequests: {
    pattern: '/api/app/v1/circles/:id/requests',
    path: (id: number | string) => `/api/app/v1/circles/${enc(String(id))}/requests`,
  },
  appCircleRequest: {
    pattern: '/api/app/v1/circles/:id/requests/:requestId',
    path: (id: number | string, requestId: number | string) =>
      `/api/app/v1/circles/${enc(String(id))}/requests/${enc(String(requestId))}`,
  },
  appCircleGoals: {
    pattern: '/api/app/v1/circles/:id/goals',
    path: (id: number | string) => `/api/app/v1/circles/${enc(String(id))}/goals`,
  },
  appCircleGoalContributions: {
    pattern: '/api/app/v1/circles/:id/goals/:goalId/contributions',
    path: (id: number | string, goalId: number | string) =>
      `/api/app/v1/circles/${enc(String(id))}/goals/${enc(String(goalId))}/contributions`,
  },
  appCircleActivity: {
    pattern: '/api/app/v1/circles/:id/activity',
    path: (id: number | string, query: { before?: number; limit?: number } = {}) => {
      const params = new URLSearchParams();
      if (query.before !== undefined) params.set('before', String(query.before));
      if (query.limit !== undefined) params.set('limit', String(query.limit));
      const text = params.toString();
      return `/api/app/v1/circles/${enc(String(id))}/activity${text ? `?${text}` : ''}`;
    },
  },
  appCircleQuranChallenges: {
    pattern: '/api/app/v1/circles/:id/quran-challenges',
    path: (id: number | string) => `/api/app/v1/circles/${enc(String(id))}/quran-challenges`,
  },
  /** PUT: the caller has read their part of the challenge. */
  appCircleQuranReading: {
    pattern: '/api/app/v1/circles/:id/quran-challenges/:challengeId/reading',
    path: (id: number | string, challengeId: number | string) =>
      `/api/app/v1/circles/${enc(String(id))}/quran-challenges/${enc(String(challengeId))}/reading`,
  },
  appCircleBlessings: {
    pattern: '/api/app/v1/circles/:id/blessings',
    path: (id: number | string) => `/api/app/v1/circles/${enc(String(id))}/blessings`,
  },
  appCircleReaction: {
    pattern: '/api/app/v1/circles/:id/activity/:itemId/reactions/:reaction',
    path: (id: number | string, itemId: number | string, reaction: string) =>
      `/api/app/v1/circles/${enc(String(id))}/activity/${enc(String(itemId))}/reactions/${enc(reaction)}`,
  },
  /** Quran reading (decision 0061): public surah list, text and daily surah; the user's progress and journey. */
  appSurahs: '/api/app/v1/surahs',
  appSurah: { pattern: '/api/app/v1/surahs/:n', path: (n: number | string) => `/api/app/v1/surahs/${enc(String(n))}` },
  appDailySurah: '/api/app/v1/quran/daily-surah',
  appQuranProgress: '/api/app/v1/quran/progress',
  appQuranJourney: '/api/app/v1/quran/journey',
  /** Dua requests (decision 0064): mine (GET) and a new one (POST); one of mine (PATCH isSaved, DELETE). */
  appDuaRequests: '/api/app/v1/dua-requests',
  appDuaRequest: {
    pattern: '/api/app/v1/dua-requests/:id',
    path: (id: number | string) => `/api/app/v1/dua-requests/${enc(String(id))}`,
  },
  /** The intentions a dua request may name, with their labels in the user's language (decision 0071). */
  appDuaIntentions: '/api/app/v1/dua-intentions',
  /** This local month's use of the user's quotas (dua requests, dedications). */
  appMeQuotas: '/api/app/v1/me/quotas',
  /** Live recitation sessions (decision 0065): live, upcoming and just ended; one with its state. */
  appLiveSessions: '/api/app/v1/live-sessions',
  appLiveSession: {
    pattern: '/api/app/v1/live-sessions/:id',
    path: (id: number | string) => `/api/app/v1/live-sessions/${enc(String(id))}`,
  },
  /** Join or heartbeat (PUT), leave (DELETE) a live session. */
  appLiveSessionPresence: {
    pattern: '/api/app/v1/live-sessions/:id/presence',
    path: (id: number | string) => `/api/app/v1/live-sessions/${enc(String(id))}/presence`,
  },
  /** Dedicate an ayah of a session (POST; moderated, within the monthly quota). */
  appLiveSessionDedications: {
    pattern: '/api/app/v1/live-sessions/:id/dedications',
    path: (id: number | string) => `/api/app/v1/live-sessions/${enc(String(id))}/dedications`,
  },
  /** My dedications, newest first (?before=&limit=). */
  appMyDedications: '/api/app/v1/dedications',
  /** Report someone else's approved dedication (POST { reason }; once). */
  appDedicationReports: {
    pattern: '/api/app/v1/dedications/:id/reports',
    path: (id: number | string) => `/api/app/v1/dedications/${enc(String(id))}/reports`,
  },
  adminUsers: '/api/admin/users',
  adminUser: { pattern: '/api/admin/users/:id', path: (id: number | string) => `/api/admin/users/${enc(String(id))}` },
  /** A user's store subscriptions and their history, read-only (decision 0062). */
  adminUserSubscription: {
    pattern: '/api/admin/users/:id/subscription',
    path: (id: number | string) => `/api/admin/users/${enc(String(id))}/subscription`,
  },
  adminUserStreakReset: {
    pattern: '/api/admin/users/:id/reset-streak',
    path: (id: number | string) => `/api/admin/users/${enc(String(id))}/reset-streak`,
  },
  adminCircles: '/api/admin/circles',
  adminCircle: {
    pattern: '/api/admin/circles/:id',
    path: (id: number | string) => `/api/admin/circles/${enc(String(id))}`,
  },
  adminCircleMember: {
    pattern: '/api/admin/circles/:id/members/:userId',
    path: (id: number | string, userId: number | string) =>
      `/api/admin/circles/${enc(String(id))}/members/${enc(String(userId))}`,
  },
  adminCircleGoals: {
    pattern: '/api/admin/circles/:id/goals',
    path: (id: number | string) => `/api/admin/circles/${enc(String(id))}/goals`,
  },
  /** One goal of a circle: edit (PUT) or delete (DELETE). */
  adminCircleGoal: {
    pattern: '/api/admin/circles/:id/goals/:goalId',
    path: (id: number | string, goalId: number | string) =>
      `/api/admin/circles/${enc(String(id))}/goals/${enc(String(goalId))}`,
  },
  /** Live Recitation tab (decision 0065): sessions (GET ?status=, POST schedule). */
  adminLiveSessions: '/api/admin/live-sessions',
  /** One session with its listeners and dedications (GET), edited while scheduled (PUT), deleted (DELETE). */
  adminLiveSession: {
    pattern: '/api/admin/live-sessions/:id',
    path: (id: number | string) => `/api/admin/live-sessions/${enc(String(id))}`,
  },
  /** Start, next, goToAyah, end (POST { action }). */
  adminLiveSessionControl: {
    pattern: '/api/admin/live-sessions/:id/control',
    path: (id: number | string) => `/api/admin/live-sessions/${enc(String(id))}/control`,
  },
  /** The monthly limits of dua requests and dedications (decision 0070): GET, PUT { version, ... }; Super Admins. */
  adminQuotaLimits: '/api/admin/quota-limits',
  /** The dedication moderation queue (?status=pending|reported|approved|rejected|removed&sessionId=&page=&pageSize=). */
  adminDedications: '/api/admin/dedications',
  /** Approve, reject or remove one dedication (PATCH { action, reason? }). */
  adminDedication: {
    pattern: '/api/admin/dedications/:id',
    path: (id: number | string) => `/api/admin/dedications/${enc(String(id))}`,
  },
  adminReferrals: '/api/admin/referrals',
  /** Super Admins: launch-waitlist referrals flagged and not credited (?page=). */
  adminFlaggedReferrals: '/api/admin/flagged-referrals',
  adminReferral: { pattern: '/api/admin/referrals/:key', path: (key: string) => `/api/admin/referrals/${enc(key)}` },
  /** Waitlist tab (Moderator, Super Admin): launch-waitlist and newsletter sign-ups. */
  adminWaitlistSignups: '/api/admin/waitlist/signups',
  /** One sign-up (w12 = launch waitlist 12, n7 = newsletter 7): detail (GET), delete the person (DELETE). */
  adminWaitlistSignup: {
    pattern: '/api/admin/waitlist/signups/:key',
    path: (key: string) => `/api/admin/waitlist/signups/${enc(key)}`,
  },
  adminWaitlistUnsubscribe: {
    pattern: '/api/admin/waitlist/signups/:key/unsubscribe',
    path: (key: string) => `/api/admin/waitlist/signups/${enc(key)}/unsubscribe`,
  },
  adminWaitlistFigures: '/api/admin/waitlist/figures',
  /** CSV of the list's current filter and sort (same query as adminWaitlistSignups). */
  adminWaitlistExport: '/api/admin/waitlist/export.csv',
  /** CSV downloads of a filtered list (kind: users, circles, referrals). */
  adminExport: { pattern: '/api/admin/exports/:kind', path: (kind: string) => `/api/admin/exports/${enc(kind)}` },
  /** Campaigns tab (decision 0041): the list (GET) and a new draft (POST; `{fromPostId}` makes one from a post). */
  adminCampaigns: '/api/admin/campaigns',
  /** One campaign with its progress (GET), its draft saved (PUT) or deleted (DELETE). */
  adminCampaign: {
    pattern: '/api/admin/campaigns/:id',
    path: (id: number | string) => `/api/admin/campaigns/${enc(String(id))}`,
  },
  /** A test send of the draft to a staff address. */
  adminCampaignTest: {
    pattern: '/api/admin/campaigns/:id/test',
    path: (id: number | string) => `/api/admin/campaigns/${enc(String(id))}/test`,
  },
  /** Send now, schedule, unschedule, pause, resume (Super Admin). */
  adminCampaignDelivery: {
    pattern: '/api/admin/campaigns/:id/delivery',
    path: (id: number | string) => `/api/admin/campaigns/${enc(String(id))}/delivery`,
  },
  /** The HTML and text parts a draft makes (POST, the draft as on screen). */
  adminCampaignPreview: '/api/admin/campaign-preview',
  /** How many an audience reaches now (?list=waitlist|newsletter&source=&level=). */
  adminCampaignAudience: '/api/admin/campaign-audience',
  /** The mail provider's bounce/complaint/unsubscribe webhook (signed; decision 0034). */
  mailEvents: '/api/mail/events',
} as const;

/**
 * Served only by the local production-like server (`npm start`, scripts/local-netlify/mail-server.ts),
 * never by a Netlify deploy: what the local SMTP server received, for signed-in staff.
 */
export const LOCAL_ONLY = {
  mailbox: '/admin/mailbox',
  mailboxApi: '/api/local/mailbox',
} as const;

/** Every `config.path` pattern a function may declare: the string entries of API and each `pattern`. */
export function apiPatterns(): string[] {
  return Object.values(API).flatMap((entry): string[] =>
    typeof entry === 'string' ? [entry] : 'pattern' in entry ? [entry.pattern].flat() : [],
  );
}

/**
 * Reading paths back (the static shells serve many URLs): the `{id}` segment of
 * /admin/blog/edit/{id} ('' for the bare shell), or null when the path is not an edit path.
 */
export function blogEditIdFrom(pathname: string): string | null {
  const prefix = ADMIN.blogEditShell;
  const rest = pathname.replace(/\/$/, '');
  if (rest === prefix) return '';
  if (!rest.startsWith(`${prefix}/`)) return null;
  const id = rest.slice(prefix.length + 1);
  if (id.includes('/')) return null;
  try {
    return decodeURIComponent(id);
  } catch {
    return id;
  }
}

/** `path` with a query string (values encoded; undefined and empty values left out), e.g. `/test?seed=3`. */
export function withQuery(path: string, query: Record<string, string | number | boolean | undefined | null>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** Query of the analytics endpoints (values are checked by AnalyticsQuerySchema on the server). */
export interface AnalyticsQuery {
  period: string;
  segment?: string;
  view?: string;
  page?: number;
  /** The Growth Funnel's page language (decision 0053); absent or 'all' counts every locale. */
  language?: string;
}

function analyticsSearch({ period, segment, view, page, language }: AnalyticsQuery): string {
  const params = new URLSearchParams({ period });
  if (segment) params.set('segment', segment);
  if (view) params.set('view', view);
  if (page !== undefined) params.set('page', String(page));
  if (language && language !== 'all') params.set('language', language);
  return params.toString();
}
