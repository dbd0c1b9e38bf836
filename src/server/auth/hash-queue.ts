// A bounded queue in front of password hashing (decision 0059). scrypt runs on libuv's thread pool
// (4 threads unless UV_THREADPOOL_SIZE says otherwise), which the same process also uses to read
// files: under `npm start` the functions run in the server's process, so 20 parallel staff
// sign-ins filled the pool and static files waited seconds behind them. At most HASH_CONCURRENCY
// hashes run at once; the rest wait their turn here, in order, and a burst past HASH_QUEUE_LIMIT
// waiting is answered 503 with Retry-After rather than queued without end.
import { HttpError } from '../http.ts';

/** Hashes at once: half the default pool, so files, DNS and zlib always have threads left. */
export const HASH_CONCURRENCY = 2;
export const HASH_QUEUE_LIMIT = 100;
export const HASH_BUSY_MESSAGE = 'The server is busy signing people in. Please try again in a moment.';

let limit = HASH_CONCURRENCY;
let running = 0;
const waiting: (() => void)[] = [];

/** For the bench (scripts/bench-hashing.ts): Infinity measures the old, unbounded behaviour. */
export function setHashConcurrency(value: number): void {
  limit = value;
}

/** Runs `work` when a slot is free; 503 when too many are already waiting. */
export async function withHashSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= limit) {
    if (waiting.length >= HASH_QUEUE_LIMIT)
      throw new HttpError(503, HASH_BUSY_MESSAGE, undefined, { 'Retry-After': '5' });
    await new Promise<void>((resolve) => waiting.push(resolve));
  }
  running++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
}
