// Double opt-in, unsubscribe and privacy self-service (decision 0036) against a real Postgres and
// the real local SMTP server: the link is read out of the delivered message, as a person would.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import waitlist from '../../functions/waitlist.mts';
import notifyLaunch from '../../functions/notify-launch.mts';
import newsletter from '../../functions/newsletter.mts';
import confirm from '../../functions/confirm.mts';
import unsubscribe from '../../functions/unsubscribe.mts';
import privacyRequest from '../../functions/privacy-request.mts';
import privacyConfirm from '../../functions/privacy-confirm.mts';
import expireUnconfirmed from '../../functions/scheduled-expire-unconfirmed.mts';
import referrals from '../../functions/referrals.mts';
import { API } from '../../src/lib/routes.ts';
import { PRIVACY_REQUEST_ANSWER } from '../../src/lib/schemas/email-links.ts';
import { listUnsubscribeUrl } from '../../src/server/mail/links.ts';
import { renderEmail } from '../../src/server/mail/message.ts';
import { enqueueMail } from '../../src/server/mail/outbox.ts';
import { deliverDueMail } from '../../src/server/mail/worker.ts';
import { hashOwnerToken } from '../../src/server/repositories/waitlist.ts';
import { queryRows } from '../../src/server/sql.ts';
import {
  startSmtpServer,
  waitForMail,
  type LocalSmtpServer,
  type ReceivedMail,
} from '../../scripts/support/smtp-server.ts';
import { call, closeDb, context, jsonRequest, ORIGIN, truncate, useTestDatabase } from './helpers.ts';

const db = useTestDatabase();
let smtp: LocalSmtpServer;
const SECRET = 'test-unsubscribe-secret-0123456789-abcdefghij';

beforeAll(async () => {
  smtp = await startSmtpServer();
  process.env.SMTP_URL = smtp.url;
  process.env.UNSUBSCRIBE_SECRET = SECRET;
  process.env.SITE_URL = ORIGIN;
});

afterAll(async () => {
  delete process.env.SMTP_URL;
  delete process.env.UNSUBSCRIBE_SECRET;
  delete process.env.SITE_URL;
  await smtp.stop();
  await closeDb();
});

beforeEach(() =>
  truncate(
    'launch_signups',
    'waitlist_referrals',
    'newsletter_subscriptions',
    'email_tokens',
    'mail_outbox',
    'mail_suppressions',
    'audit_log',
  ),
);

let counter = 0;
/** A fresh address per test: the SMTP server keeps every test's mail. */
const address = (name: string) => `${name}-${++counter}-${Date.now()}@example.org`;
const signUp = (body: Record<string, unknown>) => call(waitlist, jsonRequest(API.waitlist, body));
const received = (to: string) => smtp.messages().filter((mail) => mail.envelope.to.includes(to));

/** The token of the link in a delivered message (the text part's `label: url` line). */
function linkToken(mail: ReceivedMail, path: string): string {
  const match = new RegExp(`${ORIGIN}${path}\\?token=([A-Za-z0-9_%.-]+)`).exec(mail.text ?? '');
  expect(match, `a ${path} link in "${mail.subject}"`).not.toBeNull();
  return decodeURIComponent(match![1]!);
}

/** Delivers what the outbox holds (the prompt delivery may still be running) and waits for `count` messages to `to`. */
async function mailTo(to: string, count = 1): Promise<ReceivedMail[]> {
  await deliverDueMail(db);
  return waitForMail(smtp.messages, to, { count });
}

const confirmWith = (token: string, ownerToken?: string) =>
  call(confirm, jsonRequest(API.confirm, { token, ...(ownerToken ? { ownerToken } : {}) }));
const invitesOf = async (code: string) =>
  (await call(referrals, new Request(`${ORIGIN}/api/referrals/${code}`), context({ code }))).body;
const progress = () => ({
  answers: [{ questionId: 's-easy-01', optionIndex: 0, points: 5 }],
  currentQuestion: 1,
  questions: ['s-easy-01', 's-mod-01', 's-mod-02', 's-mod-03', 's-hard-01', 's-hard-02', 's-hard-03'],
  timeStamp: new Date().toISOString(),
});
const signup = async (email: string) =>
  (
    await queryRows<{
      id: number;
      confirmed_at: string | null;
      owner_token_hash: string;
      unsubscribed_at: string | null;
    }>(db, sql`SELECT id, confirmed_at, owner_token_hash, unsubscribed_at FROM launch_signups WHERE email = ${email}`)
  )[0];

