// The suppression list: addresses (by hash) that get no more mail. Hard bounces, complaints and
// deletions stop all mail; an unsubscribe stops list mail only (a sign-in code still arrives).
// Every delivery checks it at send time (src/server/mail/worker.ts).
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { mailSuppressions, type SuppressionReason, type SuppressionScope } from '../../../db/schema.ts';
import { emailHash } from './address.ts';

type Executor = Pick<Database, 'insert' | 'select'>;

export function scopeOf(reason: SuppressionReason): SuppressionScope {
  return reason === 'unsubscribe' ? 'list' : 'all';
}

/**
 * Suppresses an address (by its hash, so it also serves after the person is deleted). A stronger
 * scope replaces a weaker one, never the other way round. Takes a transaction too.
 */
export async function suppressHash(
  db: Executor,
  hash: string,
  reason: SuppressionReason,
  source: string,
): Promise<SuppressionScope> {
  const scope = scopeOf(reason);
  const [row] = await db
    .insert(mailSuppressions)
    .values({ emailHash: hash, scope, reason, source })
    .onConflictDoUpdate({
      target: mailSuppressions.emailHash,
      set: {
        scope: sql`CASE WHEN ${mailSuppressions.scope} = 'all' OR excluded.scope = 'all' THEN 'all' ELSE 'list' END`,
        reason: sql`CASE WHEN ${mailSuppressions.scope} = 'list' AND excluded.scope = 'all' THEN excluded.reason ELSE ${mailSuppressions.reason} END`,
        source: sql`CASE WHEN ${mailSuppressions.scope} = 'list' AND excluded.scope = 'all' THEN excluded.source ELSE ${mailSuppressions.source} END`,
        updatedAt: sql`now()`,
      },
    })
    .returning({ scope: mailSuppressions.scope });
  return row!.scope;
}

export function suppressAddress(
  db: Executor,
  email: string,
  reason: SuppressionReason,
  source: string,
): Promise<SuppressionScope> {
  return suppressHash(db, emailHash(email), reason, source);
}

/** True when a message to this recipient hash may not be sent (list mail also stops at an unsubscribe). */
export async function isSuppressed(db: Executor, hash: string, isList: boolean): Promise<boolean> {
  const [row] = await db
    .select({ scope: mailSuppressions.scope })
    .from(mailSuppressions)
    .where(and(eq(mailSuppressions.emailHash, hash), isList ? undefined : eq(mailSuppressions.scope, 'all')))
    .limit(1);
  return row !== undefined;
}
