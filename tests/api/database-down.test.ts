import { afterAll, describe, expect, it } from 'vitest';
import { createServer } from 'node:net';
import newsletter from '../../functions/newsletter.mts';
import { sql } from 'drizzle-orm';
import { createDatabase } from '../../db/client.ts';
import { isDatabaseUnavailable } from '../../src/server/http.ts';
import { call, closeDb, jsonRequest } from './helpers.ts';
import { API } from '../../src/lib/routes.ts';
import { testDatabaseUrl } from './workers.ts';

afterAll(() => closeDb());

async function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 1));
    });
  });
}

describe('when the database cannot be reached', () => {
  it('answers 503 JSON within 5 seconds', async () => {
    process.env.DATABASE_URL = `postgres://postgres@127.0.0.1:${await closedPort()}/postgres`;
    delete process.env.NETLIFY_DB_URL;
    const started = Date.now();
    const response = await call(newsletter, jsonRequest(API.newsletter, { email: 'down@example.com' }));
    expect(response.status).toBe(503);
    expect(response.body.error).toMatch(/temporarily unavailable/);
    expect(response.headers.get('retry-after')).toBe('30');
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('answers 503 when no database is configured at all', async () => {
    delete process.env.DATABASE_URL;
    delete process.env.NETLIFY_DB_URL;
    const response = await call(newsletter, jsonRequest(API.newsletter, { email: 'none@example.com' }));
    expect(response.status).toBe(503);
  });

  it('answers 503 within 5 seconds when the server accepts but never answers', async () => {
    const silent = createServer(() => undefined).listen(0, '127.0.0.1');
    await new Promise((r) => silent.once('listening', r));
    const address = silent.address();
    process.env.DATABASE_URL = `postgres://postgres@127.0.0.1:${typeof address === 'object' && address ? address.port : 1}/postgres`;
    const started = Date.now();
    const response = await call(newsletter, jsonRequest(API.newsletter, { email: 'hang@example.com' }));
    silent.close();
    expect(response.status).toBe(503);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('gives up on a query that hangs after connecting, in time for a 503', async () => {
    const { db, close } = createDatabase(testDatabaseUrl());
    const started = Date.now();
    const error = await db.execute(sql`SELECT pg_sleep(8)`).then(
      () => null,
      (e: unknown) => e,
    );
    await close();
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(Date.now() - started).toBeLessThan(5000);
  });
});
