// Campaigns (decision 0041) against a real Postgres and a real SMTP server: every endpoint
// × role and signed out, drafts with versions and the audit log, audiences counted, sending stores
// one outbox row per recipient (suppressed ones counted, never sent), `notified` set as each is
// accepted, pause/resume, the schedule, a worker killed between send and mark (each recipient gets
// exactly one message), one-click unsubscribe, and a blog post as a newsletter issue.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import campaignsHandler from '../../functions/admin-campaigns.mts';
import campaignHandler from '../../functions/admin-campaign.mts';
import testHandler from '../../functions/admin-campaign-test.mts';
import deliveryHandler from '../../functions/admin-campaign-delivery.mts';
import previewHandler from '../../functions/admin-campaign-preview.mts';
import audienceHandler from '../../functions/admin-campaign-audience.mts';
import deliverMailFunction from '../../functions/scheduled-deliver-mail.mts';
import unsubscribe from '../../functions/unsubscribe.mts';
import { getDb } from '../../src/server/db.ts';
import { suppressAddress } from '../../src/server/mail/suppressions.ts';
import { smtpTransport, type MailTransport } from '../../src/server/mail/transport.ts';
import { MAIL_DELIVERY, deliverDueMail } from '../../src/server/mail/worker.ts';
import { queryRows } from '../../src/server/sql.ts';
import {
  RECIPIENT_CHUNK,
  runMailQueue,
  storeCampaignRecipients,
} from '../../src/server/repositories/campaign-delivery.ts';
import { API, withQuery } from '../../src/lib/routes.ts';
import type { StaffRole } from '../../src/lib/staff-roles.ts';
import { startSmtpServer, type LocalSmtpServer } from '../../scripts/support/smtp-server.ts';
import { killMailWorkerAfterAccept } from './support/mail-worker.ts';
import { call, closeDb, context, truncate, useTestDatabase } from './helpers.ts';
import { cookieFor, createStaff, staffRequest, validPost } from './staff-helpers.ts';
import blogPosts from '../../functions/blog-posts.mts';

useTestDatabase();
const db = () => getDb();
const rows = <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) => queryRows<T>(db(), query);
const cookies = {} as Record<StaffRole, string>;
type Handler = Parameters<typeof call>[0];
let smtp: LocalSmtpServer;
let transport: MailTransport;

const req = (
  handler: Handler,
  method: string,
  path: string,
  role: StaffRole | null,
  body?: unknown,
  params: Record<string, string> = {},
) => call(handler, staffRequest(method, path, { cookie: role ? cookies[role] : undefined, body }), context(params));

const draft = (overrides: Record<string, unknown> = {}) => ({
  subject: 'Thawab is here',
  preheader: 'The app you signed up for is ready',
  body: '# We launched\n\nOpen the app and start your **first** day. [Read more](/blog)\n\n<script>alert(1)</script>',
  audience: { list: 'waitlist' },
  ...overrides,
});

async function create(body: unknown = draft(), role: StaffRole = 'Content Editor') {
  const response = await req(campaignsHandler, 'POST', API.adminCampaigns, role, body);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as { id: number; version: number; status: string; progress: Record<string, number> };
}

async function act(id: number, action: string, extra: Record<string, unknown> = {}, role: StaffRole = 'Super Admin') {
  const [{ version }] = (await rows<{ version: number }>(sql`SELECT version FROM campaigns WHERE id = ${id}`)) as [
    { version: number },
  ];
  return req(
    deliveryHandler,
    'POST',
    API.adminCampaignDelivery.path(id),
    role,
    { version, action, ...extra },
    { id: String(id) },
  );
}

async function signup(
  email: string,
  options: { confirmed?: boolean; notified?: boolean; unsubscribed?: boolean; source?: string; level?: string } = {},
) {
  const quiz = options.level ? JSON.stringify({ completed: true, spiritualLevel: options.level, score: 50 }) : null;
  const [row] = await rows<{ id: number }>(sql`
    INSERT INTO launch_signups (email, email_key, source, quiz_answers, confirmed_at, notified, unsubscribed_at)
    VALUES (${email}, ${email.toLowerCase()}, ${options.source ?? 'self_assessment'}, ${quiz}::jsonb,
            ${options.confirmed === false ? null : new Date().toISOString()}, ${options.notified ?? false}, ${options.unsubscribed ? new Date().toISOString() : null})
    RETURNING id`);
  return row!.id;
}

