// `npm run bench:hashing` (decision 0059): what 20 parallel staff sign-ins do to file reads in the
// same process. Under `npm start` the functions run inside the server's process, so password
// hashing (scrypt, on libuv's thread pool) and the static files it serves (fs reads, on the same
// pool) compete for its threads. This runs 20 password checks at once (the sign-in's real scrypt
// cost) while reading a built page every 25 ms, first without the hashing queue (the old
// behaviour), then with it, and prints the file reads' latency and how long the 20 checks took.
// A benchmark, not a test: it prints figures and exits 0.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { HASH_CONCURRENCY, setHashConcurrency } from '../src/server/auth/hash-queue.ts';
import { hashPassword, verifyPassword } from '../src/server/auth/password.ts';

const SIGN_INS = 20;
const file = fileURLToPath(new URL('../package-lock.json', import.meta.url));

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};

async function run(label: string, concurrency: number, stored: string): Promise<void> {
  setHashConcurrency(concurrency);
  const reads: number[] = [];
  let done = false;
  const reader = (async () => {
    while (!done) {
      const started = performance.now();
      await readFile(file);
      reads.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  })();
  const started = performance.now();
  const checks = await Promise.all(
    Array.from({ length: SIGN_INS }, async () => {
      const began = performance.now();
      await verifyPassword('a wrong guess at the password', stored);
      return performance.now() - began;
    }),
  );
  const total = performance.now() - started;
  done = true;
  await reader;
  console.log(
    `${label}: file reads p50 ${percentile(reads, 50).toFixed(0)} ms, p95 ${percentile(reads, 95).toFixed(0)} ms, ` +
      `max ${Math.max(...reads).toFixed(0)} ms (${reads.length} reads); ${SIGN_INS} password checks done in ` +
      `${total.toFixed(0)} ms (each p50 ${percentile(checks, 50).toFixed(0)} ms, max ${Math.max(...checks).toFixed(0)} ms)`,
  );
}

const stored = await hashPassword('the right password, long enough');
console.log(`[bench:hashing] ${SIGN_INS} parallel password checks, reading ${file} every 25 ms`);
await run('unbounded (before)', Infinity, stored);
await run(`queue of ${HASH_CONCURRENCY} (after)`, HASH_CONCURRENCY, stored);
