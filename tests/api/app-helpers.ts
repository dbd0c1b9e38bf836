// App users for API tests that need a signed-in app user without the emailed code (decision 0038):
// an account and a token family made directly, with a valid access token.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { sha256 } from '../../src/server/app/auth.ts';
import { getDb } from '../../src/server/db.ts';
import { queryRows } from '../../src/server/sql.ts';
import { contractProblems } from './app-contract.ts';
import { call as plainCall } from './helpers.ts';

export async function createAppUser(
  email = `app-${randomBytes(4).toString('hex')}@example.org`,
): Promise<{ userId: number; accessToken: string }> {
  const db = getDb();
  const [user] = await queryRows<{ id: number }>(
    db,
    sql`INSERT INTO users (name, age, location, email) VALUES ('', 0, '', ${email}) RETURNING id`,
  );
  const [family] = await queryRows<{ id: number }>(
    db,
    sql`INSERT INTO app_token_families (user_id, created_at) VALUES (${user!.id}, now()) RETURNING id`,
  );
  const accessToken = randomBytes(32).toString('base64url');
  await db.execute(sql`INSERT INTO app_tokens (token_hash, family_id, kind, created_at, expires_at)
                       VALUES (${sha256(accessToken)}, ${family!.id}, 'access', now(), now() + interval '1 hour')`);
  return { userId: user!.id, accessToken };
}

/**
 * helpers.ts's `call`, plus the contract check (decision 0040): an answer from /api/app/v1 that the
 * OpenAPI document does not describe fails the test that got it. App tests import `call` from here.
 */
export async function call(
  handler: Parameters<typeof plainCall>[0],
  request: Request,
  ctx?: Parameters<typeof plainCall>[2],
) {
  const { method, url } = request;
  const answer = await plainCall(handler, request, ctx);
  const problems = contractProblems(method, url, answer);
  if (problems.length)
    throw new Error(`The answer breaks the app API contract (src/lib/app-openapi.ts):\n${problems.join('\n')}`);
  return answer;
}

/** The Authorization header of an app access token (none without one). */
export const bearer = (token?: string): Record<string, string> =>
  token === undefined ? {} : { Authorization: `Bearer ${token}` };

/** A token of the user's that expired a minute ago, and one of a revoked family. */
export async function deadTokens(userId: number): Promise<{ expired: string; revoked: string }> {
  const db = getDb();
  const expired = randomBytes(32).toString('base64url');
  const revoked = randomBytes(32).toString('base64url');
  const [live] = await queryRows<{ id: number }>(
    db,
    sql`INSERT INTO app_token_families (user_id, created_at) VALUES (${userId}, now()) RETURNING id`,
  );
  const [dead] = await queryRows<{ id: number }>(
    db,
    sql`INSERT INTO app_token_families (user_id, created_at, revoked_at) VALUES (${userId}, now(), now()) RETURNING id`,
  );
  await db.execute(sql`INSERT INTO app_tokens (token_hash, family_id, kind, created_at, expires_at) VALUES
    (${sha256(expired)}, ${live!.id}, 'access', now() - interval '1 hour', now() - interval '1 minute'),
    (${sha256(revoked)}, ${dead!.id}, 'access', now(), now() + interval '1 hour')`);
  return { expired, revoked };
}
