// A real SMTP server on loopback that keeps every message it receives: `npm start` runs one so the
// app's mail goes somewhere staff can read (the local mailbox view), and the API and e2e tests use
// the same one instead of a mock transport. Messages are kept on disk when given a folder (one raw
// `.eml` and one parsed `.json` per message), so they survive restarts and other processes (a test
// worker, the mailbox view) can read them with `readMailbox`.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { simpleParser, type AddressObject } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** Sortable by arrival. */
  id: string;
  receivedAt: string;
  /** The SMTP envelope (who the transport sent it to, Bcc included). */
  envelope: { from: string | null; to: string[] };
  messageId: string | null;
  from: string;
  to: string;
  replyTo: string | null;
  subject: string;
  text: string | null;
  html: string | null;
  /** Every header, lower-cased name → unfolded value (the last one when repeated). */
  headers: Record<string, string>;
  /** MIME types of the message's parts, in order (e.g. text/plain, text/html). */
  parts: string[];
}

export interface LocalSmtpServer {
  host: string;
  port: number;
  /** `smtp://127.0.0.1:<port>`: what SMTP_URL is set to. */
  url: string;
  /** The folder the messages are kept in (null: memory only). */
  dir: string | null;
  messages(): ReceivedMail[];
  /** The messages whose envelope names `to`, waiting until there are at least `count`. */
  waitFor(to: string, options?: { count?: number; timeoutMs?: number }): Promise<ReceivedMail[]>;
  stop(): Promise<void>;
}

export interface SmtpServerOptions {
  host?: string;
  /** 0 (default) takes a free port. */
  port?: number;
  /** Keep messages in this folder (and load the ones already there). */
  dir?: string;
}

const addressText = (value: AddressObject | AddressObject[] | undefined) =>
  Array.isArray(value) ? value.map((item) => item.text).join(', ') : (value?.text ?? '');

function mimeParts(raw: string): string[] {
  return [...raw.matchAll(/^content-type:\s*([a-z]+\/[a-z0-9.+-]+)/gim)]
    .map((match) => match[1]!.toLowerCase())
    .filter((type) => !type.startsWith('multipart/'));
}

export async function parseMail(
  raw: Buffer,
  envelope: ReceivedMail['envelope'],
  id: string,
  receivedAt: string,
): Promise<ReceivedMail> {
  const parsed = await simpleParser(raw);
  const headers: Record<string, string> = {};
  for (const { key, line } of parsed.headerLines)
    headers[key.toLowerCase()] = line
      .slice(line.indexOf(':') + 1)
      .replace(/\r?\n[ \t]+/g, ' ')
      .trim();
  return {
    id,
    receivedAt,
    envelope,
    messageId: parsed.messageId ?? null,
    from: addressText(parsed.from),
    to: addressText(parsed.to),
    replyTo: parsed.replyTo ? addressText(parsed.replyTo) : null,
    subject: parsed.subject ?? '',
    text: parsed.text ?? null,
    html: typeof parsed.html === 'string' ? parsed.html : null,
    headers,
    parts: mimeParts(raw.toString('utf8')),
  };
}

/** The messages kept in `dir`, oldest first (for processes other than the server's own). */
export function readMailbox(dir: string): ReceivedMail[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json') && file !== 'server.json')
    .sort()
    .map((file) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as ReceivedMail);
}

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Polls `list` until it has `count` messages to `to`. */
export async function waitForMail(
  list: () => ReceivedMail[],
  to: string,
  { count = 1, timeoutMs = 15_000 } = {},
): Promise<ReceivedMail[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = list().filter((mail) => mail.envelope.to.some((address) => sameAddress(address, to)));
    if (found.length >= count) return found;
    if (Date.now() > deadline)
      throw new Error(`Expected ${count} message(s) to ${to} within ${timeoutMs} ms, got ${found.length}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

let sequence = 0;

export async function startSmtpServer({
  host = '127.0.0.1',
  port = 0,
  dir,
}: SmtpServerOptions = {}): Promise<LocalSmtpServer> {
  const messages: ReceivedMail[] = dir ? readMailbox(dir) : [];
  if (dir) mkdirSync(dir, { recursive: true });

  const server = new SMTPServer({
    // Loopback only, for this machine's own processes: no TLS, no authentication.
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    size: 25 * 1024 * 1024,
    // Stopping does not wait long for clients that keep a pooled connection open.
    closeTimeout: 1000,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        const receivedAt = new Date().toISOString();
        const id = `${receivedAt.replace(/[-:.TZ]/g, '')}-${String(++sequence).padStart(6, '0')}-${randomBytes(3).toString('hex')}`;
        const envelope = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : null,
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
        };
        parseMail(raw, envelope, id, receivedAt)
          .then((mail) => {
            if (dir) {
              writeFileSync(join(dir, `${id}.eml`), raw);
              // Written whole, then renamed: a reader never sees half a file.
              writeFileSync(join(dir, `${id}.json.tmp`), JSON.stringify(mail));
              renameSync(join(dir, `${id}.json.tmp`), join(dir, `${id}.json`));
            }
            messages.push(mail);
            callback(null, `Ok: queued as ${id}`);
          })
          .catch((error: Error) => callback(error));
      });
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  server.on('error', (error) => console.error('[smtp] server error:', error.message));
  const actualPort = (server.server.address() as AddressInfo).port;

  return {
    host,
    port: actualPort,
    url: `smtp://${host}:${actualPort}`,
    dir: dir ?? null,
    messages: () => [...messages],
    waitFor: (to, options) => waitForMail(() => messages, to, options),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