const received = (to: string) => smtp.messages().filter((m) => m.envelope.to.includes(to));
const progress = async (id: number) =>
  (await req(campaignHandler, 'GET', API.adminCampaign.path(id), 'Content Editor', undefined, { id: String(id) })).body
    .progress;

beforeAll(async () => {
  smtp = await startSmtpServer();
  transport = smtpTransport(smtp.url);
  process.env.UNSUBSCRIBE_SECRET = 'campaign-test-secret-0123456789abcdef0123456789';
  await truncate('staff_accounts', 'audit_log');
  for (const [username, role] of [
    ['root', 'Super Admin'],
    ['editor', 'Content Editor'],
    ['mod', 'Moderator'],
  ] as const) {
    cookies[role] = await cookieFor((await createStaff(username, role)).id);
  }
}, 60_000);

beforeEach(async () => {
  await truncate(
    'audit_log',
    'mail_outbox',
    'campaigns',
    'launch_signups',
    'newsletter_subscriptions',
    'mail_suppressions',
    'blog_posts',
  );
});

afterAll(async () => {
  transport.close();
  await smtp.stop();
  delete process.env.UNSUBSCRIBE_SECRET;
  await closeDb();
});

describe('access: every endpoint × role and signed out', () => {
  it('Content Editors and Super Admins draft; only Super Admins send; Moderators and the signed-out are refused', async () => {
    const { id } = await create();
    const p = { id: String(id) };
    const endpoints: [string, Handler, string, string, unknown, Record<string, string>][] = [
      ['list', campaignsHandler, 'GET', API.adminCampaigns, undefined, {}],
      ['create', campaignsHandler, 'POST', API.adminCampaigns, draft(), {}],
      ['get', campaignHandler, 'GET', API.adminCampaign.path(id), undefined, p],
      ['preview', previewHandler, 'POST', API.adminCampaignPreview, { subject: 'S', body: 'B' }, {}],
      ['audience', audienceHandler, 'GET', withQuery(API.adminCampaignAudience, { list: 'newsletter' }), undefined, {}],
      ['test', testHandler, 'POST', API.adminCampaignTest.path(id), { to: 'editor@thawab.app' }, p],
    ];
    for (const [name, handler, method, path, body, params] of endpoints) {
      for (const role of ['Super Admin', 'Content Editor'] as const) {
        const response = await req(handler, method, path, role, body, params);
        expect(response.status, `${name} as ${role}: ${JSON.stringify(response.body)}`).toBeLessThan(300);
      }
      expect((await req(handler, method, path, 'Moderator', body, params)).status, `${name} as Moderator`).toBe(403);
      expect((await req(handler, method, path, null, body, params)).status, `${name} signed out`).toBe(401);
    }
    // Saving and deleting a draft: Content Editor yes, Moderator and signed out no.
    const version = async () =>
      (await rows<{ version: number }>(sql`SELECT version FROM campaigns WHERE id = ${id}`))[0]!.version;
    expect(
      (
        await req(
          campaignHandler,
          'PUT',
          API.adminCampaign.path(id),
          'Moderator',
          { ...draft(), version: await version() },
          p,
        )
      ).status,
    ).toBe(403);
    expect(
      (await req(campaignHandler, 'PUT', API.adminCampaign.path(id), null, { ...draft(), version: await version() }, p))
        .status,
    ).toBe(401);
    expect(
      (
        await req(
          campaignHandler,
          'PUT',
          API.adminCampaign.path(id),
          'Content Editor',
          { ...draft({ subject: 'Edited' }), version: await version() },
          p,
        )
      ).status,
    ).toBe(200);
    // Sending (every action): Super Admin only.
    for (const role of ['Content Editor', 'Moderator'] as const)
      expect((await act(id, 'send', {}, role)).status, role).toBe(403);
    expect(
      (
        await req(
          deliveryHandler,
          'POST',
          API.adminCampaignDelivery.path(id),
          null,
          { version: await version(), action: 'send' },
          p,
        )
      ).status,
    ).toBe(401);
    expect((await rows(sql`SELECT 1 FROM mail_outbox WHERE campaign_id = ${id}`)).length).toBe(0);
    const other = await create();
    expect(
      (
        await req(
          campaignHandler,
          'DELETE',
          API.adminCampaign.path(other.id),
          'Moderator',
          { version: other.version },
          { id: String(other.id) },
        )
      ).status,
    ).toBe(403);
    expect(
      (
        await req(
          campaignHandler,
          'DELETE',
          API.adminCampaign.path(other.id),
          'Content Editor',
          { version: other.version },
          { id: String(other.id) },
        )
      ).status,
    ).toBe(200);
    expect(
      (
        await req(campaignHandler, 'GET', API.adminCampaign.path(other.id), 'Super Admin', undefined, {
          id: String(other.id),
        })
      ).status,
    ).toBe(404);
  });
});

