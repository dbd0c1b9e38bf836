// Every email in its reader's language (decision 0050), against a real Postgres and the real local
// SMTP server: the page's locale is stored with the sign-up and the queued confirmation is in it
// (Urdu, right to left, its link on /ur/confirm); confirming makes the message's language the
// record's; unknown locales are refused; the app's sign-in code arrives in the account's language
// (or the app's, for a new address) with the code in ASCII digits; a staff-published Turkish
// subject reaches a sent email and an invalid one falls back to English; link errors carry a code
// the page translates; campaigns go out per language with an English fallback and a language filter.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import waitlist from '../../functions/waitlist.mts';
import notifyLaunch from '../../functions/notify-launch.mts';
import newsletter from '../../functions/newsletter.mts';
import confirm from '../../functions/confirm.mts';
import unsubscribe from '../../functions/unsubscribe.mts';
import privacyRequest from '../../functions/privacy-request.mts';
import privacyConfirm from '../../functions/privacy-confirm.mts';
import startHandler from '../../functions/app-auth-start.mts';
import verifyHandler from '../../functions/app-auth-verify.mts';
import meHandler from '../../functions/app-me.mts';
import translationString from '../../functions/admin-translation-string.mts';
import campaignsHandler from '../../functions/admin-campaigns.mts';
import campaignHandler from '../../functions/admin-campaign.mts';
import deliveryHandler from '../../functions/admin-campaign-delivery.mts';
import audienceHandler from '../../functions/admin-campaign-audience.mts';
import previewHandler from '../../functions/admin-campaign-preview.mts';
import testHandler from '../../functions/admin-campaign-test.mts';
import { EMAILS } from '../../src/lib/i18n/emails.ts';
import { translate } from '../../src/lib/i18n/format.ts';
import { API, withQuery } from '../../src/lib/routes.ts';
import type { StaffRole } from '../../src/lib/staff-roles.ts';
import { SITE } from '../../src/lib/site.ts';
import { escapeHtml } from '../../src/server/mail/message.ts';
import { forgetEmailStrings } from '../../src/server/mail/strings.ts';
import { deliverDueMail } from '../../src/server/mail/worker.ts';
import { runMailQueue } from '../../src/server/repositories/campaign-delivery.ts';
import { queryRows } from '../../src/server/sql.ts';
import {
  startSmtpServer,
  waitForMail,
  type LocalSmtpServer,
  type ReceivedMail,
} from '../../scripts/support/smtp-server.ts';
import { bearer } from './app-helpers.ts';
import { call, closeDb, context, jsonRequest, ORIGIN, truncate, useTestDatabase } from './helpers.ts';
import { cookieFor, createStaff, staffRequest } from './staff-helpers.ts';
import { publishEverything } from './translation-helpers.ts';

const db = useTestDatabase();
let smtp: LocalSmtpServer;
const cookies = {} as Record<StaffRole, string>;

beforeAll(async () => {
  smtp = await startSmtpServer();
  process.env.SMTP_URL = smtp.url;
  process.env.UNSUBSCRIBE_SECRET = 'mail-languages-secret-0123456789-abcdefghij';
  process.env.SITE_URL = ORIGIN;
  await truncate('staff_accounts', 'audit_log', 'translation_strings');
  for (const [username, role] of [
    ['root', 'Super Admin'],
    ['editor', 'Content Editor'],
  ] as const)
    cookies[role] = await cookieFor((await createStaff(username, role)).id);
}, 60_000);

afterAll(async () => {
  delete process.env.SMTP_URL;
  delete process.env.UNSUBSCRIBE_SECRET;
  delete process.env.SITE_URL;
  await truncate('translation_strings');
  forgetEmailStrings();
  await smtp.stop();
  await closeDb();
});

beforeEach(async () => {
  await truncate(
    'launch_signups',
    'waitlist_referrals',
    'newsletter_subscriptions',
    'email_tokens',
    'mail_outbox',
    'mail_suppressions',
    'campaigns',
    'users',
    'app_sign_in_codes',
    'translation_strings',
  );
  forgetEmailStrings();
});