describe('double opt-in', () => {
  it('a new sign-up is emailed a confirmation link; pressing Confirm confirms it and makes the confirming browser the owner', async () => {
    const email = address('amina');
    const joined = await signUp({ email });
    expect(joined.status).toBe(200);
    const [mail] = await mailTo(email);
    expect(mail!.subject).toBe('Confirm your email for Thawab');
    // transactional, not list mail
    expect(mail!.headers['list-unsubscribe']).toBeUndefined();
    expect((await signup(email))!.confirmed_at).toBeNull();

    const confirmed = await confirmWith(linkToken(mail!, '/confirm'));
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({
      confirmed: true,
      list: 'waitlist',
      referralCode: joined.body.referralCode,
      ownerToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
    const stored = await signup(email);
    expect(stored!.confirmed_at).not.toBeNull();
    expect(stored!.owner_token_hash).toBe(hashOwnerToken(confirmed.body.ownerToken));
    // the new owner may now change the record; the old token (a squatter's, say) no longer can
    expect((await signUp({ email, quizAnswers: progress(), ownerToken: joined.body.ownerToken })).status).toBe(200);
    expect(
      (
        await queryRows<{ quiz_answers: unknown }>(
          db,
          sql`SELECT quiz_answers FROM launch_signups WHERE email = ${email}`,
        )
      )[0]!.quiz_answers,
    ).toBeNull();
    expect((await signUp({ email, quizAnswers: progress(), ownerToken: confirmed.body.ownerToken })).status).toBe(200);
    expect(
      (
        await queryRows<{ quiz_answers: unknown }>(
          db,
          sql`SELECT quiz_answers FROM launch_signups WHERE email = ${email}`,
        )
      )[0]!.quiz_answers,
    ).toMatchObject({ currentQuestion: 1 });
  });

  it('a token is single-use, expires, and a forged or malformed one is refused', async () => {
    const email = address('once');
    await signUp({ email });
    const token = linkToken((await mailTo(email))[0]!, '/confirm');
    expect((await confirmWith(token)).status).toBe(200);
    const reused = await confirmWith(token);
    expect(reused.status).toBe(410);
    expect(reused.body.error).toMatch(/already been used/);

    const forged = await confirmWith('A'.repeat(43));
    expect(forged.status).toBe(404);
    expect(forged.body.error).toMatch(/not valid/);
    expect((await confirmWith('short')).status).toBe(400);

    const late = address('late');
    await signUp({ email: late });
    const lateToken = linkToken((await mailTo(late))[0]!, '/confirm');
    await db.execute(sql`UPDATE email_tokens SET expires_at = now() - interval '1 second'`);
    const expired = await confirmWith(lateToken);
    expect(expired.status).toBe(410);
    expect(expired.body.error).toMatch(/expired/);
    expect((await signup(late))!.confirmed_at).toBeNull();
  });

  it('the referral XP is credited when the invitee confirms, not when the address is typed in', async () => {
    const inviterEmail = address('inviter');
    const inviter = await signUp({ email: inviterEmail });
    // an inviter earns once their own address is confirmed (decision 0060)
    await confirmWith(linkToken((await mailTo(inviterEmail))[0]!, '/confirm'), inviter.body.ownerToken);
    const code = inviter.body.referralCode as string;
    const friend = address('friend');
    await call(
      notifyLaunch,
      jsonRequest(API.notifyLaunch, { name: 'Friend', email: friend, source: 'spiritual_quiz', ref: code }),
    );
    expect(await invitesOf(code)).toEqual({ invites: 0, xp: 0 });
    const token = linkToken((await mailTo(friend))[0]!, '/confirm');
    await confirmWith(token);
    expect(await invitesOf(code)).toEqual({ invites: 1, xp: 10 });

    // confirming from the inviter's own browser is a self-referral: flagged, no XP
    const squatted = address('squatted');
    await signUp({ email: squatted, ref: code });
    await confirmWith(linkToken((await mailTo(squatted))[0]!, '/confirm'), inviter.body.ownerToken);
    expect(await invitesOf(code)).toEqual({ invites: 1, xp: 10 });
    const flags = await queryRows<{ flag_reason: string | null }>(
      db,
      sql`SELECT flag_reason FROM waitlist_referrals ORDER BY id`,
    );
    expect(flags.map((row) => row.flag_reason)).toEqual([null, 'self_referral']);
  });

  it('a repeat sign-up of an unconfirmed address re-sends the confirmation at most once an hour; a confirmed one never', async () => {
    const email = address('repeat');
    const first = await signUp({ email });
    await mailTo(email);
    const again = await signUp({ email });
    // the same answer as today: a decoy code, never the owner's
    expect(Object.keys(again.body).sort()).toEqual(Object.keys(first.body).sort());
    expect(again.body.referralCode).not.toBe(first.body.referralCode);
    await deliverDueMail(db);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(received(email)).toHaveLength(1);

    await db.execute(sql`UPDATE email_tokens SET created_at = now() - interval '61 minutes'`);
    await signUp({ email });
    const both = await mailTo(email, 2);
    // both links work until one is used
    expect((await confirmWith(linkToken(both[1]!, '/confirm'))).status).toBe(200);

    await db.execute(sql`UPDATE email_tokens SET created_at = now() - interval '2 hours'`);
    await signUp({ email });
    await deliverDueMail(db);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(received(email)).toHaveLength(2);
  });

  it('a newsletter sign-up is confirmed the same way; a phone-only sign-up is never mailed', async () => {
    const email = address('reader');
    expect((await call(newsletter, jsonRequest(API.newsletter, { email }))).status).toBe(200);
    const confirmed = await confirmWith(linkToken((await mailTo(email))[0]!, '/confirm'));
    expect(confirmed.body).toEqual({ confirmed: true, list: 'newsletter' });
    const [row] = await queryRows<{ confirmed_at: string | null }>(
      db,
      sql`SELECT confirmed_at FROM newsletter_subscriptions WHERE email = ${email}`,
    );
    expect(row!.confirmed_at).not.toBeNull();

    await call(
      notifyLaunch,
      jsonRequest(API.notifyLaunch, { name: 'Phone', phoneNumber: '+44 7700 900555', source: 'spiritual_quiz' }),
    );
    expect(
      await queryRows(
        db,
        sql`SELECT id FROM email_tokens WHERE signup_id IS NOT NULL AND signup_id = (SELECT id FROM launch_signups WHERE email IS NULL)`,
      ),
    ).toEqual([]);
  });

  it('the expiry job deletes sign-ups still unconfirmed 30 days after their first confirmation email, and nothing else', async () => {
    const stale = address('stale');
    const fresh = address('fresh');
    const done = address('done');
    const reader = address('stale-reader');
    for (const email of [stale, fresh, done]) await signUp({ email });
    await call(newsletter, jsonRequest(API.newsletter, { email: reader }));
    await call(
      notifyLaunch,
      jsonRequest(API.notifyLaunch, { name: 'Phone', phoneNumber: '+44 7700 900777', source: 'spiritual_quiz' }),
    );
    await confirmWith(linkToken((await mailTo(done))[0]!, '/confirm'));
    await db.execute(
      sql`UPDATE email_tokens SET created_at = now() - interval '31 days' WHERE signup_id IN (SELECT id FROM launch_signups WHERE email IN (${stale}, ${done})) OR newsletter_id IS NOT NULL`,
    );
    await db.execute(sql`UPDATE launch_signups SET created_at = now() - interval '40 days' WHERE email IS NULL`);

    const run = await call(
      expireUnconfirmed,
      new Request(`${ORIGIN}/.netlify/functions/scheduled-expire-unconfirmed`, { method: 'POST' }),
    );
    expect(run.body).toMatchObject({ waitlist: 1, newsletter: 1 });
    const left = await queryRows<{ email: string | null }>(db, sql`SELECT email FROM launch_signups ORDER BY id`);
    expect(left.map((row) => row.email)).toEqual([fresh, done, null]);
    expect(await queryRows(db, sql`SELECT id FROM newsletter_subscriptions`)).toEqual([]);
    // the deleted records' tokens went with them
    expect((await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM email_tokens`))[0]!.n).toBe(2);
  });
});

describe('unsubscribe', () => {
  const listMessage = async (to: string, n: number) =>
    db.transaction((tx) =>
      enqueueMail(tx, {
        kind: 'campaign',
        to,
        subject: `Launch news ${n}`,
        ...renderEmail({ heading: 'News', paragraphs: ['Salaam.'] }),
        idempotencyKey: `test-campaign:${n}:${to}`,
        listUnsubscribeUrl: listUnsubscribeUrl(to),
      }),
    );

  it('a one-click POST to the List-Unsubscribe URL (no cookie, no Origin) unsubscribes the person everywhere and stops list mail', async () => {
    const email = address('leaver');
    await signUp({ email });
    await call(newsletter, jsonRequest(API.newsletter, { email }));
    await listMessage(email, 1);
    const list = (await mailTo(email, 3)).find((mail) => mail.subject === 'Launch news 1');
    const header = list!.headers['list-unsubscribe'];
    expect(list!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const url = /<(https?:[^>]+)>/.exec(header ?? '')![1]!;
    expect(url.startsWith(`${ORIGIN}/api/unsubscribe?token=`)).toBe(true);

    // what a mail provider sends: form-encoded, no cookie, no Origin
    const oneClick = await call(
      unsubscribe,
      new Request(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      }),
    );
    expect(oneClick.status).toBe(200);
    expect(oneClick.body.unsubscribed).toBe(true);
    expect((await signup(email))!.unsubscribed_at).not.toBeNull();
    const [sub] = await queryRows<{ is_active: boolean }>(
      db,
      sql`SELECT is_active FROM newsletter_subscriptions WHERE email = ${email}`,
    );
    expect(sub!.is_active).toBe(false);

    await listMessage(email, 2);
    await deliverDueMail(db);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(received(email).map((mail) => mail.subject)).not.toContain('Launch news 2');
    const [row] = await queryRows<{ status: string }>(
      db,
      sql`SELECT status FROM mail_outbox WHERE subject = 'Launch news 2'`,
    );
    expect(row!.status).toBe('suppressed');

    // subscribing again needs a new confirmation; only that lifts the list suppression
    await db.execute(sql`UPDATE email_tokens SET created_at = now() - interval '2 hours'`);
    await call(newsletter, jsonRequest(API.newsletter, { email }));
    const confirmations = (await mailTo(email, 4)).filter((mail) => mail.subject === 'Confirm your email for Thawab');
    expect(confirmations).toHaveLength(3);
    expect(await queryRows(db, sql`SELECT scope FROM mail_suppressions`)).toEqual([{ scope: 'list' }]);
    expect((await confirmWith(linkToken(confirmations.at(-1)!, '/confirm'))).body.list).toBe('newsletter');
    expect(await queryRows(db, sql`SELECT scope FROM mail_suppressions`)).toEqual([]);
  });

  it('refuses a forged or tampered token, and a GET only leads to the page', async () => {
    const url = new URL(listUnsubscribeUrl('victim@example.org'));
    const token = url.searchParams.get('token')!;
    const [encoded] = token.split('.');
    const forgedFor = `${Buffer.from('other@example.org').toString('base64url')}.${token.split('.')[1]}`;
    for (const bad of [forgedFor, `${encoded}.${'A'.repeat(43)}`, 'nonsense']) {
      const response = await call(
        unsubscribe,
        new Request(`${ORIGIN}/api/unsubscribe?token=${encodeURIComponent(bad)}`, { method: 'POST' }),
      );
      expect(response.status).toBe(400);
    }
    expect(await queryRows(db, sql`SELECT email_hash FROM mail_suppressions`)).toEqual([]);
    const get = await unsubscribe(new Request(url.href), context());
    expect(get.status).toBe(303);
    expect(get.headers.get('location')).toBe(`/unsubscribe?token=${encodeURIComponent(token)}`.replace(/%2E/g, '.'));
    expect(await queryRows(db, sql`SELECT email_hash FROM mail_suppressions`)).toEqual([]);
  });
});

describe('privacy self-service', () => {
  const ask = (email: string, action: 'copy' | 'delete') =>
    call(privacyRequest, jsonRequest(API.privacyRequest, { email, action }));
  const carryOut = (token: string) => call(privacyConfirm, jsonRequest(API.privacyConfirm, { token }));

  it('answers a known and an unknown address identically; the emailed link downloads everything held, once', async () => {
    const known = address('known');
    const inviter = await signUp({ email: known, quizAnswers: progress() });
    expect(inviter.status).toBe(200);
    // an inviter earns once their own address is confirmed (decision 0060)
    await confirmWith(linkToken((await mailTo(known))[0]!, '/confirm'), inviter.body.ownerToken);
    const friend = address('friend');
    await signUp({ email: friend, ref: inviter.body.referralCode });
    await confirmWith(linkToken((await mailTo(friend))[0]!, '/confirm'));
    await call(newsletter, jsonRequest(API.newsletter, { email: known }));
    await mailTo(known, 2);

    const a = await ask(known, 'copy');
    const b = await ask(address('unknown'), 'copy');
    expect(a.status).toBe(200);
    expect(a.body).toEqual({ success: true, message: PRIVACY_REQUEST_ANSWER });
    expect(b.body).toEqual(a.body);
    expect([...a.headers.entries()]).toEqual([...b.headers.entries()]);

    const [mail] = (await mailTo(known, 3)).filter((m) => m.subject === 'Your Thawab data');
    const token = linkToken(mail!, '/privacy/confirm');
    const copy = await carryOut(token);
    expect(copy.status).toBe(200);
    expect(copy.headers.get('content-disposition')).toMatch(/attachment; filename="thawab-my-data.json"/);
    expect(copy.body.email).toBe(known);
    expect(copy.body.waitlist).toHaveLength(1);
    expect(copy.body.waitlist[0]).toMatchObject({
      email: known,
      referral_code: inviter.body.referralCode,
      quiz_answers: { currentQuestion: 1 },
    });
    expect(copy.body.waitlist[0]).not.toHaveProperty('owner_token_hash');
    expect(copy.body.newsletter).toHaveLength(1);
    expect(copy.body.referralsGiven).toEqual([expect.objectContaining({ credited: true })]);
    expect(copy.body.messages.map((m: { subject: string }) => m.subject)).toEqual(
      expect.arrayContaining(['Confirm your email for Thawab', 'Your Thawab data']),
    );
    expect((await carryOut(token)).status).toBe(410);
  });

  it('sends at most one request email per address per hour', async () => {
    const email = address('eager');
    for (let i = 0; i < 3; i++) expect((await ask(email, i === 1 ? 'delete' : 'copy')).status).toBe(200);
    await mailTo(email);
    await deliverDueMail(db);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(received(email)).toHaveLength(1);
  });

  it('the emailed deletion link deletes the person everywhere, suppresses the address and is audited as self-service', async () => {
    const email = address('goner');
    await signUp({ email });
    await call(newsletter, jsonRequest(API.newsletter, { email }));
    await ask(email, 'delete');
    const [mail] = (await mailTo(email, 3)).filter((m) => m.subject === 'Delete your Thawab data');
    const deleted = await carryOut(linkToken(mail!, '/privacy/confirm'));
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({ action: 'delete', deleted: true, waitlistRecords: 1, newsletterRecords: 1 });
    expect(await signup(email)).toBeUndefined();
    expect(await queryRows(db, sql`SELECT id FROM newsletter_subscriptions`)).toEqual([]);
    expect(await queryRows(db, sql`SELECT id FROM mail_outbox`)).toEqual([]);
    expect(await queryRows(db, sql`SELECT id FROM email_tokens`)).toEqual([]);
    expect(await queryRows(db, sql`SELECT scope, reason, source FROM mail_suppressions`)).toEqual([
      { scope: 'all', reason: 'deleted', source: 'self_service' },
    ]);
    const audit = await queryRows<{ staff_username: string; action: string; summary: string }>(
      db,
      sql`SELECT staff_username, action, summary FROM audit_log`,
    );
    expect(audit).toEqual([
      {
        staff_username: 'self-service',
        action: 'signup.deleted',
        summary: expect.stringMatching(/^Self-service deletion/),
      },
    ]);
    expect(audit[0]!.summary).not.toContain(email);
  });
});
