// Applies drizzle-kit's generated migrations (db/migrations) to the configured database.
import { fileURLToPath } from 'node:url';
import { migrate as migrateNeon } from 'drizzle-orm/neon-serverless/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { createDatabase, databaseUrl, isNeonHost } from './client.ts';

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

export async function runMigrations(url: string = databaseUrl()): Promise<void> {
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

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  // `--if-configured`: a build without a database (e.g. a first deploy) still builds, using the
  // built-in blog posts, instead of failing.
  if (process.argv.includes('--if-configured') && !process.env.NETLIFY_DB_URL && !process.env.DATABASE_URL) {
    console.warn('[db] no NETLIFY_DB_URL or DATABASE_URL: skipping migrations');
    process.exit(0);
  }
  runMigrations()
    .then(() => console.log('[db] migrations applied'))
    .catch((error: unknown) => {
      console.error('[db] migration failed:', error instanceof Error ? error.message : error);
      process.exit(1);
    });
}
