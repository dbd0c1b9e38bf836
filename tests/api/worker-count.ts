// How many API test files run at once (vitest.config.ts), each on its own database
// (tests/api/workers.ts). Three, though the machine of the README has two cores: a file spends much
// of its time waiting on Postgres, and on that machine the suite took 195 s with two, 158 s with
// three and 170 s with four (2026-12-01). API_TEST_WORKERS=1 runs them one after another.
export const API_TEST_WORKERS = Math.max(1, Number(process.env.API_TEST_WORKERS || 3));
