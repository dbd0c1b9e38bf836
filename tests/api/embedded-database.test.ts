// The embedded database (the Netlify DB emulation's PGlite behind the session gate of
// scripts/local-netlify/embedded-database.ts) keeps concurrent transactions apart, the way a real
// Postgres does. The control case shows why the gate exists: the emulation as @netlify/database-dev
// ships it lets one connection's ROLLBACK undo another connection's work.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { NetlifyDB } from '@netlify/database-dev';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EmbeddedDatabase, lastReadyForQueryStatus } from '../../scripts/local-netlify/embedded-database.ts';

const folders: string[] = [];
function freshFolder() {
  const folder = mkdtempSync(join(tmpdir(), 'thawab-embedded-'));
  folders.push(folder);
  return folder;
}
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

async function client(url: string) {
  const connection = new pg.Client({ connectionString: url });
  await connection.connect();
  return connection;
}

/**
 * A commits 1 and 3 around B, which starts its own transaction, inserts 2 and rolls back while A's
 * transaction is open. On a real Postgres (and through the gate) the table ends with 1 and 3.
 */
async function interleave(url: string): Promise<number[]> {
  const setup = await client(url);
  await setup.query('CREATE TABLE IF NOT EXISTS interleave (x int)');
  await setup.query('TRUNCATE interleave');
  await setup.end();
  const a = await client(url);
  const b = await client(url);
  try {
    await a.query('BEGIN');
    await a.query('INSERT INTO interleave VALUES (1)');
    const other = (async () => {
      await b.query('BEGIN');
      await b.query('INSERT INTO interleave VALUES (2)');
      await b.query('ROLLBACK');
    })();
    // Give B every chance to run inside A's transaction before A goes on.
    await sleep(100);
    await a.query('INSERT INTO interleave VALUES (3)');
    await a.query('COMMIT');
    await other;
    const { rows } = await a.query<{ x: number }>('SELECT x FROM interleave ORDER BY x');
    return rows.map((row) => row.x);
  } finally {
    await a.end();
    await b.end();
  }
}

describe('the emulation as shipped (no gate)', () => {
  it('lets a second connection roll back the first one’s transaction: the reason for the gate', async () => {
    const db = new NetlifyDB({ directory: freshFolder(), logger: () => undefined });
    const url = await db.start();
    try {
      expect(await interleave(url)).not.toEqual([1, 3]);
    } finally {
      await db.stop();
    }
  });
});

describe('the embedded database behind the session gate', () => {
  let database: EmbeddedDatabase;
  let url: string;
  const log: string[] = [];

  beforeAll(async () => {
    database = new EmbeddedDatabase({
      directory: freshFolder(),
      idleInTransactionMs: 1_000,
      log: (line) => log.push(line),
    });
    url = await database.start();
  });
  afterAll(() => database.stop());

  it('keeps two interleaved transactions apart', async () => {
    expect(await interleave(url)).toEqual([1, 3]);
  });

  it('runs 50 concurrent transactions with savepoints over a pool without losing one', async () => {
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    try {
      await pool.query('CREATE TABLE signups (email text PRIMARY KEY, tries int NOT NULL DEFAULT 1)');
      const emails = Array.from({ length: 10 }, (_, index) => `person${index}@example.com`);
      // The shape of the waitlist's sign-up: insert under a savepoint, and on a duplicate roll back
      // to it and update instead.
      const outcomes = await Promise.allSettled(
        Array.from({ length: 50 }, async (_, index) => {
          const connection = await pool.connect();
          try {
            await connection.query('BEGIN');
            await connection.query('SAVEPOINT insert_signup');
            try {
              await connection.query('INSERT INTO signups (email) VALUES ($1)', [emails[index % 10]]);
            } catch {
              await connection.query('ROLLBACK TO SAVEPOINT insert_signup');
              await connection.query('UPDATE signups SET tries = tries + 1 WHERE email = $1', [emails[index % 10]]);
            }
            await connection.query('COMMIT');
          } finally {
            connection.release();
          }
        }),
      );
      expect(outcomes.filter((outcome) => outcome.status === 'rejected')).toEqual([]);
      const { rows } = await pool.query<{ email: string; tries: number }>(
        'SELECT email, tries FROM signups ORDER BY email',
      );
      expect(rows.map((row) => row.email)).toEqual([...emails].sort());
      expect(rows.map((row) => row.tries)).toEqual(Array(10).fill(5));
    } finally {
      await pool.end();
    }
  });

  it('rolls back the transaction of a connection that goes away, and serves the next one', async () => {
    const setup = await client(url);
    await setup.query('CREATE TABLE abandoned (x int)');
    const leaving = await client(url);
    leaving.on('error', () => undefined);
    await leaving.query('BEGIN');
    await leaving.query('INSERT INTO abandoned VALUES (9)');
    // The socket drops without COMMIT or ROLLBACK (a crashed function, a killed process).
    (leaving as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
    const { rows } = await setup.query<{ count: string }>('SELECT count(*) FROM abandoned');
    expect(Number(rows[0]?.count)).toBe(0);
    // The session is not left inside a transaction: this statement commits on its own.
    await setup.query('INSERT INTO abandoned VALUES (1)');
    const reader = await client(url);
    const after = await reader.query<{ count: string }>('SELECT count(*) FROM abandoned');
    expect(Number(after.rows[0]?.count)).toBe(1);
    await Promise.all([setup.end(), reader.end()]);
  });

  it('takes the session back from a connection idle inside a transaction', async () => {
    const idle = await client(url);
    idle.on('error', () => undefined);
    await idle.query('BEGIN');
    await idle.query('CREATE TABLE never_committed (x int)');
    const other = await client(url);
    // Waits for the idle limit (1 s here), then runs outside the abandoned transaction.
    const { rows } = await other.query<{ name: string | null }>("SELECT to_regclass('never_committed')::text AS name");
    expect(rows[0]?.name).toBeNull();
    expect(log.some((line) => line.includes('idle in a transaction'))).toBe(true);
    await other.end();
  });
});

describe('lastReadyForQueryStatus', () => {
  it('reads the status of the last ReadyForQuery among a reply’s messages', () => {
    const commandComplete = [0x43, 0, 0, 0, 10, ...new TextEncoder().encode('BEGIN'), 0];
    const ready = (status: string) => [0x5a, 0, 0, 0, 5, status.charCodeAt(0)];
    expect(lastReadyForQueryStatus(Uint8Array.from([...commandComplete, ...ready('T')]))).toBe('T'.charCodeAt(0));
    expect(lastReadyForQueryStatus(Uint8Array.from([...ready('T'), ...ready('I')]))).toBe('I'.charCodeAt(0));
    expect(lastReadyForQueryStatus(Uint8Array.from(commandComplete))).toBeNull();
  });
});
