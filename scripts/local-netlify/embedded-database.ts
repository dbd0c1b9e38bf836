// The embedded database of `npm start`, `npm run dev` and the staff commands: the Netlify DB
// emulation's own parts (PGlite, a real Postgres build, served over the Postgres wire protocol by
// pg-gateway, persisted in a folder; the same as @netlify/database-dev's NetlifyDB, and the same
// files on disk), with a session gate in front.
//
// Why the gate (docs/decisions/0033-embedded-database-session-gate.md): PGlite is ONE Postgres
// session. The emulation hands every connection's messages to that session as they arrive, so two
// requests' transactions interleave: one request's statements run inside another's transaction, a
// savepoint vanishes under someone else's ROLLBACK, and rows are lost (50 concurrent sign-ups lost
// most of theirs). The gate gives the session to one connection at a time, from its first message
// until the session is idle again (ReadyForQuery 'I' after a Sync or a simple Query): a whole
// transaction, or one autocommit statement, runs alone. Every other connection waits its turn.
import { mkdir } from 'node:fs/promises';
import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { PGlite } from '@electric-sql/pglite';
import { fromNodeSocket } from 'pg-gateway/node';

/** A connection that holds the session inside a transaction and says nothing for this long loses it. */
export const IDLE_IN_TRANSACTION_MS = 15_000;

const MESSAGE = { query: 0x51, sync: 0x53, functionCall: 0x46, terminate: 0x58, readyForQuery: 0x5a } as const;
const IDLE = 0x49; // 'I'

/** A FIFO lock: the session belongs to one connection at a time, in the order they asked. */
class SessionLock {
  #held = false;
  #waiting: Array<() => void> = [];

  acquire(): Promise<void> {
    if (!this.#held) {
      this.#held = true;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.#waiting.push(resolve));
  }

  release(): void {
    const next = this.#waiting.shift();
    if (next) next();
    else this.#held = false;
  }

  get queued(): number {
    return this.#waiting.length;
  }
}

/** The transaction status of the last ReadyForQuery in a backend reply, or null if it has none. */
export function lastReadyForQueryStatus(reply: Uint8Array): number | null {
  let status: number | null = null;
  const view = new DataView(reply.buffer, reply.byteOffset, reply.byteLength);
  for (let offset = 0; offset + 5 <= reply.byteLength;) {
    const type = reply[offset];
    const length = view.getInt32(offset + 1);
    if (length < 4) break;
    if (type === MESSAGE.readyForQuery && length === 5) status = reply[offset + 5] ?? null;
    offset += 1 + length;
  }
  return status;
}

function queryMessage(sql: string): Uint8Array {
  const text = new TextEncoder().encode(`${sql}\0`);
  const message = new Uint8Array(5 + text.byteLength);
  message[0] = MESSAGE.query;
  new DataView(message.buffer).setInt32(1, 4 + text.byteLength);
  message.set(text, 5);
  return message;
}

const SYNC = Uint8Array.of(MESSAGE.sync, 0, 0, 0, 4);

interface ConnectionState {
  socket: Socket;
  holding: boolean;
  closed: boolean;
  /** The message being handled (waiting for the session or running), so closing waits for it. */
  busy: Promise<unknown>;
  idleTimer: NodeJS.Timeout | undefined;
}

export interface EmbeddedDatabaseOptions {
  /** Folder of the database files (`.netlify/db` by default, where the emulation keeps them). */
  directory: string;
  /** 0 picks a free port. */
  port?: number;
  /** How long a connection may hold the session idle inside a transaction (IDLE_IN_TRANSACTION_MS). */
  idleInTransactionMs?: number;
  log?: (line: string) => void;
}

export class EmbeddedDatabase {
  readonly #options: EmbeddedDatabaseOptions;
  readonly #lock = new SessionLock();
  readonly #connections = new Set<ConnectionState>();
  #db: PGlite | undefined;
  #server: Server | undefined;

  constructor(options: EmbeddedDatabaseOptions) {
    this.#options = options;
  }

