// Mail against a real Postgres and a real SMTP server (scripts/support/smtp-server.ts): the outbox
// is transactional and idempotent, the worker delivers exactly what was committed with both parts
// and the right headers, retries with backoff when the transport is down, respects the
// suppression list, survives a crash between the transport's accept and the mark (at-least-once
// with the same Message-ID: the recipient has one distinct message), never sends a row twice under
// concurrent workers; and the provider webhook is authenticated.
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { createDatabase } from '../../db/client.ts';
import handler from '../../functions/mail-events.mts';
import deliverMailFunction from '../../functions/scheduled-deliver-mail.mts';
import { API } from '../../src/lib/routes.ts';
import { emailHash } from '../../src/server/mail/address.ts';
import { renderEmail } from '../../src/server/mail/message.ts';
import { deliverSoon, enqueueMail, type EnqueueMail } from '../../src/server/mail/outbox.ts';
import { suppressAddress } from '../../src/server/mail/suppressions.ts';
import { smtpTransport } from '../../src/server/mail/transport.ts';
import { MAIL_SIGNATURE_HEADER, signMailEvent } from '../../src/server/mail/webhook.ts';
import { MAIL_DELIVERY, deliverDueMail } from '../../src/server/mail/worker.ts';
import { queryRows } from '../../src/server/sql.ts';
import { startSmtpServer, type LocalSmtpServer } from '../../scripts/support/smtp-server.ts';
import { killMailWorkerAfterAccept } from './support/mail-worker.ts';
import { call, closeDb, context, jsonRequest, ORIGIN, truncate, useTestDatabase } from './helpers.ts';
import { testDatabaseUrl } from './workers.ts';

const db = useTestDatabase();
const SECRET = 'test-webhook-secret-0123456789-abcdefghij';
let smtp: LocalSmtpServer;

beforeAll(async () => {
  smtp = await startSmtpServer();
  process.env.SMTP_URL = smtp.url;
});

afterAll(async () => {
  delete process.env.SMTP_URL;
  delete process.env.MAIL_WEBHOOK_SECRET;
  await smtp.stop();
  await closeDb();
});

beforeEach(() => truncate('mail_outbox', 'mail_suppressions'));
afterEach(() => {
  delete process.env.MAIL_WEBHOOK_SECRET;
});

let counter = 0;
/** A message to a fresh address (the SMTP server keeps every test's mail). */
function message(overrides: Partial<EnqueueMail> = {}): EnqueueMail & { to: string } {
  const n = ++counter;
  const rendered = renderEmail({
    heading: `Hello ${n}`,
    paragraphs: ['Salaam & welcome <friend>.'],
    action: { label: 'Open', url: 'https://thawab.app/x' },
  });
  return {
    kind: 'test',
    to: `reader${n}-${Date.now()}@example.org`,
    subject: `Test message ${n}`,
    ...rendered,
    idempotencyKey: `test:${n}:${Date.now()}`,
    ...overrides,
  } as EnqueueMail & { to: string };
}

const outbox = () =>
  queryRows<{
    id: string;
    status: string;
    attempts: number;
    next_attempt_at: string;
    last_error: string | null;
    message_id: string;
    sent_at: string | null;
    to_address: string;
  }>(
    db,
    sql`SELECT id, status, attempts, next_attempt_at, last_error, message_id, sent_at, to_address FROM mail_outbox ORDER BY id`,
  );

const received = (to: string) => smtp.messages().filter((mail) => mail.envelope.to.includes(to));

