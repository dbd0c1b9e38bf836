import { defineConfig } from 'drizzle-kit';
import { configuredDatabaseUrl } from './src/server/env.ts';

export default defineConfig({
  dialect: 'postgresql',
  schema: './db/schema.ts',
  out: './db/migrations',
  // Only `drizzle-kit migrate/push/studio` connect; `generate` works without a database.
  dbCredentials: { url: configuredDatabaseUrl() ?? '' },
});