describe('drafts', () => {
  it('refuses bad input with field messages, a stale version with 409, and audits every write', async () => {
    const bad = await req(
      campaignsHandler,
      'POST',
      API.adminCampaigns,
      'Content Editor',
      draft({ subject: '', audience: { list: 'everyone' } }),
    );
    expect(bad.status).toBe(400);
    const { id, version } = await create();
    const p = { id: String(id) };
    const first = await req(
      campaignHandler,
      'PUT',
      API.adminCampaign.path(id),
      'Content Editor',
      { ...draft({ subject: 'First edit' }), version },
      p,
    );
    expect(first.status).toBe(200);
    const stale = await req(
      campaignHandler,
      'PUT',
      API.adminCampaign.path(id),
      'Super Admin',
      { ...draft({ subject: 'Second edit' }), version },
      p,
    );
    expect(stale.status).toBe(409);
    expect(stale.body.current.subject).toBe('First edit');
    expect((await req(campaignHandler, 'PUT', API.adminCampaign.path(id), 'Super Admin', draft(), p)).status).toBe(400);
    const audit = await rows<{ action: string; staff_username: string }>(
      sql`SELECT action, staff_username FROM audit_log WHERE entity_type = 'campaign' AND entity_id = ${String(id)} ORDER BY id`,
    );
    expect(audit).toEqual([
      { action: 'campaign.created', staff_username: 'editor' },
      { action: 'campaign.updated', staff_username: 'editor' },
    ]);
  });

  it('previews the HTML and text parts with the blog renderer and sanitiser, links made absolute', async () => {
    const response = await req(previewHandler, 'POST', API.adminCampaignPreview, 'Content Editor', {
      subject: 'Hello',
      preheader: 'Pre',
      body: draft().body,
    });
    expect(response.status).toBe(200);
    expect(response.body.html).toContain('<h2>We launched</h2>');
    expect(response.body.html).toContain('<strong>first</strong>');
    expect(response.body.html).not.toContain('<script');
    expect(response.body.html).toMatch(/href="https?:\/\/[^"]+\/blog"/);
    expect(response.body.html).toContain('Pre');
    expect(response.body.text).toContain('We launched');
    expect(response.body.text).toMatch(/Read more \(https?:\/\/[^)]+\/blog\)/);
    expect(response.body.text).not.toContain('<');
  });

  it('test sends go to staff addresses only, arrive marked [Test], and are audited', async () => {
    const { id } = await create();
    const p = { id: String(id) };
    const outsider = await req(
      testHandler,
      'POST',
      API.adminCampaignTest.path(id),
      'Content Editor',
      { to: 'someone@example.org' },
      p,
    );
    expect(outsider.status).toBe(400);
    const ok = await req(
      testHandler,
      'POST',
      API.adminCampaignTest.path(id),
      'Content Editor',
      { to: 'editor@thawab.app', draft: { subject: 'Unsaved subject', preheader: '', body: 'Unsaved body' } },
      p,
    );
    expect(ok.status).toBe(202);
    await deliverDueMail(db(), { transport });
    const [mail] = await smtp.waitFor('editor@thawab.app');
    expect(mail!.subject).toBe('[Test] Unsaved subject');
    expect(mail!.text).toContain('Unsaved body');
    const audit = await rows<{ summary: string }>(
      sql`SELECT summary FROM audit_log WHERE action = 'campaign.test_sent'`,
    );
    expect(audit.map((a) => a.summary)).toEqual(['Sent a test of campaign "Unsaved subject" to editor@thawab.app']);
  });
});