describe('the outbox', () => {
  it('stores nothing, and sends nothing, when the causing transaction rolls back', async () => {
    const mail = message();
    await expect(
      db.transaction(async (tx) => {
        await enqueueMail(tx, mail);
        throw new Error('the cause failed');
      }),
    ).rejects.toThrow('the cause failed');
    expect(await outbox()).toEqual([]);
    expect(await deliverDueMail(db)).toEqual({ sent: 0, retrying: 0, failed: 0, suppressed: 0 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(received(mail.to)).toEqual([]);
  });

  it('stores one message for one idempotency key, however often the cause enqueues it', async () => {
    const mail = message();
    const first = await db.transaction((tx) => enqueueMail(tx, mail));
    const second = await db.transaction((tx) => enqueueMail(tx, { ...mail, subject: 'A different subject' }));
    expect(first.created).toBe(true);
    expect(second).toEqual({ id: first.id, created: false, dropped: false });
    expect((await outbox()).length).toBe(1);
    expect(await deliverDueMail(db)).toMatchObject({ sent: 1 });
    expect(await deliverDueMail(db)).toMatchObject({ sent: 0 });
    await smtp.waitFor(mail.to);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(received(mail.to).map((m) => m.subject)).toEqual([mail.subject]);
  });

  it('refuses a message that is not one: bad address, a subject with a line break, an unsubscribe URL that is not a web link', async () => {
    await expect(enqueueMail(db, message({ to: 'not an address' }))).rejects.toThrow();
    await expect(enqueueMail(db, message({ subject: 'Hi\r\nBcc: victim@example.org' }))).rejects.toThrow(/one line/);
    await expect(enqueueMail(db, message({ listUnsubscribeUrl: 'javascript:alert(1)' }))).rejects.toThrow();
    expect(await outbox()).toEqual([]);
  });
});

describe('delivery', () => {
  it('sends exactly one message with both parts, the sender, the stored Message-ID and, for list mail, the RFC 8058 headers', async () => {
    const transactional = message();
    const list = message({ kind: 'newsletter', listUnsubscribeUrl: 'https://thawab.app/unsubscribe?token=abc' });
    await db.transaction(async (tx) => {
      await enqueueMail(tx, transactional);
      await enqueueMail(tx, list);
    });
    expect(await deliverDueMail(db)).toEqual({ sent: 2, retrying: 0, failed: 0, suppressed: 0 });
    const rows = await outbox();
    expect(rows.map((row) => row.status)).toEqual(['sent', 'sent']);

    const [plain] = await smtp.waitFor(transactional.to);
    expect(received(transactional.to)).toHaveLength(1);
    expect(plain!.parts).toEqual(['text/plain', 'text/html']);
    expect(plain!.text).toContain('Salaam & welcome <friend>.');
    expect(plain!.html).toContain('Salaam &amp; welcome &lt;friend&gt;.');
    expect(plain!.headers.from).toBe('Thawab <hello@thawab.app>');
    expect(plain!.messageId).toBe(rows[0]!.message_id);
    expect(plain!.messageId).toMatch(/^<[0-9a-f]{40}@thawab\.app>$/);
    expect(plain!.headers['list-unsubscribe']).toBeUndefined();

    const [news] = await smtp.waitFor(list.to);
    expect(news!.headers['list-unsubscribe']).toBe('<https://thawab.app/unsubscribe?token=abc>');
    expect(news!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(news!.messageId).toBe(rows[1]!.message_id);
  });

  it('delivers right after the enqueuing transaction commits (deliverSoon, in the function’s waitUntil)', async () => {
    const mail = message();
    const { id } = await db.transaction((tx) => enqueueMail(tx, mail));
    const waited: Promise<unknown>[] = [];
    await deliverSoon({ waitUntil: (promise) => void waited.push(promise) }, [id]);
    expect(waited).toHaveLength(1);
    expect(received(mail.to)).toHaveLength(1);
    expect((await outbox())[0]!.status).toBe('sent');
  });

  it('the scheduled function delivers what is due', async () => {
    const mail = message();
    await enqueueMail(db, mail);
    const response = await call(
      deliverMailFunction,
      new Request('http://localhost/.netlify/functions/scheduled-deliver-mail', { method: 'POST', body: '{}' }),
    );
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ sent: 1, retrying: 0, failed: 0, suppressed: 0, started: [], stored: 0 });
    await smtp.waitFor(mail.to);
  });

  it('without SMTP_URL nothing is claimed: messages wait in the outbox', async () => {
    await enqueueMail(db, message());
    const url = process.env.SMTP_URL;
    delete process.env.SMTP_URL;
    try {
      expect(await deliverDueMail(db)).toMatchObject({ sent: 0, skipped: expect.stringMatching(/SMTP_URL/) });
    } finally {
      process.env.SMTP_URL = url;
    }
    expect((await outbox())[0]).toMatchObject({ status: 'pending', attempts: 0 });
  });

  it('when the transport is down: retried after 30 s, then 60 s, delivered once it is back; failed with the last error after the last attempt', async () => {
    // A port where nothing listens: a server started and stopped.
    const down = await startSmtpServer();
    const port = down.port;
    await down.stop();
    const transports: ReturnType<typeof smtpTransport>[] = [];
    // A pooled transport keeps its connection open: each is closed at the end (as the worker does with its own).
    const transport = () => transports[transports.push(smtpTransport(`smtp://127.0.0.1:${port}`)) - 1]!;
    onTestFinished(() => transports.forEach((t) => t.close()));
    const mail = message();
    await enqueueMail(db, mail);

    // A worker run a second after the enqueue: the row's due time (Postgres' now(), in microseconds)
    // can fall later than Date.now() within the same millisecond.
    const t0 = Date.now() + 1_000;
    expect(await deliverDueMail(db, { transport: transport(), now: () => new Date(t0) })).toMatchObject({
      sent: 0,
      retrying: 1,
    });
    let [row] = await outbox();
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row!.last_error).toMatch(/ECONNREFUSED/);
    expect(new Date(row!.next_attempt_at).getTime()).toBe(t0 + 30_000);

    // Not due yet: nothing is tried.
    expect(await deliverDueMail(db, { transport: transport(), now: () => new Date(t0 + 29_000) })).toMatchObject({
      retrying: 0,
      sent: 0,
    });
    expect(await deliverDueMail(db, { transport: transport(), now: () => new Date(t0 + 30_000) })).toMatchObject({
      retrying: 1,
    });
    [row] = await outbox();
    expect(row).toMatchObject({ status: 'pending', attempts: 2 });
    expect(new Date(row!.next_attempt_at).getTime()).toBe(t0 + 30_000 + 60_000);

    // The server is back on the same port.
    const back = await startSmtpServer({ port });
    try {
      expect(await deliverDueMail(db, { transport: transport(), now: () => new Date(t0 + 90_000) })).toMatchObject({
        sent: 1,
      });
      await back.waitFor(mail.to);
      expect(back.messages()).toHaveLength(1);
    } finally {
      transports.forEach((t) => t.close());
      await back.stop();
    }
    [row] = await outbox();
    expect(row).toMatchObject({ status: 'sent', attempts: 3, last_error: null });

    // A message that keeps failing ends `failed` after MAIL_DELIVERY.maxAttempts, with the last error.
    const doomed = message();
    await enqueueMail(db, doomed);
    await db.execute(
      sql`UPDATE mail_outbox SET attempts = ${MAIL_DELIVERY.maxAttempts - 1} WHERE to_address = ${doomed.to}`,
    );
    expect(await deliverDueMail(db, { transport: transport() })).toMatchObject({ failed: 1, retrying: 0 });
    const failed = (await outbox()).find((r) => r.to_address === doomed.to)!;
    expect(failed).toMatchObject({ status: 'failed', attempts: MAIL_DELIVERY.maxAttempts, sent_at: null });
    expect(failed.last_error).toMatch(/ECONNREFUSED/);
    expect(
      await deliverDueMail(db, { transport: transport(), now: () => new Date(Date.now() + 86_400_000) }),
    ).toMatchObject({ failed: 0, retrying: 0 });
  });

  it('checks the suppression list at delivery: suppressed rows end `suppressed` and are not sent; an unsubscribe stops only list mail', async () => {
    const bounced = message();
    const unsubscribedNews = message({
      kind: 'newsletter',
      listUnsubscribeUrl: 'https://thawab.app/unsubscribe?token=n',
    });
    const unsubscribedCode = message({ kind: 'sign_in_code', to: unsubscribedNews.to });
    await enqueueMail(db, bounced);
    await enqueueMail(db, unsubscribedNews);
    await enqueueMail(db, unsubscribedCode);
    // Suppressed after the enqueue: the check is made when sending.
    await suppressAddress(db, bounced.to.toUpperCase(), 'hard_bounce', 'test');
    await suppressAddress(db, ` ${unsubscribedNews.to} `, 'unsubscribe', 'test');

    expect(await deliverDueMail(db)).toEqual({ sent: 1, retrying: 0, failed: 0, suppressed: 2 });
    const rows = await outbox();
    expect(rows.map((row) => row.status)).toEqual(['suppressed', 'suppressed', 'sent']);
    await smtp.waitFor(unsubscribedCode.to);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(received(bounced.to)).toEqual([]);
    expect(received(unsubscribedNews.to).map((m) => m.subject)).toEqual([unsubscribedCode.subject]);
  });
});

