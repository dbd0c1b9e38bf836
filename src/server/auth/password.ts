// Password hashing with node:crypto scrypt at OWASP's recommended cost (N=2^17, r=8, p=1).
// Stored as scrypt$N$r$p$salt$hash (base64url); the clear password is never stored or logged.
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { serverEnv } from '../env.ts';
import { withHashSlot } from './hash-queue.ts';

export interface PasswordCost {
  n: number;
  r: number;
  p: number;
}

/** OWASP's recommended cost: what every server, script and `npm start` hashes with. */
export const PASSWORD_COST: PasswordCost = { n: 2 ** 17, r: 8, p: 1 };

/**
 * The test suites' cost (decision 0073): the same format and code path at 1/128 of the work and
 * memory, as Rails' test environment does for bcrypt. The default inside the Vitest runner (which
 * sets VITEST), and what the e2e helpers store a story's own staff account with. A hash names its
 * cost, so either verifies anywhere; a server process (a deploy, `npm start`, the e2e server) makes
 * every new hash at PASSWORD_COST.
 */
export const TEST_PASSWORD_COST: PasswordCost = { n: 2 ** 10, r: 8, p: 1 };

const defaultCost = (): PasswordCost => (serverEnv().VITEST ? TEST_PASSWORD_COST : PASSWORD_COST);
const KEY_LENGTH = 32;
const SALT_BYTES = 16;
/** scrypt needs 128·N·r bytes (128 MiB here); allow twice that. */
const maxmemFor = (n: number, r: number) => 256 * n * r;

export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordProblem } from '../../lib/staff/password-rule.ts';

/** One scrypt, through the bounded queue (src/server/auth/hash-queue.ts) that keeps the thread pool free. */
function scrypt(password: string, salt: Buffer, n: number, r: number, p: number, length: number): Promise<Buffer> {
  const options: ScryptOptions = { N: n, r, p, maxmem: maxmemFor(n, r) };
  return withHashSlot(
    () =>
      new Promise((resolve, reject) =>
        scryptCallback(password.normalize('NFKC'), salt, length, options, (error, key) =>
          error ? reject(error) : resolve(key),
        ),
      ),
  );
}

export async function hashPassword(password: string, { n, r, p }: PasswordCost = defaultCost()): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await scrypt(password, salt, n, r, p, KEY_LENGTH);
  return ['scrypt', n, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/**
 * A hash of a random password: verified against when the username is unknown, so both take as long.
 * The sign-in module starts it when it loads (prepareDummyPasswordHash), so no request pays for
 * making it: an unknown username then costs one scrypt, like a known one.
 */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(24).toString('base64url'));
  return dummyHash;
}

export function prepareDummyPasswordHash(): void {
  dummyPasswordHash().catch((error: unknown) => {
    dummyHash = undefined;
    console.error('[auth] could not prepare the dummy password hash:', error);
  });
}

/** Whether the dummy hash has been started (test hook for the "computed at start" rule). */
export function dummyPasswordHashStarted(): boolean {
  return dummyHash !== undefined;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [n, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  if (![n, r, p].every((v) => Number.isInteger(v) && v > 0) || n > 2 ** 20 || r > 32 || p > 16) return false;
  const salt = Buffer.from(parts[4]!, 'base64url');
  const expected = Buffer.from(parts[5]!, 'base64url');
  if (expected.length < 16) return false;
  const actual = await scrypt(password, salt, n, r, p, expected.length);
  return timingSafeEqual(actual, expected);
}

/** A one-time password for an account someone else sets up or resets: 20 random characters. */
export function oneTimePassword(): string {
  return randomBytes(15).toString('base64url');
}
