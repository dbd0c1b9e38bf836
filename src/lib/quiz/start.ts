/**
 * The quiz islands' `client:painted` options (Astro's `client:idle`, started after the first paint:
 * decision 0063). The quiz starts at once (decision 0072), so the idle period waited for before
 * hydrating is waited for at most this long: a main thread that never goes idle (a busy phone)
 * would otherwise leave the visitor in front of "Preparing your quiz…" for ever, as an idle callback
 * without a deadline never runs there.
 */
export const QUIZ_HYDRATION = { timeout: 1000 } as const;