  /** Starts the database and answers its connection string. */
  async start(): Promise<string> {
    await mkdir(this.#options.directory, { recursive: true });
    this.#db = await PGlite.create(this.#options.directory);
    const server = createServer((socket) => this.#accept(socket));
    this.#server = server;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.#options.port ?? 0, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
    const { port } = server.address() as AddressInfo;
    return `postgres://postgres@127.0.0.1:${port}/postgres`;
  }

  /** Connections waiting for the session right now (for the benches' reports). */
  get waiting(): number {
    return this.#lock.queued;
  }

  async stop(): Promise<void> {
    for (const connection of this.#connections) connection.socket.destroy();
    await Promise.allSettled([...this.#connections].map((connection) => connection.busy));
    await new Promise<void>((resolve) => (this.#server ? this.#server.close(() => resolve()) : resolve()));
    await this.#db?.close();
    this.#db = undefined;
  }

  #accept(socket: Socket) {
    const db = this.#db;
    if (!db) return void socket.destroy();
    // The extended protocol answers each message on its own; with Nagle's algorithm each of those
    // small writes waits for the client's delayed ACK (~40 ms a statement).
    socket.setNoDelay(true);
    const connection: ConnectionState = {
      socket,
      holding: false,
      closed: false,
      busy: Promise.resolve(),
      idleTimer: undefined,
    };
    this.#connections.add(connection);
    socket.on('close', () => {
      connection.closed = true;
      clearTimeout(connection.idleTimer);
      this.#connections.delete(connection);
      // A connection that goes away holding the session (mid-transaction, or between the messages
      // of an extended query) leaves it as it was: end that work before the next connection runs.
      connection.busy = connection.busy.then(() => this.#abandon(db, connection));
    });
    fromNodeSocket(socket, {
      serverVersion: '16.3 (NetlifyDB/pglite)',
      auth: { method: 'trust' },
      onMessage: (data, { isAuthenticated }) => {
        // Startup and authentication are answered by pg-gateway itself; they never touch the session.
        if (!isAuthenticated) return undefined;
        // Terminate: pg-gateway closes the socket; the close handler ends any open transaction.
        if (data[0] === MESSAGE.terminate) return undefined;
        const run = this.#run(db, connection, data);
        connection.busy = run.catch(() => undefined);
        return run;
      },
    }).catch((error: unknown) => {
      if (error instanceof Error && /ECONNRESET|EPIPE/.test(error.message)) return;
      this.#options.log?.(`[db] connection error: ${error instanceof Error ? error.message : String(error)}`);
    });
  }

  async #run(db: PGlite, connection: ConnectionState, message: Uint8Array): Promise<Uint8Array | undefined> {
    clearTimeout(connection.idleTimer);
    if (!connection.holding) {
      await this.#lock.acquire();
      connection.holding = true;
    }
    if (connection.closed) return undefined; // the close handler ends what it started and releases
    const reply = await db.execProtocolRaw(message);
    const endsACycle =
      message[0] === MESSAGE.query || message[0] === MESSAGE.sync || message[0] === MESSAGE.functionCall;
    if (endsACycle && lastReadyForQueryStatus(reply) === IDLE) {
      connection.holding = false;
      this.#lock.release();
    } else {
      const idleMs = this.#options.idleInTransactionMs ?? IDLE_IN_TRANSACTION_MS;
      connection.idleTimer = setTimeout(() => {
        this.#options.log?.(
          `[db] a connection held the embedded database idle in a transaction for ${idleMs / 1000} s; closing it (its transaction is rolled back)`,
        );
        connection.socket.destroy();
      }, idleMs);
      connection.idleTimer.unref();
    }
    return reply;
  }

  async #abandon(db: PGlite, connection: ConnectionState) {
    if (!connection.holding) return;
    try {
      // Sync ends an unfinished extended query; ROLLBACK ends the transaction if one is open.
      const status = lastReadyForQueryStatus(await db.execProtocolRaw(SYNC));
      if (status !== IDLE) await db.execProtocolRaw(queryMessage('ROLLBACK'));
    } catch (error) {
      this.#options.log?.(
        `[db] could not roll back an abandoned transaction: ${error instanceof Error ? error.message : String(error)}`,
      );
    } finally {
      connection.holding = false;
      this.#lock.release();
    }
  }
}
