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
  user: (id: number | string) => `/admin/users/${enc(String(id))}`,
  /** The static shell every /admin/users/{id} is served from. */
  userShell: '/admin/users',
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
  adminUsers: '/api/admin/users',
  adminUser: { pattern: '/api/admin/users/:id', path: (id: number | string) => `/api/admin/users/${enc(String(id))}` },
  adminUserStreakReset: {
    pattern: '/api/admin/users/:id/reset-streak',
    path: (id: number | string) => `/api/admin/users/${enc(String(id))}/reset-streak`,
  },
  adminCircles: '/api/admin/circles',
  adminCircle: { pattern: '/api/admin/circles/:id', path: (id: number | string) => `/api/admin/circles/${enc(String(id))}` },
  adminCircleMember: {
    pattern: '/api/admin/circles/:id/members/:userId',
    path: (id: number | string, userId: number | string) => `/api/admin/circles/${enc(String(id))}/members/${enc(String(userId))}`,
  },
  adminCircleGoals: { pattern: '/api/admin/circles/:id/goals', path: (id: number | string) => `/api/admin/circles/${enc(String(id))}/goals` },
  adminReferrals: '/api/admin/referrals',
  adminReferral: { pattern: '/api/admin/referrals/:key', path: (key: string) => `/api/admin/referrals/${enc(key)}` },
  /** CSV downloads of a filtered list (kind: users, circles, referrals). */
  adminExport: { pattern: '/api/admin/exports/:kind', path: (kind: string) => `/api/admin/exports/${enc(kind)}` },
} as const;

/** A query string from defined values only (`?a=1&b=x`, or '' when none). */
export function withQuery(path: string, params: Record<string, string | number | undefined | null>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
