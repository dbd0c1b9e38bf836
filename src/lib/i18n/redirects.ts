// The platform's rules for the locales, in Netlify's _redirects syntax (decision 0044). astro.config.ts
// writes them into each build's _redirects, which Netlify and the production-like server
// (scripts/local-netlify/site-builds.ts, Netlify's own redirect matcher) read before netlify.toml.
import { LOCALIZED_PAGES, localePath } from './pages.ts';
import { PREFIXED_LOCALES } from './locales.ts';
import { PAGES } from '../public-routes.ts';

export function localeRedirects(): string {
  const lines = [
    '# Languages (decision 0044): a visit to / goes to the language of the nf_lang cookie, else of',
    '# Accept-Language; the language switcher sets nf_lang, so a chosen language (English too) wins.',
    // Forced (!): / has its own page, which would otherwise shadow the rule.
    ...PREFIXED_LOCALES.map((code) => `/  ${localePath(code, '/')}  302!  Language=${code}`),
    // Not forced: a built post wins; a post published since the build is read by the locale's
    // client fallback page (as netlify.toml sends /blog/* to /blog-fallback; decision 0049).
    ...PREFIXED_LOCALES.map(
      (code) => `${localePath(code, PAGES.blog)}/*  ${localePath(code, PAGES.blogFallback)}  200`,
    ),
    // A live recitation session's page in the locale: one shell reads the id (decision 0066).
    ...PREFIXED_LOCALES.map(
      (code) => `${localePath(code, PAGES.liveShell)}/*  ${localePath(code, PAGES.liveShell)}  200`,
    ),
    // Not forced: a built page wins; any other path under a locale is that locale's 404 page.
    ...PREFIXED_LOCALES.map((code) => `${localePath(code, '/')}/*  ${localePath(code, LOCALIZED_PAGES.notFound)}  404`),
  ];
  return `${lines.join('\n')}\n`;
}