let counter = 0;
const address = (name: string) => `${name}-${++counter}-${Date.now()}@example.org`;
const rows = <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) => queryRows<T>(db, query);
const t = (
  locale: Parameters<typeof translate>[1],
  key: keyof typeof EMAILS.en,
  values: Record<string, string | number> = {},
) => translate(EMAILS, locale, key, { site: SITE.name, ...values });

async function mailTo(to: string, count = 1): Promise<ReceivedMail[]> {
  await deliverDueMail(db);
  return waitForMail(smtp.messages, to, { count });
}

function linkIn(mail: ReceivedMail, path: string): URL {
  const match = new RegExp(`(${ORIGIN}${path}\\?token=[A-Za-z0-9_%.-]+)`).exec(mail.text ?? '');
  expect(match, `a ${path} link in "${mail.subject}"`).not.toBeNull();
  return new URL(match![1]!);
}

const language = async (table: 'launch_signups' | 'newsletter_subscriptions', email: string) =>
  (await rows<{ language: string }>(sql`SELECT language FROM ${sql.identifier(table)} WHERE email = ${email}`))[0]
    ?.language;

describe('sign-ups record the page’s locale and are written to in it', () => {
  it('a waitlist sign-up from /ur/… stores ur; its confirmation is Urdu, right to left, and links to /ur/confirm; confirming keeps ur', async () => {
    const email = address('urdu');
    const joined = await call(waitlist, jsonRequest(API.waitlist, { email, locale: 'ur' }));
    expect(joined.status).toBe(200);
    expect(await language('launch_signups', email)).toBe('ur');
    // The queued message, as stored in the outbox.
    const [queued] = await rows<{ subject: string; html: string; text: string; locale: string }>(
      sql`SELECT subject, html, text, locale FROM mail_outbox WHERE to_address = ${email}`,
    );
    expect(queued!.locale).toBe('ur');
    expect(queued!.subject).toBe(t('ur', 'confirmSubject'));
    expect(queued!.subject).toBe('\u2068Thawab\u2069 کے لیے اپنی ای میل کی تصدیق کریں');
    expect(queued!.html).toMatch(/^<!doctype html>\n<html lang="ur" dir="rtl">/);
    expect(queued!.html).toContain('<body dir="rtl"');
    expect(queued!.html).toContain(escapeHtml(t('ur', 'confirmBodyWaitlist')));
    // 30 days and 7 days, in Urdu (Latin digits, as the locale table says for Urdu).
    expect(queued!.text).toContain(t('ur', 'confirmIgnore', { days: 30 }));
    expect(queued!.text).toContain('30 دن بعد');

    const [mail] = await mailTo(email);
    expect(mail!.subject).toBe(t('ur', 'confirmSubject'));
    const link = linkIn(mail!, '/ur/confirm');
    // In the text part of a right-to-left message the link is a line of its own.
    expect(mail!.text).toContain(`${t('ur', 'confirmAction')}:\n${link.href}`);
    const confirmed = await call(confirm, jsonRequest(API.confirm, { token: link.searchParams.get('token') }));
    expect(confirmed.status).toBe(200);
    expect(await language('launch_signups', email)).toBe('ur');
  });

  it('knowledge-quiz sign-up (ar), newsletter (fr) and privacy request (bn) are each written in their page’s language', async () => {
    const arabic = address('arabic');
    expect(
      (
        await call(
          notifyLaunch,
          jsonRequest(API.notifyLaunch, { name: 'عائشة', email: arabic, source: 'spiritual_quiz', locale: 'ar' }),
        )
      ).status,
    ).toBe(200);
    expect(await language('launch_signups', arabic)).toBe('ar');
    const [ar] = await mailTo(arabic);
    expect(ar!.subject).toBe(t('ar', 'confirmSubject'));
    expect(ar!.html).toMatch(/<html lang="ar" dir="rtl">/);
    // Counts in the locale's digits (Arabic-Indic for Arabic), with Arabic's plural forms: 30 → many, 7 → few.
    expect(ar!.text).toContain('بعد ٣٠ يومًا');
    expect(ar!.text).toContain('خلال ٧ أيام');
    linkIn(ar!, '/ar/confirm');

    const french = address('french');
    expect((await call(newsletter, jsonRequest(API.newsletter, { email: french, locale: 'fr' }))).status).toBe(200);
    expect(await language('newsletter_subscriptions', french)).toBe('fr');
    const [fr] = await mailTo(french);
    expect(fr!.subject).toBe('Confirmez votre adresse e-mail pour Thawab');
    expect(fr!.text).toContain('au bout de 30 jours');
    expect(fr!.html).toMatch(/<html lang="fr" dir="ltr">/);
    linkIn(fr!, '/fr/confirm');

    const bengali = address('bengali');
    expect(
      (await call(privacyRequest, jsonRequest(API.privacyRequest, { email: bengali, action: 'copy', locale: 'bn' })))
        .status,
    ).toBe(200);
    const [bn] = await mailTo(bengali);
    expect(bn!.subject).toBe(t('bn', 'privacyCopySubject'));
    expect(bn!.text).toContain('২৪ ঘণ্টার'); // Bengali digits
    const link = linkIn(bn!, '/bn/privacy/confirm');
    expect(
      (await rows<{ locale: string }>(sql`SELECT locale FROM email_tokens WHERE purpose = 'privacy_export'`))[0]!
        .locale,
    ).toBe('bn');
    expect(
      (await call(privacyConfirm, jsonRequest(API.privacyConfirm, { token: link.searchParams.get('token') }))).status,
    ).toBe(200);
  });

  it('no locale means English, as before; an unknown locale is a 400 on every form and stores nothing', async () => {
    const plain = address('plain');
    await call(waitlist, jsonRequest(API.waitlist, { email: plain }));
    expect(await language('launch_signups', plain)).toBe('en');
    expect((await mailTo(plain))[0]!.subject).toBe('Confirm your email for Thawab');

    for (const bad of ['xx', 'EN', 'ar-EG', '', 7]) {
      const email = address('bad');
      const answers = [
        await call(waitlist, jsonRequest(API.waitlist, { email, locale: bad })),
        await call(
          notifyLaunch,
          jsonRequest(API.notifyLaunch, { name: 'Amina', email, source: 'spiritual_quiz', locale: bad }),
        ),
        await call(newsletter, jsonRequest(API.newsletter, { email, locale: bad })),
        await call(privacyRequest, jsonRequest(API.privacyRequest, { email, action: 'copy', locale: bad })),
      ];
      for (const answer of answers) {
        expect(answer.status, JSON.stringify(bad)).toBe(400);
        expect(answer.body.issues).toContainEqual({
          path: 'locale',
          message: expect.stringContaining('en, ar, ur, id, bn, tr, ms, fr'),
        });
      }
    }
    expect((await rows(sql`SELECT 1 FROM launch_signups WHERE email LIKE 'bad-%'`)).length).toBe(0);
    expect((await rows(sql`SELECT 1 FROM newsletter_subscriptions`)).length).toBe(0);
    expect((await rows(sql`SELECT 1 FROM mail_outbox WHERE to_address LIKE 'bad-%'`)).length).toBe(0);
  });

  it('a stranger’s sign-up of a listed address from another locale changes nothing; the owner’s does; confirming makes the message’s language the record’s', async () => {
    const email = address('owner');
    const owner = await call(waitlist, jsonRequest(API.waitlist, { email, locale: 'tr' }));
    await call(waitlist, jsonRequest(API.waitlist, { email, locale: 'fr' }));
    expect(await language('launch_signups', email)).toBe('tr');
    await call(waitlist, jsonRequest(API.waitlist, { email, locale: 'id', ownerToken: owner.body.ownerToken }));
    expect(await language('launch_signups', email)).toBe('id');
    // The confirmation sent (Turkish, the first) is the one confirmed: its language becomes the record's.
    const [mail] = await mailTo(email);
    expect(mail!.subject).toBe(t('tr', 'confirmSubject'));
    await call(confirm, jsonRequest(API.confirm, { token: linkIn(mail!, '/tr/confirm').searchParams.get('token') }));
    expect(await language('launch_signups', email)).toBe('tr');
  });

  it('a confirmed newsletter subscriber’s language is not changed by someone subscribing the address again', async () => {
    const email = address('reader');
    await call(newsletter, jsonRequest(API.newsletter, { email, locale: 'ms' }));
    const [mail] = await mailTo(email);
    await call(confirm, jsonRequest(API.confirm, { token: linkIn(mail!, '/ms/confirm').searchParams.get('token') }));
    await call(newsletter, jsonRequest(API.newsletter, { email, locale: 'ar' }));
    expect(await language('newsletter_subscriptions', email)).toBe('ms');
  });
});

