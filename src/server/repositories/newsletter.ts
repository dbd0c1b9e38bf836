import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { queryRows } from '../sql.ts';

/** Subscribes an email; a repeat re-activates the existing subscription. Returns whether it is new. */
export async function subscribeToNewsletter(db: Database, email: string): Promise<{ created: boolean }> {
  const [row] = await queryRows<{ created: boolean }>(
    db,
    sql`
      INSERT INTO newsletter_subscriptions (email) VALUES (${email})
      ON CONFLICT ((lower(email))) DO UPDATE SET is_active = true
      RETURNING (xmax = 0) AS created`,
  );
  return { created: Boolean(row?.created) };
}