describe('audiences and sending', () => {
  it('counts and sends to confirmed, subscribed, not-yet-notified sign-ups (by source and level); suppressed counted, not sent; notified set', async () => {
    await signup('a@example.org', { source: 'self_assessment', level: 'Grounded Heart' });
    await signup('b@example.org', { source: 'spiritual_quiz' });
    await signup('c@example.org', { source: 'self_assessment' });
    await signup('unconfirmed@example.org', { confirmed: false });
    await signup('done@example.org', { notified: true });
    await signup('gone@example.org', { unsubscribed: true });
    await signup('bounced@example.org');
    await suppressAddress(db(), 'bounced@example.org', 'hard_bounce', 'webhook');

    const count = async (query: Record<string, string>) =>
      (await req(audienceHandler, 'GET', withQuery(API.adminCampaignAudience, query), 'Content Editor')).body;
    expect(await count({ list: 'waitlist' })).toEqual({
      recipients: 4,
      suppressed: 1,
      byLanguage: [{ locale: 'en', recipients: 4 }],
    });
    expect(await count({ list: 'waitlist', source: 'self_assessment' })).toMatchObject({
      recipients: 3,
      suppressed: 1,
    });
    expect(await count({ list: 'waitlist', source: 'self_assessment', level: 'Grounded Heart' })).toMatchObject({
      recipients: 1,
      suppressed: 0,
    });
    expect(
      (
        await req(
          audienceHandler,
          'GET',
          withQuery(API.adminCampaignAudience, { list: 'waitlist', level: 'Nope' }),
          'Content Editor',
        )
      ).status,
    ).toBe(400);

    const { id } = await create();
    const sent = await act(id, 'send');
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.status).toBe('sending');
    // The recipients' rows are stored by the mail queue, chunk by chunk (here 3 audience rows a chunk).
    expect(sent.body.storing).toBe(true);
    expect(RECIPIENT_CHUNK).toBe(5000);
    expect(await storeCampaignRecipients(db(), { chunk: 3 })).toBe(4);
    expect(
      (await req(campaignHandler, 'GET', API.adminCampaign.path(id), 'Super Admin', undefined, { id: String(id) })).body
        .storing,
    ).toBe(false);
    expect(await progress(id)).toEqual({ total: 4, sent: 0, failed: 0, suppressed: 1, remaining: 3 });
    // A draft is no longer editable once sending.
    expect(
      (
        await req(
          campaignHandler,
          'PUT',
          API.adminCampaign.path(id),
          'Super Admin',
          { ...draft(), version: sent.body.version },
          { id: String(id) },
        )
      ).status,
    ).toBe(409);

    expect(await runMailQueue(db(), { transport })).toMatchObject({ sent: 3, suppressed: 0 });
    expect(await progress(id)).toEqual({ total: 4, sent: 3, failed: 0, suppressed: 1, remaining: 0 });
    expect(
      (await req(campaignHandler, 'GET', API.adminCampaign.path(id), 'Super Admin', undefined, { id: String(id) })).body
        .status,
    ).toBe('sent');
    for (const to of ['a@example.org', 'b@example.org', 'c@example.org']) {
      const [mail] = await smtp.waitFor(to);
      expect(mail!.subject).toBe('Thawab is here');
      expect(mail!.parts).toEqual(['text/plain', 'text/html']);
      expect(mail!.html).toContain('<strong>first</strong>');
      expect(mail!.html).not.toContain('unsubscribe.invalid');
      expect(mail!.headers['list-unsubscribe']).toMatch(/^<https?:\/\/[^>]+\/api\/unsubscribe\?token=/);
      expect(mail!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    }
    expect(received('bounced@example.org')).toEqual([]);
    const notified = await rows<{ email: string }>(sql`SELECT email FROM launch_signups WHERE notified ORDER BY email`);
    expect(notified.map((r) => r.email)).toEqual([
      'a@example.org',
      'b@example.org',
      'c@example.org',
      'done@example.org',
    ]);

    // One-click unsubscribe (RFC 8058) from the received message, then a second campaign skips them
    // and everyone already notified.
    const [mailA] = received('a@example.org');
    const url = /<([^>]+)>/.exec(mailA!.headers['list-unsubscribe']!)![1]!;
    const oneClick = await unsubscribe(
      new Request(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      }),
      context(),
    );
    expect(oneClick.status).toBe(200);
    expect(
      (await rows(sql`SELECT 1 FROM launch_signups WHERE email = 'a@example.org' AND unsubscribed_at IS NOT NULL`))
        .length,
    ).toBe(1);
    await signup('late@example.org');
    await db().execute(sql`UPDATE launch_signups SET notified = false WHERE email = 'a@example.org'`);
    const second = await create(draft({ subject: 'Second' }));
    // The bounced address was never notified: it is in the audience again, and suppressed again.
    await act(second.id, 'send');
    await storeCampaignRecipients(db());
    expect(await progress(second.id)).toEqual({ total: 2, sent: 0, failed: 0, suppressed: 1, remaining: 1 });
    await runMailQueue(db(), { transport });
    await smtp.waitFor('late@example.org');
    expect(received('a@example.org')).toHaveLength(1);

    const audit = await rows<{ action: string; summary: string }>(
      sql`SELECT action, summary FROM audit_log WHERE action = 'campaign.sent' ORDER BY id`,
    );
    expect(audit.map((a) => a.summary)).toEqual([
      'Started sending campaign "Thawab is here" to 4 recipients (Launch waitlist (not yet notified); English only)',
      'Started sending campaign "Second" to 2 recipients (Launch waitlist (not yet notified); English only)',
    ]);
  });

  it('an address unsubscribed while the campaign sends is suppressed at delivery', async () => {
    await signup('x@example.org');
    await signup('y@example.org');
    const { id } = await create();
    await act(id, 'send');
    await storeCampaignRecipients(db());
    await suppressAddress(db(), 'y@example.org', 'unsubscribe', 'unsubscribe');
    expect(await deliverDueMail(db(), { transport })).toMatchObject({ sent: 1, suppressed: 1 });
    expect(await progress(id)).toMatchObject({ sent: 1, suppressed: 1, remaining: 0 });
    expect((await rows(sql`SELECT 1 FROM launch_signups WHERE email = 'y@example.org' AND notified`)).length).toBe(0);
  });

  it('pause stops delivery, resume carries on; both audited; wrong states answer 409', async () => {
    for (let i = 0; i < 6; i++) await signup(`p${i}@example.org`);
    const { id } = await create();
    expect((await act(id, 'pause')).status).toBe(409);
    await act(id, 'send');
    await storeCampaignRecipients(db());
    expect((await act(id, 'pause')).body.status).toBe('paused');
    expect(await runMailQueue(db(), { transport })).toMatchObject({ sent: 0 });
    expect(await progress(id)).toMatchObject({ sent: 0, remaining: 6 });
    expect((await act(id, 'resume')).body.status).toBe('sending');
    expect(await runMailQueue(db(), { transport })).toMatchObject({ sent: 6 });
    expect(await progress(id)).toMatchObject({ sent: 6, remaining: 0 });
    const audit = await rows<{ action: string }>(
      sql`SELECT action FROM audit_log WHERE entity_type = 'campaign' AND entity_id = ${String(id)} ORDER BY id`,
    );
    expect(audit.map((a) => a.action)).toEqual([
      'campaign.created',
      'campaign.sent',
      'campaign.paused',
      'campaign.resumed',
    ]);
  });

  it('a scheduled campaign starts from the mail schedule once its time has come; unschedule returns it to a draft', async () => {
    await signup('s@example.org');
    const { id } = await create();
    expect((await act(id, 'schedule', { scheduledAt: new Date(Date.now() - 3_600_000).toISOString() })).status).toBe(
      400,
    );
    const scheduled = await act(id, 'schedule', { scheduledAt: new Date(Date.now() + 3_600_000).toISOString() });
    expect(scheduled.body.status).toBe('scheduled');
    expect((await act(id, 'unschedule')).body.status).toBe('draft');
    await act(id, 'schedule', { scheduledAt: new Date(Date.now() + 3_600_000).toISOString() });
    await deliverMailFunction(
      new Request('http://localhost/.netlify/functions/scheduled-deliver-mail', { method: 'POST' }),
      context(),
    );
    expect((await progress(id)).total).toBe(0);
    await db().execute(sql`UPDATE campaigns SET scheduled_at = now() - interval '1 minute' WHERE id = ${id}`);
    await deliverMailFunction(
      new Request('http://localhost/.netlify/functions/scheduled-deliver-mail', { method: 'POST' }),
      context(),
    );
    expect(await progress(id)).toMatchObject({ total: 1 });
    const audit = await rows<{ staff_username: string; action: string }>(
      sql`SELECT staff_username, action FROM audit_log WHERE entity_type = 'campaign' AND entity_id = ${String(id)} ORDER BY id`,
    );
    expect(audit.at(-1)).toEqual({ staff_username: 'scheduler', action: 'campaign.sent' });
  });

  it('without UNSUBSCRIBE_SECRET nothing is sent: 503 and the campaign stays a draft', async () => {
    const { id } = await create();
    const secret = process.env.UNSUBSCRIBE_SECRET;
    delete process.env.UNSUBSCRIBE_SECRET;
    try {
      expect((await act(id, 'send')).status).toBe(503);
    } finally {
      process.env.UNSUBSCRIBE_SECRET = secret;
    }
    expect((await rows<{ status: string }>(sql`SELECT status FROM campaigns WHERE id = ${id}`))[0]!.status).toBe(
      'draft',
    );
  });
});