describe('the app’s sign-in code', () => {
  const start = (body: Record<string, unknown>) =>
    call(startHandler, jsonRequest(API.appAuthStart, body), context({}, '198.51.100.9'));
  const codeOf = (mail: ReceivedMail) => /\b(\d{6})\b/.exec(mail.text ?? '')![1]!;

  it('a new address gets it in the app’s language and its account starts in it; the code stays ASCII, the minutes are the locale’s', async () => {
    const email = address('app-new');
    expect((await start({ email, language: 'ar' })).status).toBe(202);
    const [mail] = await mailTo(email);
    const code = codeOf(mail!);
    expect(mail!.subject).toBe(t('ar', 'signInSubject', { code }));
    expect(mail!.subject).toContain(`\u2068${code}\u2069`);
    expect(mail!.html).toMatch(/<html lang="ar" dir="rtl">/);
    expect(mail!.html).toContain(`<p dir="ltr" style="margin:4px 0 18px;font-family:'Courier New'`);
    expect(mail!.html).toContain(`>${code}</p>`);
    expect(mail!.text).toContain('يعمل الرمز ١٠ دقائق.');
    // Typed on an Arabic keyboard, the same code.
    const arabicDigits = code.replace(/\d/g, (d) => String.fromCharCode(0x660 + Number(d)));
    const verified = await call(verifyHandler, jsonRequest(API.appAuthVerify, { email, code: arabicDigits }));
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    expect(verified.body.user.language).toBe('ar');
    expect(verified.body.created).toBe(true);
  });

  it('an account gets it in its own language, whatever the app asks; no language means the account’s or English', async () => {
    const email = address('app-known');
    await start({ email, language: 'tr' });
    const [first] = await mailTo(email);
    expect(first!.subject).toBe(t('tr', 'signInSubject', { code: codeOf(first!) }));
    const verified = await call(verifyHandler, jsonRequest(API.appAuthVerify, { email, code: codeOf(first!) }));
    expect(verified.body.user.language).toBe('tr');
    // The user picks Urdu in the app.
    const patched = await call(
      meHandler,
      new Request(`${ORIGIN}${API.appMe}`, {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/json', ...bearer(verified.body.accessToken) },
        body: JSON.stringify({ language: 'ur' }),
      }),
    );
    expect(patched.status).toBe(200);
    await start({ email, language: 'fr' });
    const second = (await mailTo(email, 2)).sort((a, b) => a.id.localeCompare(b.id)).at(-1)!;
    expect(second.subject).toBe(t('ur', 'signInSubject', { code: codeOf(second) }));
    expect(second.html).toMatch(/<html lang="ur" dir="rtl">/);

    const stranger = address('app-plain');
    await start({ email: stranger });
    expect((await mailTo(stranger))[0]!.subject).toMatch(/^\d{6} is your Thawab sign-in code$/);
    expect((await start({ email: address('bad'), language: 'xx' })).status).toBe(400);
  });
});

