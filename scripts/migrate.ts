// `npm run db:migrate` (and the first step of `npm run build`): applies db/migrations to the
// configured database (NETLIFY_DB_URL or DATABASE_URL, read through src/server/env.ts).
import { runMigrations } from '../db/migrate.ts';
import { configuredDatabaseUrl } from '../src/server/env.ts';

const url = configuredDatabaseUrl();
if (!url) {
  // `--if-configured`: a build without a database (e.g. a first deploy) still builds, using the
  // built-in blog posts, instead of failing.
  if (process.argv.includes('--if-configured')) {
    console.warn('[db] no NETLIFY_DB_URL or DATABASE_URL: skipping migrations');
    process.exit(0);
  }
  console.error('[db] no database configured: set NETLIFY_DB_URL (Netlify DB) or DATABASE_URL (any Postgres).');
  process.exit(1);
}
runMigrations(url)
  .then(() => console.log('[db] migrations applied'))
  .catch((error: unknown) => {
    console.error('[db] migration failed:', error instanceof Error ? error.message : error);
    process.exit(1);
  });
