// One mail budget per inbox (decision 0059) against a real Postgres and the real local SMTP server:
// spellings of one Gmail inbox (dots, +tags, googlemail.com) and +tags at another provider share one
// budget across kinds (sign-in codes, privacy links); past it a message is dropped (stored as
// over_budget, never delivered) while every requester gets the same answer as before.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import startHandler from '../../functions/app-auth-start.mts';
import privacyRequest from '../../functions/privacy-request.mts';
import { API } from '../../src/lib/routes.ts';
import { MAIL_BUDGET_PER_HOUR } from '../../src/lib/mail-budget.ts';
import { SIGN_IN_START_MESSAGE } from '../../src/lib/schemas/app-auth.ts';
import { deliverDueMail } from '../../src/server/mail/worker.ts';
import { queryRows } from '../../src/server/sql.ts';
import { startSmtpServer, type LocalSmtpServer } from '../../scripts/support/smtp-server.ts';
import { call, closeDb, context, jsonRequest, truncate, useTestDatabase } from './helpers.ts';

const db = useTestDatabase();
let smtp: LocalSmtpServer;

beforeAll(async () => {
  smtp = await startSmtpServer();
  process.env.SMTP_URL = smtp.url;
});
afterAll(async () => {
  delete process.env.SMTP_URL;
  await smtp.stop();
  await closeDb();
});
beforeEach(() => truncate('app_sign_in_codes', 'mail_outbox', 'email_tokens'));

const start = (email: string, ip: string) =>
  call(startHandler, jsonRequest(API.appAuthStart, { email }), context({}, ip));

const statuses = async () =>
  (
    await queryRows<{ status: string; n: number }>(
      db,
      // Prompt delivery may already have sent some: what matters is kept or dropped.
      sql`SELECT CASE WHEN status = 'over_budget' THEN 'over_budget' ELSE 'kept' END AS status, count(*)::int AS n
        FROM mail_outbox GROUP BY 1 ORDER BY 1`,
    )
  ).reduce<Record<string, number>>((all, row) => ({ ...all, [row.status]: row.n }), {});

describe('one mail budget per inbox', () => {
  it('counts Gmail dot, +tag and googlemail spellings as one inbox across kinds, and drops what is over', async () => {
    const stamp = Date.now().toString(36);
    const local = `budget${stamp}`;
    const spelling = (i: number) =>
      i % 3 === 0
        ? `${local.slice(0, 3)}.${local.slice(3)}+${i}@gmail.com`
        : i % 3 === 1
          ? `${local.toUpperCase()}+code${i}@googlemail.com`
          : `${local.split('').join('.')}@gmail.com`;
    // Every request from its own IP, so only the inbox budget can stop them.
    for (let i = 0; i < MAIL_BUDGET_PER_HOUR + 2; i++) {
      const res = await start(spelling(i), `198.51.100.${i + 1}`);
      expect(res.status).toBe(202);
      expect(res.body.message).toBe(SIGN_IN_START_MESSAGE);
    }
    // Another kind for the same inbox: the same answer as ever, and dropped too.
    const privacy = await call(
      privacyRequest,
      jsonRequest(API.privacyRequest, { email: `${local}+privacy@gmail.com`, action: 'copy' }),
      context({}, '198.51.100.200'),
    );
    const fresh = await call(
      privacyRequest,
      jsonRequest(API.privacyRequest, { email: `someone-else-${stamp}@gmail.com`, action: 'copy' }),
      context({}, '198.51.100.201'),
    );
    expect(privacy.status).toBe(fresh.status);
    expect(privacy.body).toEqual(fresh.body);

    expect(await statuses()).toEqual({ kept: MAIL_BUDGET_PER_HOUR + 1, over_budget: 3 });
    // Dropped, never queued: the worker delivers the budget and nothing more to that inbox.
    await deliverDueMail(db, {});
    for (let waited = 0; waited < 15_000; waited += 100) {
      const [busy] = await queryRows<{ n: number }>(
        db,
        sql`SELECT count(*)::int AS n FROM mail_outbox WHERE status IN ('pending', 'sending')`,
      );
      if (busy!.n === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    // Every spelling of the inbox (the smtp server started for this file holds only its mail).
    const toInbox = smtp
      .messages()
      .filter((mail) =>
        mail.envelope.to.some((to) => /@(gmail|googlemail)\.com$/i.test(to) && !to.startsWith('someone-else')),
      );
    expect(toInbox).toHaveLength(MAIL_BUDGET_PER_HOUR);
    const [sent] = await queryRows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM mail_outbox WHERE status = 'sent'`,
    );
    expect(sent!.n).toBe(MAIL_BUDGET_PER_HOUR + 1);
  });

  it('counts +tags at any provider as one inbox, but another inbox keeps its own budget', async () => {
    const stamp = Date.now().toString(36);
    for (let i = 0; i < MAIL_BUDGET_PER_HOUR + 1; i++)
      expect((await start(`team${stamp}+${i}@example.org`, `203.0.113.${i + 1}`)).status).toBe(202);
    expect((await start(`other${stamp}@example.org`, '203.0.113.100')).status).toBe(202);
    expect(await statuses()).toEqual({ kept: MAIL_BUDGET_PER_HOUR + 1, over_budget: 1 });
  });

  it('50 parallel requests for one inbox from 50 IPs queue at most the budget', async () => {
    const stamp = Date.now().toString(36);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => start(`burst${stamp}+${i}@example.net`, `192.0.2.${i + 1}`)),
    );
    expect(new Set(answers.map((res) => res.status))).toEqual(new Set([202]));
    expect(await statuses()).toEqual({ kept: MAIL_BUDGET_PER_HOUR, over_budget: 50 - MAIL_BUDGET_PER_HOUR });
  });
});
