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
  /** One page of the post list (bodies left out). */
  blogPostsPage: (page: number, pageSize?: number) =>
    `/api/blog/posts?page=${page}${pageSize === undefined ? '' : `&pageSize=${pageSize}`}`,
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
} as const;
