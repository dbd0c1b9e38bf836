// App users' passwordless sign-in (decision 0038): a 6-digit code by email, then a token family per
// sign-in holding a short-lived access token and a refresh token that is used once. Codes and
// tokens are stored hashed; the app sends the access token as `Authorization: Bearer`.
//
// Knowing an email tells nothing: `start` never looks at users (a new email becomes an account at
// `verify`), so a known and an unknown address run the same statements and get the same answer.
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import {
  ACCESS_TOKEN_LIFETIME_MS,
  REFRESH_TOKEN_LIFETIME_MS,
  SIGN_IN_CODE_LENGTH,
  SIGN_IN_CODE_LIFETIME_MS,
  SIGN_IN_CODE_MAX_FAILURES,
  SIGN_IN_CODE_WINDOW_MS,
  SIGN_IN_CODES_PER_EMAIL,
  SIGN_IN_CODES_PER_IP,
  WRONG_CODE_MESSAGE,
  type TokenPair,
} from '../../lib/schemas/app-auth.ts';
import { now } from '../auth/clock.ts';
import { HttpError } from '../http.ts';
import { DEFAULT_LOCALE, isLocaleCode, type LocaleCode } from '../../lib/i18n/locales.ts';
import { signInCodeMail } from '../mail/messages.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { emailStrings } from '../mail/strings.ts';
import { isUniqueViolation, queryRows } from '../sql.ts';
import { linkOrCreateUser } from './users.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export const SIGN_IN_MAIL_KIND = 'app_sign_in_code';
const REALM = 'Bearer realm="thawab-app"';

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
/** The address as users.email is unique on it (case-insensitive). */
export const accountEmail = (email: string) => email.trim().toLowerCase();

export function newSignInCode(): string {
  return String(randomInt(0, 10 ** SIGN_IN_CODE_LENGTH)).padStart(SIGN_IN_CODE_LENGTH, '0');
}

const codeHash = (salt: string, code: string) => sha256(`${salt}:${code}`);

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** 401 for a missing, unknown, expired or revoked token: the app signs in again (or refreshes). */
export function unauthorized(message: string, invalidToken = true): HttpError {
  return new HttpError(401, message, undefined, {
    'WWW-Authenticate': invalidToken ? `${REALM}, error="invalid_token"` : REALM,
  });
}

/**
 * Stores a new code for the address (earlier open codes of it stop working) and queues its message
 * in the same transaction. 429 when the address or the IP asked for too many codes within the hour.
 * The message is in the account's language, or for an address with no account yet in `language`
 * (the app's), which the account made at verify then starts in (decision 0050).
 */
export async function startSignIn(
  db: Database,
  rawEmail: string,
  ip: string | null,
  language?: LocaleCode,
): Promise<{ mailId: number }> {
  const email = accountEmail(rawEmail);
  const at = now();
  const since = new Date(at.getTime() - SIGN_IN_CODE_WINDOW_MS).toISOString();
  // Read before the transaction (at most once a minute), whatever the address.
  const strings = await emailStrings(db);
  return db.transaction(async (tx) => {
    // Two requests for one address are counted one after the other.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('app_sign_in:' || ${email}))`);
    const [counts] = await queryRows<{ by_email: number; by_ip: number }>(
      tx,
      sql`SELECT count(*) FILTER (WHERE email = ${email})::int AS by_email,
                 count(*) FILTER (WHERE ip = ${ip})::int AS by_ip
          FROM app_sign_in_codes
          WHERE created_at > ${since}::timestamptz AND (email = ${email} OR ip = ${ip})`,
    );
    if (
      (counts?.by_email ?? 0) >= SIGN_IN_CODES_PER_EMAIL ||
      (ip !== null && (counts?.by_ip ?? 0) >= SIGN_IN_CODES_PER_IP)
    ) {
      throw new HttpError(429, 'Too many sign-in codes were asked for. Please wait a while and try again.', undefined, {
        'Retry-After': String(SIGN_IN_CODE_WINDOW_MS / 1000),
      });
    }
    await tx.execute(
      sql`UPDATE app_sign_in_codes SET closed_at = ${at.toISOString()}::timestamptz WHERE email = ${email} AND closed_at IS NULL`,
    );
    const code = newSignInCode();
    const salt = randomBytes(16).toString('hex');
    // One statement for a known and an unknown address alike (decision 0038): the code, and the
    // account's language if there is an account (the answer and the statements stay the same).
    const [row] = await queryRows<{ id: number; account_language: string | null }>(
      tx,
      sql`INSERT INTO app_sign_in_codes (email, code_hash, salt, ip, created_at, expires_at, locale)
          VALUES (${email}, ${codeHash(salt, code)}, ${salt}, ${ip}, ${at.toISOString()}::timestamptz,
                  ${new Date(at.getTime() + SIGN_IN_CODE_LIFETIME_MS).toISOString()}::timestamptz, ${language ?? DEFAULT_LOCALE})
          RETURNING id, (SELECT u.language FROM users u WHERE lower(u.email) = ${email}) AS account_language`,
    );
    const locale = isLocaleCode(row!.account_language) ? row!.account_language : (language ?? DEFAULT_LOCALE);
    const mail = await enqueueMail(tx, {
      kind: SIGN_IN_MAIL_KIND,
      to: email,
      ...signInCodeMail(strings, locale, code),
      idempotencyKey: `${SIGN_IN_MAIL_KIND}:${row!.id}`,
    });
    return { mailId: mail.id };
  });
}

