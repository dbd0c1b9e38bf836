// Apart from the locale table so the switcher's inline script carries this name and nothing else.

/** The cookie Netlify's Language redirect condition reads before Accept-Language (decision 0044). */
export const LANGUAGE_COOKIE = 'nf_lang';
