import type { TestProject } from 'vitest/node';
import { runMigrations } from '../../db/migrate.ts';
import { startPostgres } from '../../scripts/support/postgres.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const postgres = await startPostgres();
  await runMigrations(postgres.url);
  project.provide('databaseUrl', postgres.url);
  return () => postgres.stop();
}