/** Inserts a new access + refresh token in the family. */
async function issuePair(tx: Tx, familyId: number, at: Date): Promise<TokenPair> {
  const accessToken = randomBytes(32).toString('base64url');
  const refreshToken = randomBytes(32).toString('base64url');
  const accessExpires = new Date(at.getTime() + ACCESS_TOKEN_LIFETIME_MS);
  const refreshExpires = new Date(at.getTime() + REFRESH_TOKEN_LIFETIME_MS);
  await tx.execute(sql`
    INSERT INTO app_tokens (token_hash, family_id, kind, created_at, expires_at) VALUES
      (${sha256(accessToken)}, ${familyId}, 'access', ${at.toISOString()}::timestamptz, ${accessExpires.toISOString()}::timestamptz),
      (${sha256(refreshToken)}, ${familyId}, 'refresh', ${at.toISOString()}::timestamptz, ${refreshExpires.toISOString()}::timestamptz)`);
  return {
    accessToken,
    accessTokenExpiresAt: accessExpires.toISOString(),
    refreshToken,
    refreshTokenExpiresAt: refreshExpires.toISOString(),
    tokenType: 'Bearer',
  };
}

/**
 * Checks the code against the address's newest open code. A wrong code counts against it (the 5th
 * voids it) and answers 400; a right one closes it, links or creates the account (crediting `ref`
 * once for a new account) and starts a token family.
 */
export async function verifySignIn(
  db: Database,
  input: { email: string; code: string; ref?: string },
): Promise<{ tokens: TokenPair; userId: number; created: boolean }> {
  const email = accountEmail(input.email);
  const at = now();
  for (let attempt = 0; ; attempt++) {
    try {
      return await verifyOnce(db, email, input, at);
    } catch (error) {
      // Two new accounts raced for one waitlist record (Gmail spellings of one inbox): the loser
      // rolled back whole (its code is still open) and, retried, finds the record claimed.
      if (attempt < 2 && isUniqueViolation(error, 'users_launch_signup_unique')) continue;
      throw error;
    }
  }
}

async function verifyOnce(
  db: Database,
  email: string,
  input: { code: string; ref?: string },
  at: Date,
): Promise<{ tokens: TokenPair; userId: number; created: boolean }> {
  const result = await db.transaction(async (tx) => {
    const [open] = await queryRows<{
      id: number;
      code_hash: string;
      salt: string;
      failed_attempts: number;
      locale: string;
    }>(
      tx,
      sql`SELECT id, code_hash, salt, failed_attempts, locale FROM app_sign_in_codes
          WHERE email = ${email} AND closed_at IS NULL AND expires_at > ${at.toISOString()}::timestamptz
          ORDER BY created_at DESC, id DESC LIMIT 1 FOR UPDATE`,
    );
    if (!open) return null;
    if (!sameHash(open.code_hash, codeHash(open.salt, input.code))) {
      const failures = open.failed_attempts + 1;
      await tx.execute(sql`
        UPDATE app_sign_in_codes SET failed_attempts = ${failures},
          closed_at = CASE WHEN ${failures} >= ${SIGN_IN_CODE_MAX_FAILURES}::int THEN ${at.toISOString()}::timestamptz END
        WHERE id = ${open.id}`);
      return null;
    }
    await tx.execute(
      sql`UPDATE app_sign_in_codes SET closed_at = ${at.toISOString()}::timestamptz WHERE id = ${open.id}`,
    );
    // A new account starts in the language the app asked for the code in (decision 0050).
    const { userId, created } = await linkOrCreateUser(
      tx,
      email,
      input.ref,
      at,
      isLocaleCode(open.locale) ? open.locale : DEFAULT_LOCALE,
    );
    const [family] = await queryRows<{ id: number }>(
      tx,
      sql`INSERT INTO app_token_families (user_id, created_at) VALUES (${userId}, ${at.toISOString()}::timestamptz) RETURNING id`,
    );
    await tx.execute(sql`UPDATE users SET last_active_at = ${at.toISOString()}::timestamptz WHERE id = ${userId}`);
    return { tokens: await issuePair(tx, family!.id, at), userId, created };
  });
  // Thrown after the commit, so a wrong try is counted.
  if (!result) throw new HttpError(400, WRONG_CODE_MESSAGE, [{ path: 'code', message: WRONG_CODE_MESSAGE }]);
  return result;
}

