// Apart from the locale table: read by the switcher's script (src/components/ui/language-choice.ts)
// and the tests, which need nothing else of it.

/** The cookie Netlify's Language redirect condition reads before Accept-Language (decision 0044). */
export const LANGUAGE_COOKIE = 'nf_lang';
