// One throwaway Postgres for the API suite, with the migrations applied once to a template database
// and one copy of it per test worker (api_1, api_2, …): the files run two at a time, each worker
// against its own database, so one file's TRUNCATE never meets another's rows.
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { runMigrations } from '../../db/migrate.ts';
import { startPostgres } from '../../scripts/support/postgres.ts';
import { API_TEST_WORKERS } from './worker-count.ts';
import { databaseNamed } from './workers.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The server's maintenance database; each worker's own is `databaseNamed(url, 'api_<pool id>')`. */
    databaseUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const postgres = await startPostgres();
  const admin = new pg.Client({ connectionString: postgres.url });
  await admin.connect();
  try {
    await admin.query('CREATE DATABASE api_template');
    await runMigrations(databaseNamed(postgres.url, 'api_template'));
    for (let worker = 1; worker <= API_TEST_WORKERS; worker++) {
      await admin.query(`CREATE DATABASE api_${worker} TEMPLATE api_template`);
    }
  } finally {
    await admin.end();
  }
  project.provide('databaseUrl', postgres.url);
  return () => postgres.stop();
}
