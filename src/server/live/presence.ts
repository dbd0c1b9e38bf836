// Listeners of a live recitation (decision 0065): one row per session and app user, its last_seen_at
// moved by each heartbeat. The count shown is derived (listeners seen in the last 90 s), never a
// counter row every listener writes to. The IP is kept only as a keyed hash (HMAC-SHA256, 16 bytes
// hex): enough to see that many accounts listen from one place, never the address.
import { createHmac, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { HEARTBEAT_SECONDS } from '../../lib/live.ts';
import { now } from '../clock.ts';
import { serverEnv } from '../env.ts';
import { HttpError } from '../http.ts';
import { readSession } from './rows.ts';

export const NOT_LIVE = 'This recitation session is not live: listeners join while it is live.';

let instanceKey: string | null = null;
/** The key of the IP hash: LISTENER_IP_SECRET, else one random key for this instance's life. */
function ipKey(): string {
  const configured = serverEnv().LISTENER_IP_SECRET;
  if (configured) return configured;
  instanceKey ??= randomBytes(32).toString('hex');
  return instanceKey;
}

/** The stored form of an IP: a keyed hash, 32 hex characters (null when the platform gave none). */
export function hashedIp(ip: string | null): string | null {
  return ip === null ? null : createHmac('sha256', ipKey()).update(`listener\n${ip}`).digest('hex').slice(0, 32);
}

/** PUT presence: joins a live session or says the user is still there. */
export async function heartbeat(db: Executor, sessionId: number, userId: number, ip: string | null) {
  const session = await readSession(db, sessionId);
  if (session.status !== 'live') throw new HttpError(409, NOT_LIVE);
  const at = now().toISOString();
  await db.execute(
    sql`INSERT INTO live_prayer_listeners (session_id, user_id, ip_address, joined_at, last_seen_at, is_active)
        VALUES (${sessionId}, ${userId}, ${hashedIp(ip)}, ${at}, ${at}, TRUE)
        ON CONFLICT (session_id, user_id) DO UPDATE SET last_seen_at = EXCLUDED.last_seen_at,
          ip_address = EXCLUDED.ip_address, is_active = TRUE, left_at = NULL`,
  );
  return { heartbeatSeconds: HEARTBEAT_SECONDS };
}

/** DELETE presence: the user left (no longer counted at once). Leaving twice, or a session not live, is fine. */
export async function leave(db: Executor, sessionId: number, userId: number): Promise<void> {
  await readSession(db, sessionId);
  await db.execute(
    sql`UPDATE live_prayer_listeners SET is_active = FALSE, left_at = ${now().toISOString()}
        WHERE session_id = ${sessionId} AND user_id = ${userId} AND is_active`,
  );
}