describe('crashes and concurrency', () => {
  it('a worker killed between the transport accepting and the mark: the message is held for the lease, then sent again with the same Message-ID (one distinct message)', async () => {
    const mail = message();
    await enqueueMail(db, mail);
    const signal = await killMailWorkerAfterAccept(smtp.url, async () => {
      // The transport accepted it (the server has it) and the worker is paused before the mark.
      await smtp.waitFor(mail.to, { timeoutMs: 30_000 });
      expect((await outbox())[0]).toMatchObject({ status: 'sending', attempts: 1 });
    });
    expect(signal).toBe('SIGKILL');

    // A restarted worker leaves it alone while the dead worker's lease holds…
    expect(await deliverDueMail(db)).toMatchObject({ sent: 0 });
    expect((await outbox())[0]).toMatchObject({ status: 'sending' });
    // …and sends it again once the lease has expired: never skipped.
    expect(await deliverDueMail(db, { now: () => new Date(Date.now() + MAIL_DELIVERY.leaseMs + 1000) })).toMatchObject({
      sent: 1,
    });
    const copies = await smtp.waitFor(mail.to, { count: 2 });
    expect(copies).toHaveLength(2);
    expect(new Set(copies.map((copy) => copy.messageId)).size).toBe(1);
    expect(copies[0]!.messageId).toBe((await outbox())[0]!.message_id);
    expect((await outbox())[0]).toMatchObject({ status: 'sent', attempts: 2 });
    // Nothing more, ever.
    expect(await deliverDueMail(db, { now: () => new Date(Date.now() + 10 * MAIL_DELIVERY.leaseMs) })).toMatchObject({
      sent: 0,
    });
    expect(received(mail.to)).toHaveLength(2);
  }, 60_000);

  it('two workers delivering at once never send a message twice', async () => {
    const mails = Array.from({ length: 30 }, () => message());
    await db.transaction(async (tx) => {
      for (const mail of mails) await enqueueMail(tx, mail);
    });
    const a = createDatabase(testDatabaseUrl());
    const b = createDatabase(testDatabaseUrl());
    const [ta, tb] = [smtpTransport(smtp.url), smtpTransport(smtp.url)];
    try {
      // Small batches, so that both have work while the other holds its claims.
      const [ra, rb] = await Promise.all([
        deliverDueMail(a.db, { transport: ta, batchSize: 3 }),
        deliverDueMail(b.db, { transport: tb, batchSize: 3 }),
      ]);
      expect(ra.sent + rb.sent).toBe(30);
      // Both took part (each claims a batch at a time, skipping the other's).
      expect(ra.sent).toBeGreaterThan(0);
      expect(rb.sent).toBeGreaterThan(0);
    } finally {
      ta.close();
      tb.close();
      await a.close();
      await b.close();
    }
    const rows = await outbox();
    expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
    for (const mail of mails) await smtp.waitFor(mail.to);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(mails.map((mail) => received(mail.to).length)).toEqual(mails.map(() => 1));
  }, 60_000);
});

