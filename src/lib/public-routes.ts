// Public pages and the API endpoints the public site's browser code calls (quizzes, waitlist,
// newsletter, blog fallback, view counter, analytics beacon). Part of the route map in routes.ts,
// kept apart so a public page's JavaScript carries these paths and nothing of the back-office.
import type { PublishedQuizBanks } from './quiz/published-bank.ts';

export const enc = encodeURIComponent;

/** Public pages. */
export const PAGES = {
  home: '/',
  test: '/test',
  spiritualQuiz: '/spiritual-quiz',
  landing: '/landingpage',
  blog: '/blog',
  blogPost: (slug: string) => `/blog/${enc(slug)}`,
  /** A draft or scheduled post opened by signed-in staff (the editor's Preview). */
  blogPostPreview: (slug: string, id: number | string) => `/blog/${enc(slug)}?preview=${enc(String(id))}`,
  /** The client-rendered page unknown /blog/{slug} URLs rewrite to until the next build. */
  blogFallback: '/blog-fallback',
  /** Where the build writes each built-in post's cover: `${blogCoverPrefix}{slug}.webp`. */
  blogCoverPrefix: '/blog/covers/',
  blogCover: (slug: string) => `/blog/covers/${enc(slug)}.webp`,
  blogFallbackCover: '/blog/fallback-cover.webp',
  rss: '/rss.xml',
  sitemapIndex: '/sitemap-index.xml',
  support: '/support',
  privacy: '/privacy',
  /** The privacy policy's cookie section (the footer's 'Cookie Policy'). */
  privacyCookies: '/privacy#cookies-and-browser-storage',
  terms: '/terms',
  /** Double opt-in: the emailed link opens this page; its button confirms (decision 0036). */
  confirm: '/confirm',
  /** The unsubscribe page linked in list mail (its button POSTs to PUBLIC_API.unsubscribe). */
  unsubscribe: '/unsubscribe',
  /** Ask for a copy or the deletion of what we hold about an address. */
  privacyRequest: '/privacy/request',
  /** The emailed link of a privacy request opens this page; its button carries the request out. */
  privacyConfirm: '/privacy/confirm',
  /** The public page of a live recitation session (decision 0065; netlify.toml rewrites /live/* to the shell). */
  liveSession: (id: number | string) => `/live/${enc(String(id))}`,
  /** The static shell every /live/{id} is served from. */
  liveShell: '/live',
  /** The landing page's download section (app-store buttons). */
  download: '/landingpage#download',
  /**
   * A quiz's published questions as the build froze them (version = the bank's content hash), a
   * static JSON file the quiz island fetches when it hydrates (kept out of the page's HTML).
   */
  quizBank: (version: string, quiz: keyof PublishedQuizBanks, localeKey?: string) =>
    localeKey
      ? `/quiz-banks/${enc(version)}/${enc(localeKey)}/${quiz}.json`
      : `/quiz-banks/${enc(version)}/${quiz}.json`,
  /**
   * A quiz island's strings beyond its first screen in one locale (decision 0046). localeKey is the
   * locale and a hash of its texts (localeBankKey), so the file can be cached for good as well.
   */
  quizText: (version: string, quiz: keyof PublishedQuizBanks, localeKey: string) =>
    `/quiz-banks/${enc(version)}/${enc(localeKey)}/${quiz}-text.json`,
} as const;

/** API endpoints called from public pages (routes.ts `API` holds these and every other one). */
export const PUBLIC_API = {
  waitlist: '/api/waitlist',
  notifyLaunch: '/api/notify-launch',
  newsletter: '/api/newsletter',
  quizCompletions: '/api/quiz-completions',
  quizStats: '/api/quiz-stats',
  referral: { pattern: '/api/referrals/:code', path: (code: string) => `/api/referrals/${enc(code)}` },
  blogPostBySlug: {
    pattern: '/api/blog/posts/slug/:slug',
    path: (slug: string) => `/api/blog/posts/slug/${enc(slug)}`,
  },
  blogViews: '/api/blog/views',
  /** Confirm a sign-up with the emailed token (POST). */
  confirm: '/api/confirm',
  /** Unsubscribe with a signed token (POST; also RFC 8058 one-click from mail clients). */
  unsubscribe: '/api/unsubscribe',
  /** Ask for a privacy copy or deletion (POST; the answer is always the same). */
  privacyRequest: '/api/privacy/request',
  /** Carry out an emailed privacy request (POST with its token). */
  privacyConfirm: '/api/privacy/confirm',
  /** The public site's cookieless analytics beacon (POST one event). */
  events: '/api/events',
  /** A live recitation session's public state, CDN-cached for 2 s (decision 0065); ?locale= the translation's language. */
  liveState: {
    pattern: '/api/live-sessions/:id/state',
    path: (id: number | string, locale?: string) =>
      `/api/live-sessions/${enc(String(id))}/state${locale ? `?locale=${enc(locale)}` : ''}`,
  },
} as const;

/** The `{slug}` of a /blog/{slug} path (any single segment, decoded), or null. */
export function blogSlugFrom(pathname: string): string | null {
  const rest = pathname.replace(/\/$/, '');
  if (!rest.startsWith(`${PAGES.blog}/`)) return null;
  const slug = rest.slice(PAGES.blog.length + 1);
  if (!slug || slug.includes('/')) return null;
  try {
    return decodeURIComponent(slug);
  } catch {
    return null;
  }
}