describe('staff translations reach mail at run time', () => {
  const save = (text: string, version = 0) =>
    call(
      translationString,
      staffRequest('PUT', API.adminTranslationString, {
        cookie: cookies['Content Editor'],
        body: { catalogue: 'emails', key: 'confirmSubject', locale: 'tr', text, reviewed: false, version },
      }),
    );

  it('a published Turkish subject is the subject of the next Turkish confirmation; a draft is not', async () => {
    const subject = 'Lütfen {site} için adresinizi doğrulayın';
    expect((await save(subject)).status).toBe(200);
    const draftOnly = address('tr-draft');
    await call(waitlist, jsonRequest(API.waitlist, { email: draftOnly, locale: 'tr' }));
    expect((await mailTo(draftOnly))[0]!.subject).toBe(t('tr', 'confirmSubject'));

    const published = await publishEverything(cookies['Content Editor']);
    expect(published.status).toBe(200);
    const email = address('tr-published');
    await call(waitlist, jsonRequest(API.waitlist, { email, locale: 'tr' }));
    const [mail] = await mailTo(email);
    expect(mail!.subject).toBe('Lütfen Thawab için adresinizi doğrulayın');
    // Other languages are untouched.
    const english = address('en-after');
    await call(waitlist, jsonRequest(API.waitlist, { email: english }));
    expect((await mailTo(english))[0]!.subject).toBe('Confirm your email for Thawab');
  });

  it('a published string that no longer fits its English is dropped: the message goes out, in English there', async () => {
    // Written straight to the table (the tab would refuse it): a placeholder the English lacks.
    await db.execute(sql`INSERT INTO translation_strings (catalogue, key, locale, text, source_hash, reviewed, written_by, published_text, published_at, changed_by)
                         VALUES ('emails', 'confirmSubject', 'tr', 'Bozuk {nope}', 'x', false, 'someone', 'Bozuk {nope}', now(), 'someone')`);
    const email = address('tr-broken');
    expect((await call(waitlist, jsonRequest(API.waitlist, { email, locale: 'tr' }))).status).toBe(200);
    const [mail] = await mailTo(email);
    expect(mail!.subject).toBe('Confirm your email for Thawab');
    // the rest of the message stays Turkish
    expect(mail!.text).toContain(t('tr', 'confirmBodyWaitlist'));
  });
});