describe('POST /api/mail/events', () => {
  const post = (body: string, headers: Record<string, string> = {}) =>
    call(handler, jsonRequest(API.mailEvents, body, { headers }), context());
  const signed = (body: string, timestamp?: number, secret = SECRET) =>
    post(body, { [MAIL_SIGNATURE_HEADER]: signMailEvent(secret, body, timestamp) });
  const suppressions = () =>
    queryRows<{ email_hash: string; scope: string; reason: string; source: string }>(
      db,
      sql`SELECT email_hash, scope, reason, source FROM mail_suppressions ORDER BY email_hash`,
    );

  beforeEach(() => {
    process.env.MAIL_WEBHOOK_SECRET = SECRET;
  });

  it('a signed hard bounce suppresses the address by its hash (the address itself is not stored)', async () => {
    const response = await signed(JSON.stringify({ type: 'bounce', email: 'Gone@Example.org', permanent: true }));
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ok: true, suppressed: 'all' });
    expect(await suppressions()).toEqual([
      { email_hash: emailHash('gone@example.org'), scope: 'all', reason: 'hard_bounce', source: 'webhook' },
    ]);
    const text = JSON.stringify(await queryRows(db, sql`SELECT * FROM mail_suppressions`));
    expect(text.toLowerCase()).not.toContain('gone@example.org');
  });

  it('a soft bounce suppresses nothing; an unsubscribe stops list mail; a later complaint stops all mail', async () => {
    expect((await signed(JSON.stringify({ type: 'bounce', email: 'a@example.org', permanent: false }))).body).toEqual({
      ok: true,
      suppressed: null,
    });
    expect(await suppressions()).toEqual([]);
    expect((await signed(JSON.stringify({ type: 'unsubscribe', email: 'a@example.org' }))).body).toEqual({
      ok: true,
      suppressed: 'list',
    });
    expect((await signed(JSON.stringify({ type: 'complaint', email: 'a@example.org' }))).body).toEqual({
      ok: true,
      suppressed: 'all',
    });
    // …and a later unsubscribe does not weaken it.
    expect((await signed(JSON.stringify({ type: 'unsubscribe', email: 'a@example.org' }))).body).toEqual({
      ok: true,
      suppressed: 'all',
    });
    expect(await suppressions()).toMatchObject([{ scope: 'all', reason: 'complaint' }]);
  });

  it('401 without a signature, with a wrong one, for another body, or replayed after the tolerance', async () => {
    const body = JSON.stringify({ type: 'complaint', email: 'b@example.org' });
    expect((await post(body)).status).toBe(401);
    expect((await signed(body, undefined, 'another-secret-that-is-long-enough-xx')).status).toBe(401);
    expect(
      (await post(body, { [MAIL_SIGNATURE_HEADER]: signMailEvent(SECRET, body.replace('b@', 'c@')) })).status,
    ).toBe(401);
    const replayed = await signed(body, Math.floor(Date.now() / 1000) - 600);
    expect(replayed.status).toBe(401);
    expect(replayed.body).toEqual({ error: 'Missing, invalid or expired signature' });
    expect(await suppressions()).toEqual([]);
  });

  it('400 for a signed body that is not a valid event; 415 for one that is not JSON; 405 for GET; 503 when no secret is configured', async () => {
    expect((await signed('{not json')).status).toBe(400);
    const unknownType = await signed(JSON.stringify({ type: 'open', email: 'd@example.org' }));
    expect(unknownType.status).toBe(400);
    expect((await signed(JSON.stringify({ type: 'bounce', email: 'd@example.org' }))).status).toBe(400);
    expect((await signed(JSON.stringify({ type: 'complaint', email: 'not-an-address' }))).status).toBe(400);
    expect((await signed(JSON.stringify({ type: 'complaint', email: 'd@example.org', extra: 1 }))).status).toBe(400);
    expect((await signed('null')).status).toBe(400);
    const body = JSON.stringify({ type: 'complaint', email: 'd@example.org' });
    const form = await call(
      handler,
      new Request(`${ORIGIN}${API.mailEvents}`, {
        method: 'POST',
        headers: { 'Content-Type': 'text/plain', [MAIL_SIGNATURE_HEADER]: signMailEvent(SECRET, body) },
        body,
      }),
      context(),
    );
    expect(form.status).toBe(415);
    expect((await call(handler, new Request(`${ORIGIN}${API.mailEvents}`), context())).status).toBe(405);
    expect(await suppressions()).toEqual([]);
    delete process.env.MAIL_WEBHOOK_SECRET;
    expect((await signed(body)).status).toBe(503);
  });
});
