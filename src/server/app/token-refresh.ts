// Refresh-token rotation (decision 0038) with a grace window for the same client (decision 0059).
// A refresh token is spent by its exchange; presenting it again means it was copied, and the whole
// family is revoked. Except: the client that spent it, within REFRESH_GRACE_MS, gets the very pair
// it was exchanged for (a phone's retry, or two refreshes sent at once). That pair is stored
// encrypted under a key derived from the spent token, so only its holder can read it back.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/client.ts';
import { REFRESH_GRACE_MS, type TokenPair } from '../../lib/schemas/app-auth.ts';
import { now } from '../clock.ts';
import { queryRows } from '../sql.ts';
import { issuePair, revokeFamily, sha256, unauthorized } from './auth.ts';

/** Who is refreshing, as far as the server can tell: SHA-256 of IP and User-Agent (null without an IP). */
export function refreshClient(ip: string | null, userAgent: string | null): string | null {
  return ip === null ? null : sha256(`${ip}\n${userAgent ?? ''}`);
}

const pairKey = (refreshToken: string) => createHash('sha256').update(`thawab-refresh-grace:${refreshToken}`).digest();

function sealPair(refreshToken: string, pair: TokenPair): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', pairKey(refreshToken), iv);
  const sealed = Buffer.concat([cipher.update(JSON.stringify(pair), 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.');
}

function openPair(refreshToken: string, stored: string): TokenPair | null {
  try {
    const [iv, tag, sealed] = stored.split('.').map((part) => Buffer.from(part, 'base64url'));
    const decipher = createDecipheriv('aes-256-gcm', pairKey(refreshToken), iv!);
    decipher.setAuthTag(tag!);
    return JSON.parse(Buffer.concat([decipher.update(sealed!), decipher.final()]).toString('utf8')) as TokenPair;
  } catch {
    return null;
  }
}

/**
 * Exchanges a refresh token for a new pair; the old one is spent. The same client presenting it
 * again within the grace window gets the same new pair (while that pair's refresh token is unspent);
 * anyone else, or later, revokes the whole family (the thief's and the owner's tokens) and gets 401.
 */
export async function refreshTokens(db: Database, refreshToken: string, client: string | null): Promise<TokenPair> {
  const at = now();
  const hash = sha256(refreshToken);
  const outcome = await db.transaction(async (tx) => {
    const [row] = await queryRows<{
      family_id: number;
      used_at: string | null;
      used_by: string | null;
      rotated_pair: string | null;
      expired: boolean;
      revoked: boolean;
    }>(
      tx,
      sql`SELECT t.family_id, t.used_at, t.used_by, t.rotated_pair,
                 t.expires_at <= ${at.toISOString()}::timestamptz AS expired, f.revoked_at IS NOT NULL AS revoked
          FROM app_tokens t JOIN app_token_families f ON f.id = t.family_id
          WHERE t.token_hash = ${hash} AND t.kind = 'refresh'
          FOR UPDATE OF f, t`,
    );
    if (!row || row.revoked || row.expired) return 'invalid' as const;
    if (row.used_at !== null) {
      const again = await graceAnswer(tx, refreshToken, row, client, at);
      if (again) return again;
      await revokeFamily(tx, row.family_id, at);
      return 'reused' as const;
    }
    const pair = await issuePair(tx, row.family_id, at);
    await tx.execute(
      sql`UPDATE app_tokens SET used_at = ${at.toISOString()}::timestamptz, used_by = ${client},
            rotated_pair = ${client === null ? null : sealPair(refreshToken, pair)}
          WHERE token_hash = ${hash}`,
    );
    return pair;
  });
  if (outcome === 'invalid') throw unauthorized('The refresh token is not valid. Sign in again.');
  if (outcome === 'reused')
    throw unauthorized(
      'This refresh token was already used, so every token of this sign-in was revoked. Sign in again.',
    );
  return outcome;
}

/** The pair a spent token was exchanged for, when the same client asks again within the grace window. */
async function graceAnswer(
  tx: Executor,
  refreshToken: string,
  row: { used_at: string | null; used_by: string | null; rotated_pair: string | null },
  client: string | null,
  at: Date,
): Promise<TokenPair | null> {
  const usedAt = new Date(row.used_at!).getTime();
  if (client === null || row.used_by !== client || row.rotated_pair === null) return null;
  if (at.getTime() - usedAt > REFRESH_GRACE_MS) return null;
  const pair = openPair(refreshToken, row.rotated_pair);
  if (!pair) return null;
  // Only while the pair's own refresh token is unspent: a client that moved on and comes back with
  // the old token is reusing it.
  const [next] = await queryRows<{ open: boolean }>(
    tx,
    sql`SELECT used_at IS NULL AS open FROM app_tokens WHERE token_hash = ${sha256(pair.refreshToken)} AND kind = 'refresh'`,
  );
  return next?.open ? pair : null;
}