describe('the links', () => {
  it('an error names its code, so the page it opened can say it in its language', async () => {
    const email = address('codes');
    await call(waitlist, jsonRequest(API.waitlist, { email, locale: 'fr' }));
    const token = linkIn((await mailTo(email))[0]!, '/fr/confirm').searchParams.get('token');
    expect((await call(confirm, jsonRequest(API.confirm, { token }))).status).toBe(200);
    expect((await call(confirm, jsonRequest(API.confirm, { token }))).body).toMatchObject({
      code: 'link_used',
      error: 'This link has already been used.',
    });
    expect((await call(confirm, jsonRequest(API.confirm, { token: 'A'.repeat(43) }))).body).toMatchObject({
      code: 'link_invalid',
    });
    await call(waitlist, jsonRequest(API.waitlist, { email: address('late'), locale: 'fr' }));
    await db.execute(sql`UPDATE email_tokens SET expires_at = now() - interval '1 second' WHERE used_at IS NULL`);
    const [late] = await rows<{ to_address: string }>(
      sql`SELECT to_address FROM mail_outbox WHERE to_address LIKE 'late-%'`,
    );
    const lateToken = linkIn((await mailTo(late!.to_address))[0]!, '/fr/confirm').searchParams.get('token');
    expect((await call(confirm, jsonRequest(API.confirm, { token: lateToken }))).body).toMatchObject({
      code: 'link_expired',
    });
    const badUnsubscribe = await call(
      unsubscribe,
      new Request(`${ORIGIN}${API.unsubscribe}?token=forged`, { method: 'POST' }),
    );
    expect(badUnsubscribe).toMatchObject({ status: 400, body: { code: 'unsubscribe_invalid' } });
  });

  it('the one-click URL stays a POST endpoint; a GET of it is sent to the unsubscribe page in the message’s language', async () => {
    const get = (query: string) => call(unsubscribe, new Request(`${ORIGIN}${API.unsubscribe}?${query}`));
    expect((await get('token=abc&locale=ar')).headers.get('location')).toBe('/ar/unsubscribe?token=abc');
    expect((await get('token=abc')).headers.get('location')).toBe('/unsubscribe?token=abc');
    expect((await get('token=abc&locale=xx')).headers.get('location')).toBe('/unsubscribe?token=abc');
  });
});

