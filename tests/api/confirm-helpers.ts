// Confirming a sign-up in API tests without reading mail: a fresh confirmation token for the record
// (stored as the sign-up's own would be), then the real POST /api/confirm. The mail path itself is
// tested in tests/api/double-opt-in.test.ts with the real SMTP server.
import { sql } from 'drizzle-orm';
import confirm from '../../functions/confirm.mts';
import { emailIdentity } from '../../src/lib/contact-identity.ts';
import { API } from '../../src/lib/routes.ts';
import { getDb } from '../../src/server/db.ts';
import { newEmailToken } from '../../src/server/repositories/email-tokens.ts';
import { call, jsonRequest } from './helpers.ts';

export async function confirmByEmail(email: string, ownerToken?: string) {
  const { token, hash } = newEmailToken();
  await getDb().execute(sql`
    INSERT INTO email_tokens (token_hash, purpose, signup_id, email_hash, expires_at)
    SELECT ${hash}, 'confirm', id, 'test', now() + interval '1 day' FROM launch_signups WHERE email_key = ${emailIdentity(email)}`);
  return call(confirm, jsonRequest(API.confirm, { token, ...(ownerToken ? { ownerToken } : {}) }));
}