describe('a blog post as a newsletter issue', () => {
  it('one call makes a prefilled draft to newsletter subscribers with a link to the post; drafts of unpublished posts are refused', async () => {
    const post = await req(
      blogPosts,
      'POST',
      API.blogPosts,
      'Content Editor',
      validPost({ status: 'published', slug: 'gratitude-letter' }),
    );
    expect(post.status, JSON.stringify(post.body)).toBe(201);
    const draftPost = await req(
      blogPosts,
      'POST',
      API.blogPosts,
      'Content Editor',
      validPost({ status: 'draft', slug: 'not-yet', title: 'Not yet' }),
    );
    const made = await create({ fromPostId: post.body.id });
    const campaign = (
      await req(campaignHandler, 'GET', API.adminCampaign.path(made.id), 'Super Admin', undefined, {
        id: String(made.id),
      })
    ).body;
    expect(campaign).toMatchObject({
      subject: 'Gratitude Every Morning',
      audience: { list: 'newsletter' },
      postId: post.body.id,
      status: 'draft',
    });
    expect(campaign.body).toMatch(
      /A short \*\*practice\*\* of thanks\.\n\n\[Read it on Thawab\]\(https?:\/\/[^)]+\/blog\/gratitude-letter\)/,
    );
    expect(
      (await req(campaignsHandler, 'POST', API.adminCampaigns, 'Content Editor', { fromPostId: draftPost.body.id }))
        .status,
    ).toBe(409);
    expect(
      (await req(campaignsHandler, 'POST', API.adminCampaigns, 'Content Editor', { fromPostId: 999999 })).status,
    ).toBe(404);

    await db().execute(
      sql`INSERT INTO newsletter_subscriptions (email, confirmed_at) VALUES ('reader@example.net', now()), ('unconfirmed@example.net', NULL)`,
    );
    await act(made.id, 'send');
    await storeCampaignRecipients(db());
    expect(await progress(made.id)).toMatchObject({ total: 1, remaining: 1 });
    await runMailQueue(db(), { transport });
    const [mail] = await smtp.waitFor('reader@example.net');
    expect(mail!.subject).toBe('Gratitude Every Morning');
    expect(mail!.text).toMatch(/Read it on Thawab \(https?:\/\/[^)]+\/blog\/gratitude-letter\)/);
    expect(received('unconfirmed@example.net')).toEqual([]);
  });

  it('a post in several languages becomes one campaign with a version per published translation, each reader getting theirs', async () => {
    const original = await req(
      blogPosts,
      'POST',
      API.blogPosts,
      'Content Editor',
      validPost({ status: 'published', slug: 'patience-letter', title: 'Patience in Small Things' }),
    );
    expect(original.status, JSON.stringify(original.body)).toBe(201);
    const indonesian = await req(
      blogPosts,
      'POST',
      API.blogPosts,
      'Content Editor',
      validPost({
        status: 'published',
        slug: 'sabar-dalam-hal-kecil',
        title: 'Sabar dalam Hal Kecil',
        language: 'id',
        translationOf: original.body.id,
      }),
    );
    expect(indonesian.status, JSON.stringify(indonesian.body)).toBe(201);
    // A draft translation is not sent: its link would not work yet.
    await req(
      blogPosts,
      'POST',
      API.blogPosts,
      'Content Editor',
      validPost({
        status: 'draft',
        slug: 'sabr-fi-saghair',
        title: 'الصبر في الصغائر',
        language: 'ar',
        translationOf: original.body.id,
      }),
    );

    // Made from the translation, the campaign is still the whole group, English its own text.
    const made = await create({ fromPostId: indonesian.body.id });
    const campaign = (
      await req(campaignHandler, 'GET', API.adminCampaign.path(made.id), 'Super Admin', undefined, {
        id: String(made.id),
      })
    ).body;
    expect(campaign).toMatchObject({
      subject: 'Patience in Small Things',
      audience: { list: 'newsletter' },
      postId: indonesian.body.id,
    });
    expect(Object.keys(campaign.translations)).toEqual(['id']);
    expect(campaign.translations.id.subject).toBe('Sabar dalam Hal Kecil');
    expect(campaign.translations.id.body).toMatch(
      /\[Baca selengkapnya di Thawab\]\(https?:\/\/[^)]+\/id\/blog\/sabar-dalam-hal-kecil\)$/,
    );

    await db().execute(
      sql`INSERT INTO newsletter_subscriptions (email, confirmed_at, language) VALUES ('pembaca@example.net', now(), 'id'), ('reader2@example.net', now(), 'en'), ('qari@example.net', now(), 'ar')`,
    );
    await act(made.id, 'send');
    await storeCampaignRecipients(db());
    await runMailQueue(db(), { transport });
    expect((await smtp.waitFor('pembaca@example.net'))[0]!.subject).toBe('Sabar dalam Hal Kecil');
    expect((await smtp.waitFor('reader2@example.net'))[0]!.subject).toBe('Patience in Small Things');
    // No Arabic version is published: the Arabic reader gets the English.
    expect((await smtp.waitFor('qari@example.net'))[0]!.subject).toBe('Patience in Small Things');
  });

  it('a post with no English in its group goes only to readers of its languages, never as English', async () => {
    const post = await req(
      blogPosts,
      'POST',
      API.blogPosts,
      'Content Editor',
      validPost({ status: 'published', slug: 'syukur-pagi', title: 'Syukur di Pagi Hari', language: 'id' }),
    );
    expect(post.status, JSON.stringify(post.body)).toBe(201);
    const made = await create({ fromPostId: post.body.id });
    const campaign = (
      await req(campaignHandler, 'GET', API.adminCampaign.path(made.id), 'Super Admin', undefined, {
        id: String(made.id),
      })
    ).body;
    expect(campaign.audience).toEqual({ list: 'newsletter', languages: ['id'] });
    expect(campaign.translations.id.subject).toBe('Syukur di Pagi Hari');
  });
});