describe('campaigns per language', () => {
  const req = (
    handler: Parameters<typeof call>[0],
    method: string,
    path: string,
    role: StaffRole,
    body?: unknown,
    params: Record<string, string> = {},
  ) => call(handler, staffRequest(method, path, { cookie: cookies[role], body }), context(params));
  const version = (subject: string, body: string) => ({ subject, preheader: `${subject}…`, body });

  async function confirmed(email: string, lang: string) {
    await db.execute(
      sql`INSERT INTO launch_signups (email, email_key, source, confirmed_at, language) VALUES (${email}, ${email}, 'self_assessment', now(), ${lang})`,
    );
  }

  it('each reader gets the version in their language, else English; the count says who gets which; a language filter narrows it', async () => {
    const people = { en: address('c-en'), ar: address('c-ar'), ur: address('c-ur'), fr: address('c-fr') };
    for (const [lang, email] of Object.entries(people)) await confirmed(email, lang);

    const created = await req(campaignsHandler, 'POST', API.adminCampaigns, 'Content Editor', {
      subject: 'Thawab is here',
      preheader: 'Ready',
      body: '# We launched\n\n[Read more](/blog)',
      audience: { list: 'waitlist' },
      translations: {
        ar: version('وصل Thawab', '# أطلقنا التطبيق'),
        fr: version('Thawab est là', '# Nous avons lancé'),
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.id as number;
    expect(created.body.translations.ar.subject).toBe('وصل Thawab');
    const audit = await rows<{ summary: string }>(
      sql`SELECT summary FROM audit_log WHERE entity_type = 'campaign' AND entity_id = ${String(id)}`,
    );
    expect(audit.map((a) => a.summary)).toEqual([expect.stringContaining('(versions: en, ar, fr)')]);

    const count = async (query: Record<string, string>) =>
      (await req(audienceHandler, 'GET', withQuery(API.adminCampaignAudience, query), 'Content Editor')).body;
    expect(await count({ list: 'waitlist' })).toEqual({
      recipients: 4,
      suppressed: 0,
      byLanguage: [
        { locale: 'en', recipients: 1 },
        { locale: 'ar', recipients: 1 },
        { locale: 'ur', recipients: 1 },
        { locale: 'fr', recipients: 1 },
      ],
    });
    expect(await count({ list: 'waitlist', languages: 'ar,ur' })).toMatchObject({ recipients: 2 });
    expect(
      (
        await req(
          audienceHandler,
          'GET',
          withQuery(API.adminCampaignAudience, { list: 'waitlist', languages: 'ar,xx' }),
          'Content Editor',
        )
      ).status,
    ).toBe(400);

    // Preview and test of one version, in its language.
    const preview = await req(previewHandler, 'POST', API.adminCampaignPreview, 'Content Editor', {
      ...version('وصل Thawab', '# أطلقنا التطبيق'),
      locale: 'ar',
    });
    expect(preview.body.html).toMatch(/<html lang="ar" dir="rtl">/);
    expect(preview.body.text).toContain(t('ar', 'campaignFooter'));
    const tested = await req(
      testHandler,
      'POST',
      API.adminCampaignTest.path(id),
      'Content Editor',
      { to: 'editor@thawab.app', locale: 'fr' },
      { id: String(id) },
    );
    expect(tested.status).toBe(202);
    expect(
      (
        await rows<{ subject: string; locale: string }>(
          sql`SELECT subject, locale FROM mail_outbox WHERE kind = 'campaign_test'`,
        )
      )[0],
    ).toEqual({ subject: '[Test] Thawab est là', locale: 'fr' });
    expect(
      (
        await req(
          testHandler,
          'POST',
          API.adminCampaignTest.path(id),
          'Content Editor',
          { to: 'editor@thawab.app', locale: 'tr' },
          { id: String(id) },
        )
      ).status,
    ).toBe(400);

    const [{ version: v }] = (await rows<{ version: number }>(sql`SELECT version FROM campaigns WHERE id = ${id}`)) as [
      { version: number },
    ];
    const sent = await req(
      deliveryHandler,
      'POST',
      API.adminCampaignDelivery.path(id),
      'Super Admin',
      { version: v, action: 'send' },
      { id: String(id) },
    );
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    await runMailQueue(db);
    // "Send now" also starts a first run itself (SMTP_URL is set): the run above may have found the
    // campaign taken by it (SKIP LOCKED), so wait until every recipient's row is stored.
    await expect
      .poll(
        async () =>
          (
            await rows<{ cursor: number | null }>(sql`SELECT audience_cursor AS cursor FROM campaigns WHERE id = ${id}`)
          )[0]!.cursor,
        { timeout: 20_000 },
      )
      .toBeNull();
    const stored = await rows<{ to_address: string; locale: string; subject: string }>(
      sql`SELECT to_address, locale, subject FROM mail_outbox WHERE campaign_id = ${id} ORDER BY id`,
    );
    expect(Object.fromEntries(stored.map((row) => [row.to_address, [row.locale, row.subject]]))).toEqual({
      [people.en]: ['en', 'Thawab is here'],
      [people.ar]: ['ar', 'وصل Thawab'],
      [people.ur]: ['en', 'Thawab is here'], // no Urdu version: English
      [people.fr]: ['fr', 'Thawab est là'],
    });

    const [ar] = await waitForMail(smtp.messages, people.ar);
    expect(ar!.subject).toBe('وصل Thawab');
    expect(ar!.html).toMatch(/<html lang="ar" dir="rtl">/);
    expect(ar!.html).toContain('أطلقنا التطبيق');
    expect(ar!.text).toContain(t('ar', 'campaignFooter'));
    expect(ar!.text).toMatch(new RegExp(`${ORIGIN}/ar/unsubscribe\\?token=`));
    expect(ar!.headers['list-unsubscribe']).toMatch(/\/api\/unsubscribe\?token=[^>]+&locale=ar>/);
    expect(ar!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const [ur] = await waitForMail(smtp.messages, people.ur);
    expect(ur!.subject).toBe('Thawab is here');
    expect(ur!.html).toMatch(/<html lang="en" dir="ltr">/);
    const [fr] = await waitForMail(smtp.messages, people.fr);
    expect(fr!.text).toContain('Nous avons lancé');
    expect(fr!.text).toContain(t('fr', 'unsubscribe'));

    // The person's copy of their data shows the message as it was sent to them: the Arabic version.
    await call(privacyRequest, jsonRequest(API.privacyRequest, { email: people.ar, action: 'copy', locale: 'ar' }));
    const request = (await mailTo(people.ar, 2)).find((m) => m.subject === t('ar', 'privacyCopySubject'))!;
    const copy = await call(
      privacyConfirm,
      jsonRequest(API.privacyConfirm, { token: linkIn(request, '/ar/privacy/confirm').searchParams.get('token') }),
    );
    const announcement = (copy.body.messages as { kind: string; language: string; text: string }[]).find(
      (m) => m.kind === 'campaign',
    )!;
    expect(announcement.language).toBe('ar');
    expect(announcement.text).toContain('أطلقنا التطبيق');
    expect(announcement.text).toMatch(new RegExp(`${ORIGIN}/ar/unsubscribe\\?token=`));
  });

  it('versions are checked like the English: a known language, a subject and a body; edits are versioned and audited', async () => {
    const base = { subject: 'S', body: 'B', audience: { list: 'newsletter' } };
    for (const translations of [
      { en: version('x', 'y') },
      { xx: version('x', 'y') },
      { ar: { subject: '', body: 'y' } },
      { ar: { subject: 'x', body: 'y', extra: 1 } },
    ]) {
      expect(
        (await req(campaignsHandler, 'POST', API.adminCampaigns, 'Content Editor', { ...base, translations })).status,
        JSON.stringify(translations),
      ).toBe(400);
    }
    const created = await req(campaignsHandler, 'POST', API.adminCampaigns, 'Content Editor', base);
    const id = created.body.id as number;
    const saved = await req(
      campaignHandler,
      'PUT',
      API.adminCampaign.path(id),
      'Content Editor',
      { ...base, translations: { tr: version('Merhaba', 'Gövde') }, version: created.body.version },
      { id: String(id) },
    );
    expect(saved.status).toBe(200);
    expect(saved.body.translations).toEqual({ tr: { subject: 'Merhaba', preheader: 'Merhaba…', body: 'Gövde' } });
    const stale = await req(
      campaignHandler,
      'PUT',
      API.adminCampaign.path(id),
      'Content Editor',
      { ...base, version: created.body.version },
      { id: String(id) },
    );
    expect(stale.status).toBe(409);
    expect(stale.body.current.translations.tr.subject).toBe('Merhaba');
    const audit = await rows<{ summary: string }>(
      sql`SELECT summary FROM audit_log WHERE action = 'campaign.updated' AND entity_id = ${String(id)}`,
    );
    expect(audit.map((a) => a.summary)).toEqual([expect.stringContaining('(versions: en, tr;')]);
  });
});
