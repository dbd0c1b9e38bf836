// Shared by API tests: point the app's database (src/server/db.ts) at the test server and build real Requests.
import type { Context } from '@netlify/functions';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { closeDb, getDb } from '../../src/server/db.ts';
import { testDatabaseUrl } from './workers.ts';

export const ORIGIN = 'http://localhost:8888';
// The site's configured origin, as the staff Origin check reads it (src/server/env.ts): requests in
// these tests come from ORIGIN's pages.
process.env.ALLOWED_ORIGINS = ORIGIN;

export function useTestDatabase() {
  process.env.DATABASE_URL = testDatabaseUrl();
  delete process.env.NETLIFY_DB_URL;
  return getDb();
}

export async function truncate(...tables: string[]) {
  await getDb().execute(sql.raw(`TRUNCATE ${tables.join(', ')} RESTART IDENTITY CASCADE`));
}

export { closeDb };

type Handler = (request: Request, context: Context) => Promise<Response>;

/** A minimal Netlify context: what our handlers read (ip, params). */
export function context(params: Record<string, string> = {}, ip = '203.0.113.7'): Context {
  return { ip, params } as unknown as Context;
}

export function jsonRequest(
  path: string,
  body: unknown,
  init: RequestInit & { headers?: Record<string, string> } = {},
) {
  return new Request(`${ORIGIN}${path}`, {
    method: 'POST',
    ...init,
    headers: { 'Content-Type': 'application/json', Origin: ORIGIN, ...init.headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

export async function call(handler: Handler, request: Request, ctx: Context = context()) {
  const response = await handler(request, ctx);
  const text = await response.text();
  let body: any = undefined;
  try {
    body = JSON.parse(text);
  } catch {
    body = text;
  }
  return { status: response.status, headers: response.headers, body };
}

/**
 * The stored version of a record (decision 0029): what a screen that loaded it sends with a save or
 * delete. An unknown id answers 1, so 404 cases still send a well-formed version.
 */
export async function versionOf(table: string, id: number | string): Promise<number> {
  const result = (await getDb().execute(
    sql`SELECT version FROM ${sql.identifier(table)} WHERE id = ${Number(id) || 0}`,
  )) as unknown as { rows: { version: number }[] };
  return result.rows[0]?.version ?? 1;
}

/** The SQL texts this process sends to Postgres while `work` runs (parameters are sent apart). */
export async function statementsDuring<T>(work: () => Promise<T>): Promise<{ result: T; statements: string[] }> {
  const statements: string[] = [];
  const original = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, config: unknown, ...rest: unknown[]) {
    statements.push(typeof config === 'string' ? config : String((config as { text?: string }).text));
    return (original as (...args: unknown[]) => unknown).call(this, config, ...rest);
  } as typeof original;
  try {
    return { result: await work(), statements };
  } finally {
    pg.Client.prototype.query = original;
  }
}