describe('a worker killed between the transport accepting and the mark', () => {
  it('after a restart every recipient has exactly one message, and the one in flight is marked sent and notified', async () => {
    const addresses = Array.from({ length: 5 }, (_, i) => `crash${i}@example.org`);
    for (const email of addresses) await signup(email);
    const { id } = await create();
    await act(id, 'send');
    await storeCampaignRecipients(db());
    const signal = await killMailWorkerAfterAccept(smtp.url, async () => {
      // The first recipient's message was accepted; the worker is held before marking it.
      const first = smtp.messages().length;
      await new Promise<void>((resolve, reject) => {
        const started = Date.now();
        const poll = () =>
          smtp.messages().length > first
            ? resolve()
            : Date.now() - started > 30_000
              ? reject(new Error('nothing arrived'))
              : setTimeout(poll, 25);
        poll();
      });
    });
    expect(signal).toBe('SIGKILL');
    expect(await progress(id)).toMatchObject({ sent: 0, remaining: 5 });

    // The restarted worker, once the dead worker's lease has expired.
    const later = () => new Date(Date.now() + MAIL_DELIVERY.leaseMs + 1000);
    expect(await deliverDueMail(db(), { transport, now: later })).toMatchObject({ sent: 5, failed: 0 });
    for (const email of addresses) await smtp.waitFor(email);
    await new Promise((resolve) => setTimeout(resolve, 300));
    for (const email of addresses) expect(received(email), email).toHaveLength(1);
    expect(await progress(id)).toEqual({ total: 5, sent: 5, failed: 0, suppressed: 0, remaining: 0 });
    const unknown = await rows<{ to_address: string }>(
      sql`SELECT to_address FROM mail_outbox WHERE campaign_id = ${id} AND last_error LIKE 'Outcome unknown%'`,
    );
    expect(unknown).toHaveLength(1);
    expect((await rows(sql`SELECT 1 FROM launch_signups WHERE notified`)).length).toBe(5);
    // Nothing more, ever.
    expect(
      await deliverDueMail(db(), { transport, now: () => new Date(Date.now() + 10 * MAIL_DELIVERY.leaseMs) }),
    ).toMatchObject({ sent: 0 });
  }, 60_000);
});
