// Every path the site answers on, in one place: pages, back-office deep links and API endpoints.
// Islands, functions (their `config.path`), pages and tests build URLs only from here, so a
// renamed route is one edit and a typo is a compile error.
const enc = encodeURIComponent;

/** Public pages. */
export const PAGES = {
  home: '/',
  test: '/test',
  spiritualQuiz: '/spiritual-quiz',
  landing: '/landingpage',
  blog: '/blog',
  blogPost: (slug: string) => `/blog/${enc(slug)}`,
  blogFallback: '/blog-fallback',
  rss: '/rss.xml',
  support: '/support',
  privacy: '/privacy',
  terms: '/terms',
} as const;

/** Back-office pages (static shells; netlify.toml rewrites the dynamic ones to their shell). */
export const ADMIN = {
  dashboard: '/admin',
  section: (sectionId: string) => `/admin#${enc(sectionId)}`,
  blog: '/admin/blog',
  blogNew: '/admin/blog/new',
  blogEdit: (id: number | string) => `/admin/blog/edit/${enc(String(id))}`,
  /** The static shell every /admin/blog/edit/{id} is served from. */
  blogEditShell: '/admin/blog/edit',
  media: '/admin/media',
} as const;

/**
 * API endpoints. Each entry with parameters has a `pattern` (a function's `config.path`, Netlify's
 * `:param` syntax) and a builder for callers.
 */
export const API = {
  waitlist: '/api/waitlist',
  notifyLaunch: '/api/notify-launch',
  newsletter: '/api/newsletter',
  quizCompletions: '/api/quiz-completions',
  quizStats: '/api/quiz-stats',
  referral: { pattern: '/api/referrals/:code', path: (code: string) => `/api/referrals/${enc(code)}` },
  blogPosts: '/api/blog/posts',
  blogPost: { pattern: '/api/blog/posts/:id', path: (id: number | string) => `/api/blog/posts/${enc(String(id))}` },
  blogPostBySlug: { pattern: '/api/blog/posts/slug/:slug', path: (slug: string) => `/api/blog/posts/slug/${enc(slug)}` },
  blogViews: '/api/blog/views',
  blogImport: '/api/blog/migrate-existing',
  media: '/api/media',
  mediaFile: { pattern: '/media/:key', path: (key: string) => `/media/${enc(key)}` },
  adminLogin: '/api/admin/login',
  adminLogout: '/api/admin/logout',
  adminSession: '/api/admin/session',
  adminRebuild: '/api/admin/rebuild',
  adminVerses: { pattern: ['/api/admin/verses', '/api/admin/verses/:id'], list: '/api/admin/verses', item: (id: number) => `/api/admin/verses/${id}` },
  adminThawabs: { pattern: ['/api/admin/thawabs', '/api/admin/thawabs/:id'], list: '/api/admin/thawabs', item: (id: number) => `/api/admin/thawabs/${id}` },
  adminBadges: { pattern: ['/api/admin/badges', '/api/admin/badges/:id'], list: '/api/admin/badges', item: (id: number) => `/api/admin/badges/${id}` },
  adminQuizQuestions: {
    pattern: ['/api/admin/quiz/questions', '/api/admin/quiz/questions/:id'],
    list: '/api/admin/quiz/questions',
    item: (id: number) => `/api/admin/quiz/questions/${id}`,
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
} as const;

/** A URL with query parameters (empty values left out). */
export function withQuery(path: string, params: Record<string, string | number | undefined>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== '') q.set(k, String(v));
  const text = q.toString();
  return text ? `${path}?${text}` : path;
}
