// Applies drizzle-kit's generated migrations (db/migrations) to a database. `npm run db:migrate`
// (scripts/migrate.ts) runs it against the configured database.
import { fileURLToPath } from 'node:url';
import { migrate as migrateNeon } from 'drizzle-orm/neon-serverless/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { createDatabase, isNeonHost } from './client.ts';

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

/** Applies the migrations to the database at `url` (callers read it from src/server/env.ts or their own setup). */
export async function runMigrations(url: string): Promise<void> {
  const connection = createDatabase(url, { queryTimeoutMs: 0 });
  try {
    const migrate = (isNeonHost(url) ? migrateNeon : migratePg) as (
      db: unknown,
      config: { migrationsFolder: string },
    ) => Promise<void>;
    await migrate(connection.db, { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await connection.close();
  }
}
