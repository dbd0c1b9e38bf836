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
  /** Own password (every signed-in staff member). */
  adminPassword: '/api/admin/password',
  /** Admin Roles (Super Admin): staff accounts, their sessions, the audit log. */
  adminStaff: '/api/admin/staff',
  adminStaffMember: { pattern: '/api/admin/staff/:id', path: (id: number | string) => `/api/admin/staff/${enc(String(id))}` },
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
      for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(key, String(value));
      const text = params.toString();
      return text ? `/api/admin/audit?${text}` : '/api/admin/audit';
    },
  },
} as const;
