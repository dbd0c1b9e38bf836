// Catalogues read when a function answers (the mail's strings, the app API's sentences) rather than
// built into pages: each process reads their published staff rows at most this often, so a publish
// reaches every instance within it (the instance that published forgets its copy at once).
export const RUN_TIME_STRINGS_TTL_MS = 60_000;
