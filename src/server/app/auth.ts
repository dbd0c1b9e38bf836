// App users' passwordless sign-in (decision 0038): a 6-digit code by email, then a token family per
// sign-in holding a short-lived access token and a refresh token that is used once. Codes and
// tokens are stored hashed; the app sends the access token as `Authorization: Bearer`.
//
// Knowing an email tells nothing: `start` never looks at users (a new email becomes an account at
// `verify`), so a known and an unknown address run the same statements and get the same answer.
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { Database, Tx, Executor } from '../../../db/client.ts';
import {
  ACCESS_TOKEN_LIFETIME_MS,
  REFRESH_TOKEN_LIFETIME_MS,
  SIGN_IN_CODE_LENGTH,
  SIGN_IN_CODE_LIFETIME_MS,
  SIGN_IN_CODE_MAX_FAILURES,
  SIGN_IN_CODE_WINDOW_MS,
  WRONG_CODE_MESSAGE,
  type TokenPair,
} from '../../lib/schemas/app-auth.ts';
import { now } from '../clock.ts';
import { HttpError } from '../http.ts';
import { DEFAULT_LOCALE, isLocaleCode } from '../../lib/i18n/locales.ts';
import { SIGN_IN_OPEN_CODES } from '../../lib/app-auth/sign-in-limits.ts';
import { isUniqueViolation, queryRows } from '../sql.ts';
import { linkOrCreateUser } from './users.ts';

export const SIGN_IN_MAIL_KIND = 'app_sign_in_code';
const REALM = 'Bearer realm="thawab-app"';

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
/** The address as users.email is unique on it (case-insensitive). */
export const accountEmail = (email: string) => email.trim().toLowerCase();

export function newSignInCode(): string {
  return String(randomInt(0, 10 ** SIGN_IN_CODE_LENGTH)).padStart(SIGN_IN_CODE_LENGTH, '0');
}

export const codeHash = (salt: string, code: string) => sha256(`${salt}:${code}`);

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

/** Inserts a new access + refresh token in the family. */
export async function issuePair(tx: Tx, familyId: number, at: Date): Promise<TokenPair> {
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
 * Checks the code against the address's open codes. With a `challenge` (the start answer's) that
 * names an open code, only that code is tried, and a wrong code counts against it alone (the 5th
 * closes it), so only the client holding the challenge can void it. Otherwise (no challenge, or one
 * whose code is closed or was never sent) every open code is tried that has had fewer than 5 wrong
 * tries without its challenge, and a wrong code counts against each of them but closes none: a
 * stranger's guesses can stop such tries, never the owner's code. A right code closes the address's codes, links or creates the account (crediting
 * `ref` once for a new account) and starts a token family. Wrong answers 400.
 */
export async function verifySignIn(
  db: Database,
  input: { email: string; code: string; challenge?: string; ref?: string },
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
  input: { code: string; challenge?: string; ref?: string },
  at: Date,
): Promise<{ tokens: TokenPair; userId: number; created: boolean }> {
  const result = await db.transaction(async (tx) => {
    // The codes this try may match: the open code its challenge names; else (no challenge, or one
    // naming a code that is closed or was never sent, as when the inbox's mail budget dropped it and
    // the owner types the newest code the inbox did receive) the address's open codes (at most
    // SIGN_IN_OPEN_CODES, decision 0059) still taking tries without one.
    const openCodes = (which: SQL) =>
      queryRows<{ id: number; code_hash: string; salt: string; locale: string }>(
        tx,
        sql`SELECT id, code_hash, salt, locale FROM app_sign_in_codes
            WHERE email = ${email} AND closed_at IS NULL AND expires_at > ${at.toISOString()}::timestamptz AND ${which}
            ORDER BY created_at DESC, id DESC LIMIT ${SIGN_IN_OPEN_CODES} FOR UPDATE`,
      );
    const named =
      input.challenge === undefined ? [] : await openCodes(sql`challenge_hash = ${sha256(input.challenge)}`);
    const bound = named.length > 0;
    const open = bound ? named : await openCodes(sql`unbound_failures < ${SIGN_IN_CODE_MAX_FAILURES}::int`);
    const match = open.find((row) => sameHash(row.code_hash, codeHash(row.salt, input.code)));
    if (!match) {
      // A wrong try counts against every code it was tried on (so more open codes give no more
      // guesses): naming its code's challenge, the 5th closes that code; otherwise those codes stop
      // taking tries without their challenge and stay open for the client that holds it.
      const tried = sql.join(
        [0, ...open.map((row) => row.id)].map((id) => sql`${id}`),
        sql`, `,
      );
      await tx.execute(
        !bound
          ? sql`UPDATE app_sign_in_codes SET unbound_failures = unbound_failures + 1 WHERE id IN (${tried})`
          : sql`UPDATE app_sign_in_codes SET failed_attempts = failed_attempts + 1,
                  closed_at = CASE WHEN failed_attempts + 1 >= ${SIGN_IN_CODE_MAX_FAILURES}::int THEN ${at.toISOString()}::timestamptz END
                WHERE id IN (${tried})`,
      );
      return null;
    }
    // Signed in: every open code of the address closes.
    await tx.execute(
      sql`UPDATE app_sign_in_codes SET closed_at = ${at.toISOString()}::timestamptz WHERE email = ${email} AND closed_at IS NULL`,
    );
    // A new account starts in the language the app asked for the code in (decision 0050).
    const { userId, created } = await linkOrCreateUser(
      tx,
      email,
      input.ref,
      at,
      isLocaleCode(match.locale) ? match.locale : DEFAULT_LOCALE,
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

export async function revokeFamily(tx: Executor, familyId: number, at: Date): Promise<void> {
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
export async function requireAppUser(request: Request, db: Executor): Promise<AppSession> {
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
export async function purgeAppAuthRecords(db: Executor, at = now()): Promise<{ appCodes: number; appTokens: number }> {
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