/**
 * Exchanges a refresh token for a new pair; the old one is spent. Presenting a spent one again
 * means it was copied: the whole family is revoked (the thief's and the owner's tokens) and 401.
 */
export async function refreshTokens(db: Database, refreshToken: string): Promise<TokenPair> {
  const at = now();
  const outcome = await db.transaction(async (tx) => {
    const [row] = await queryRows<{ family_id: number; used_at: string | null; expired: boolean; revoked: boolean }>(
      tx,
      sql`SELECT t.family_id, t.used_at, t.expires_at <= ${at.toISOString()}::timestamptz AS expired, f.revoked_at IS NOT NULL AS revoked
          FROM app_tokens t JOIN app_token_families f ON f.id = t.family_id
          WHERE t.token_hash = ${sha256(refreshToken)} AND t.kind = 'refresh'
          FOR UPDATE OF f, t`,
    );
    if (!row || row.revoked || row.expired) return 'invalid' as const;
    if (row.used_at !== null) {
      await revokeFamily(tx, row.family_id, at);
      return 'reused' as const;
    }
    await tx.execute(
      sql`UPDATE app_tokens SET used_at = ${at.toISOString()}::timestamptz WHERE token_hash = ${sha256(refreshToken)}`,
    );
    return issuePair(tx, row.family_id, at);
  });
  if (outcome === 'invalid') throw unauthorized('The refresh token is not valid. Sign in again.');
  if (outcome === 'reused')
    throw unauthorized(
      'This refresh token was already used, so every token of this sign-in was revoked. Sign in again.',
    );
  return outcome;
}

async function revokeFamily(tx: Pick<Database, 'execute'>, familyId: number, at: Date): Promise<void> {
  await tx.execute(
    sql`UPDATE app_token_families SET revoked_at = coalesce(revoked_at, ${at.toISOString()}::timestamptz) WHERE id = ${familyId}`,
  );
  // The rows are of no further use; the family row keeps the revocation.
  await tx.execute(sql`DELETE FROM app_tokens WHERE family_id = ${familyId} AND kind = 'access'`);
}

export interface AppSession {
  userId: number;
  familyId: number;
}

/** The signed-in app user behind `Authorization: Bearer <access token>`, or 401. */
export async function requireAppUser(request: Request, db: Pick<Database, 'execute'>): Promise<AppSession> {
  const header = request.headers.get('authorization') ?? '';
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})\s*$/i.exec(header);
  if (!header.trim()) throw unauthorized('Sign in to use this (send Authorization: Bearer <access token>).', false);
  if (!match) throw unauthorized('The access token is not valid.');
  const [row] = await queryRows<{ user_id: number; family_id: number }>(
    db,
    sql`SELECT f.user_id, f.id AS family_id FROM app_tokens t JOIN app_token_families f ON f.id = t.family_id
        WHERE t.token_hash = ${sha256(match[1]!)} AND t.kind = 'access'
          AND t.expires_at > ${now().toISOString()}::timestamptz AND f.revoked_at IS NULL`,
  );
  if (!row) throw unauthorized('The access token is not valid or has expired. Refresh it or sign in again.');
  return { userId: row.user_id, familyId: row.family_id };
}

/** Signs out this device: the family of the access token is revoked. */
export async function logout(db: Database, session: AppSession): Promise<void> {
  await db.transaction((tx) => revokeFamily(tx, session.familyId, now()));
}

/**
 * Hourly clean-up (functions/scheduled-purge-auth-records.mts): codes once they no longer count towards the
 * hourly limits, tokens past their expiry, and families with no token left. A spent refresh token
 * stays until it expires, so its reuse is still recognised and revokes the family.
 */
export async function purgeAppAuthRecords(
  db: Pick<Database, 'execute'>,
  at = now(),
): Promise<{ appCodes: number; appTokens: number }> {
  const codesBefore = new Date(at.getTime() - Math.max(SIGN_IN_CODE_WINDOW_MS, SIGN_IN_CODE_LIFETIME_MS)).toISOString();
  const [codes] = await queryRows<{ n: number }>(
    db,
    sql`WITH d AS (DELETE FROM app_sign_in_codes WHERE created_at < ${codesBefore}::timestamptz RETURNING 1) SELECT count(*)::int AS n FROM d`,
  );
  const [tokens] = await queryRows<{ n: number }>(
    db,
    sql`WITH d AS (DELETE FROM app_tokens WHERE expires_at < ${at.toISOString()}::timestamptz RETURNING family_id),
             f AS (DELETE FROM app_token_families fam WHERE fam.id IN (SELECT family_id FROM d)
                     AND NOT EXISTS (SELECT 1 FROM app_tokens t WHERE t.family_id = fam.id AND t.expires_at >= ${at.toISOString()}::timestamptz))
        SELECT count(*)::int AS n FROM d`,
  );
  return { appCodes: codes?.n ?? 0, appTokens: tokens?.n ?? 0 };
}
