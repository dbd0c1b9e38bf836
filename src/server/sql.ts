import type { SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

/** Runs raw SQL and returns its rows, whichever driver is underneath (both expose `.rows`). */
export async function queryRows<T extends Record<string, unknown>>(db: Pick<Database, 'execute'>, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
