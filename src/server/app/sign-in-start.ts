// Asking for an app sign-in code (decision 0038, limits by decision 0059). A stranger who asks for
// codes for someone's address must not keep its owner out, so:
// - refusal (429 with the real wait in Retry-After) only per address-and-IP and per IP;
// - per address across all IPs, a pause that grows with the codes sent this hour, never a refusal;
// - the newest SIGN_IN_OPEN_CODES codes of an address all work, so the code the owner is about to
//   type survives a stranger's requests made after it;
// - each code has a challenge that only the client that asked for it gets: wrong tries naming it
//   count against that code alone (src/server/app/auth.ts), so strangers cannot void it either;
// - a code whose message was dropped over the inbox's mail budget closes at once, and past the
//   budget one code per code lifetime still goes (migration 0055), so a stranger who spends the
//   budget never locks the owner out.
// Known and unknown addresses run the same statements and get the same answer (decision 0038).
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import {
  secondsUntilBelow,
  signInSlowdownMs,
  SIGN_IN_CODES_PER_EMAIL_AND_IP,
  SIGN_IN_CODES_PER_IP,
  SIGN_IN_OPEN_CODES,
} from '../../lib/app-auth/sign-in-limits.ts';
import { DEFAULT_LOCALE, isLocaleCode, type LocaleCode } from '../../lib/i18n/locales.ts';
import { SIGN_IN_CODE_LIFETIME_MS, SIGN_IN_CODE_WINDOW_MS } from '../../lib/schemas/app-auth.ts';
import { now, pause } from '../clock.ts';
import { HttpError } from '../http.ts';
import { signInCodeMail } from '../mail/messages.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { emailStrings } from '../mail/strings.ts';
import { queryRows } from '../sql.ts';
import { accountEmail, codeHash, newSignInCode, sha256, SIGN_IN_MAIL_KIND } from './auth.ts';

export const TOO_MANY_CODES = 'Too many sign-in codes were asked for. Please wait a while and try again.';

/**
 * Stores a new code for the address and queues its message in the same transaction, and answers
 * the code's challenge for the client; the address's codes older than its newest SIGN_IN_OPEN_CODES
 * stop working. 429 when this IP asked for too many
 * codes, for this address or in all. The message is in the account's language, or for an address
 * with no account yet in `language` (the app's), which the account made at verify then starts in
 * (decision 0050).
 */
export async function startSignIn(
  db: Database,
  rawEmail: string,
  ip: string | null,
  language?: LocaleCode,
): Promise<{ mailId: number; challenge: string }> {
  const email = accountEmail(rawEmail);
  const since = new Date(now().getTime() - SIGN_IN_CODE_WINDOW_MS).toISOString();
  // Read before the transaction (at most once a minute), whatever the address.
  const strings = await emailStrings(db);
  // Slowed, outside any transaction (no lock or connection is held while waiting).
  const [sent] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM app_sign_in_codes WHERE email = ${email} AND created_at > ${since}::timestamptz`,
  );
  const slowdown = signInSlowdownMs(sent?.n ?? 0);
  if (slowdown > 0) await pause(slowdown);
  return db.transaction(async (tx) => {
    const at = now();
    // Requests from one IP, and requests for one address, are counted one after the other (always
    // in this order, so two requests never wait for each other's lock).
    if (ip !== null) await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('app_sign_in_ip:' || ${ip}))`);
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('app_sign_in:' || ${email}))`);
    const asked = await queryRows<{ created_at: string; same_address: boolean }>(
      tx,
      sql`SELECT created_at, email = ${email} AS same_address FROM app_sign_in_codes
          WHERE created_at > ${since}::timestamptz
            AND ${ip === null ? sql`email = ${email} AND ip IS NULL` : sql`ip = ${ip}`}`,
    );
    const times = (rows: typeof asked) => rows.map((row) => new Date(row.created_at));
    const wait =
      secondsUntilBelow(
        times(asked.filter((row) => row.same_address)),
        SIGN_IN_CODES_PER_EMAIL_AND_IP,
        SIGN_IN_CODE_WINDOW_MS,
        at,
      ) ?? (ip === null ? null : secondsUntilBelow(times(asked), SIGN_IN_CODES_PER_IP, SIGN_IN_CODE_WINDOW_MS, at));
    if (wait !== null) throw new HttpError(429, TOO_MANY_CODES, undefined, { 'Retry-After': String(wait) });
    const code = newSignInCode();
    const salt = randomBytes(16).toString('hex');
    const challenge = randomBytes(32).toString('base64url');
    // One statement for a known and an unknown address alike (decision 0038): the code, and the
    // account's language if there is an account (the answer and the statements stay the same).
    const [row] = await queryRows<{ id: number; account_language: string | null }>(
      tx,
      sql`INSERT INTO app_sign_in_codes (email, code_hash, salt, challenge_hash, ip, created_at, expires_at, locale)
          VALUES (${email}, ${codeHash(salt, code)}, ${salt}, ${sha256(challenge)}, ${ip}, ${at.toISOString()}::timestamptz,
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
    // A code whose message was dropped over the inbox's budget reaches nobody: it closes at once
    // and never displaces a code that was delivered. Otherwise the newest SIGN_IN_OPEN_CODES stay
    // open (this one among them) and older ones close.
    await tx.execute(
      mail.dropped
        ? sql`UPDATE app_sign_in_codes SET closed_at = ${at.toISOString()}::timestamptz WHERE id = ${row!.id}`
        : sql`UPDATE app_sign_in_codes SET closed_at = ${at.toISOString()}::timestamptz
              WHERE email = ${email} AND closed_at IS NULL
                AND id NOT IN (SELECT id FROM app_sign_in_codes WHERE email = ${email} AND closed_at IS NULL
                               ORDER BY created_at DESC, id DESC LIMIT ${SIGN_IN_OPEN_CODES})`,
    );
    return { mailId: mail.id, challenge };
  });
}
