// Email in the reader's language, end to end (decision 0050), on the production-like server with its
// real local SMTP server: a visitor joins the waitlist on /ar/spiritual-quiz; the confirmation arrives in
// Arabic, laid out right to left; its link opens /ar/confirm in Arabic, whose button confirms (and a
// second press says, in Arabic, that the link was used); the unsubscribe page in Arabic and the
// privacy request made on /ur/privacy/request and its link's page in Urdu work and are axe clean; a
// Content Editor writes a campaign with an Arabic version and previews it right to left.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect as baseExpect, test } from '@playwright/test';
import { EMAILS } from '../../src/lib/i18n/emails.ts';
import { emailPage } from '../../src/lib/i18n/email-pages.ts';
import { translate } from '../../src/lib/i18n/format.ts';
import { localePath } from '../../src/lib/i18n/pages.ts';
import { ADMIN, PAGES } from '../../src/lib/routes.ts';
import { PRIVACY_TOKEN_HOURS } from '../../src/lib/schemas/email-links.ts';
import { SITE } from '../../src/lib/site.ts';
import { serverEnv } from '../../src/server/env.ts';
import { unsubscribePageUrl } from '../../src/server/mail/links.ts';
import { localMailDir } from '../../scripts/local-netlify/mail-server.ts';
import { readMailbox, waitForMail } from '../../scripts/support/smtp-server.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { signInAs } from './support/sign-in.ts';
import { resetStaffAccount } from './support/staff.ts';
import { E2E_STATE_DIR, query } from './support/state.ts';

const expect = baseExpect.configure({ timeout: 90_000 });
const mailbox = () => readMailbox(localMailDir(E2E_STATE_DIR));
const mail = (key: keyof typeof EMAILS.en, locale: 'ar' | 'ur') => translate(EMAILS, locale, key, { site: SITE.name });

test('join the waitlist in Arabic → the confirmation arrives in Arabic, right to left → /ar/confirm confirms, in Arabic', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const email = `arabic-${Date.now()}@example.com`;

  // The knowledge quiz's "join the waitlist instead", in Arabic.
  await page.goto(localePath('ar', PAGES.spiritualQuiz));
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await page.getByRole('button', { name: 'انضم إلى قائمة الانتظار بدلًا من ذلك' }).click({ timeout: 120_000 });
  await page.getByLabel('الاسم', { exact: true }).fill('عائشة');
  await page.getByLabel('البريد الإلكتروني', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'انضم إلى قائمة الانتظار', exact: true }).click();
  await expect
    .poll(
      async () =>
        (await query<{ language: string }>('SELECT language FROM launch_signups WHERE email = $1', [email])).map(
          (r) => r.language,
        ),
      { timeout: 150_000 },
    )
    .toEqual(['ar']);

  const [message] = await waitForMail(mailbox, email, { timeoutMs: 120_000 });
  expect(message!.subject).toBe(mail('confirmSubject', 'ar'));
  // The HTML part as a mail client shows it: Arabic, right to left, text starting on the right
  // (on a blank page: the site's CSP would refuse the message's inline styles).
  await page.goto('about:blank');
  await page.setContent(message!.html!);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  const body = page.locator('p', { hasText: 'سجّل أحدٌ' });
  expect(await body.evaluate((p) => [getComputedStyle(p).direction, getComputedStyle(p).textAlign])).toEqual([
    'rtl',
    'right',
  ]);
  await expect(page.getByRole('link', { name: mail('confirmAction', 'ar') })).toBeVisible();
  await test
    .info()
    .attach('confirmation-ar.png', { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });

  const link = new URL(/(https?:\/\/\S+\/ar\/confirm\?token=[A-Za-z0-9_-]+)/.exec(message!.text ?? '')![1]!);
  expect(link.origin).toBe(new URL(baseURL!).origin);
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: emailPage('ar', 'confirmHeading') })).toBeVisible();
  // The language menu keeps this page and its link.
  await expect(page.locator('header a[data-lang="en"]')).toHaveAttribute('href', `${PAGES.confirm}${link.search}`);
  await expectNoSeriousA11yViolations(page);
  expect(
    (
      await query<{ confirmed_at: Date | null }>('SELECT confirmed_at FROM launch_signups WHERE email = $1', [email])
    )[0]!.confirmed_at,
  ).toBeNull();
  await page.getByRole('button', { name: emailPage('ar', 'confirmButton') }).click();
  await expect(page.getByRole('status')).toHaveText(emailPage('ar', 'confirmedWaitlist'));
  expect(
    (
      await query<{ confirmed_at: Date | null; language: string }>(
        'SELECT confirmed_at, language FROM launch_signups WHERE email = $1',
        [email],
      )
    )[0],
  ).toMatchObject({
    confirmed_at: expect.any(Date),
    language: 'ar',
  });
  await page.reload();
  await page.getByRole('button', { name: emailPage('ar', 'confirmButton') }).click();
  await expect(page.getByRole('status')).toHaveText(emailPage('ar', 'linkUsed'));

  // The unsubscribe page a list message in Arabic links to.
  const secret = readFileSync(join(E2E_STATE_DIR, 'unsubscribe-secret'), 'utf8').trim();
  const unsubscribe = new URL(
    unsubscribePageUrl(email, 'ar', serverEnv({ UNSUBSCRIBE_SECRET: secret, SITE_URL: baseURL })),
  );
  expect(unsubscribe.pathname).toBe('/ar/unsubscribe');
  await page.goto(`${unsubscribe.pathname}${unsubscribe.search}`);
  await expect(page.getByRole('heading', { level: 1, name: emailPage('ar', 'unsubscribeHeading') })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: emailPage('ar', 'unsubscribeButton') }).click();
  await expect(page.getByRole('status')).toHaveText(emailPage('ar', 'unsubscribed'));
  await expect
    .poll(
      async () =>
        (
          await query<{ unsubscribed_at: Date | null }>('SELECT unsubscribed_at FROM launch_signups WHERE email = $1', [
            email,
          ])
        )[0]!.unsubscribed_at,
    )
    .not.toBeNull();
});

test('a privacy request made in Urdu: the form, the email and the page its link opens are Urdu', async ({ page }) => {
  test.setTimeout(300_000);
  const email = `urdu-privacy-${Date.now()}@example.com`;
  await page.goto(localePath('ur', PAGES.privacyRequest));
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: emailPage('ur', 'requestHeading') })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel(emailPage('ur', 'requestEmail'), { exact: true }).fill(email);
  await page.getByLabel(emailPage('ur', 'requestCopy')).check();
  await page.getByRole('button', { name: emailPage('ur', 'requestSend') }).click();
  await expect(page.getByRole('status')).toHaveText(emailPage('ur', 'requestSent', { hours: PRIVACY_TOKEN_HOURS }));

  const [message] = await waitForMail(mailbox, email, { timeoutMs: 120_000 });
  expect(message!.subject).toBe(mail('privacyCopySubject', 'ur'));
  expect(message!.html).toMatch(/<html lang="ur" dir="rtl">/);
  const link = new URL(/(https?:\/\/\S+\/ur\/privacy\/confirm\?token=[A-Za-z0-9_-]+)/.exec(message!.text ?? '')![1]!);
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { level: 1, name: emailPage('ur', 'privacyHeading') })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: emailPage('ur', 'privacyButton') }).click();
  expect((await download).suggestedFilename()).toBe('thawab-my-data.json');
  await expect(page.getByRole('status')).toHaveText(
    emailPage('ur', 'privacyDownloading', { file: 'thawab-my-data.json' }),
  );
});

test('the pages emailed links open are axe clean in every right-to-left locale and say a broken link’s error in their language', async ({
  page,
}) => {
  // Six full axe sweeps: on a 2-CPU machine under the suite's load they outgrow the 60 s default.
  test.setTimeout(180_000);
  for (const locale of ['ar', 'ur'] as const) {
    for (const path of [PAGES.confirm, PAGES.unsubscribe, PAGES.privacyConfirm]) {
      await page.goto(`${localePath(locale, path)}?token=${'A'.repeat(43)}`);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expectNoSeriousA11yViolations(page);
    }
    await page.goto(`${localePath(locale, PAGES.confirm)}?token=${'A'.repeat(43)}`);
    await page.getByRole('button', { name: emailPage(locale, 'confirmButton') }).click();
    await expect(page.getByRole('status')).toHaveText(emailPage(locale, 'linkInvalid'));
    await page.goto(localePath(locale, PAGES.unsubscribe));
    await expect(page.getByRole('status')).toHaveText(emailPage(locale, 'noToken'));
  }
});

test('a campaign written in English and Arabic: the language tabs, the preview in Arabic, who gets which version; axe clean', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const editor = { username: 'e2e-mail-languages-editor', password: 'a long e2e password for language versions' };
  await resetStaffAccount(editor.username, 'Languages Editor', 'Content Editor', editor.password);
  await query('DELETE FROM login_attempts');
  const stamp = Date.now();
  for (const [i, language] of ['ar', 'ur'].entries()) {
    await query(
      `INSERT INTO launch_signups (email, email_key, source, confirmed_at, language) VALUES ($1, $1, 'self_assessment', now(), $2)`,
      [`versions-${stamp}-${i}@example.com`, language],
    );
  }
  await signInAs(page, editor, ADMIN.section('campaigns'));
  await page.getByRole('tab', { name: 'Campaigns' }).click();
  const section = page.getByRole('region', { name: 'Campaigns' });
  await section.getByRole('button', { name: 'New campaign' }).click();
  await section.getByLabel('Subject').fill(`Ramadan ${stamp}`);
  await section.getByLabel('Body (Markdown)').fill('# Ramadan Mubarak');
  await section.getByLabel('Add a version in').selectOption('ar');
  const arabicTab = section.getByRole('tab', { name: 'Arabic (العربية)' });
  await expect(arabicTab).toHaveAttribute('aria-selected', 'true');
  await expect(section.getByLabel('Subject')).toHaveValue('');
  await expect(section.getByLabel('Subject')).toHaveAttribute('lang', 'ar');
  await section.getByLabel('Subject').fill('رمضان مبارك');
  await section.getByLabel('Body (Markdown)').fill('# رمضان مبارك');
  // The preview shows the Arabic version in its layout.
  const frame = page.frameLocator('iframe[name="campaign-preview-frame"]');
  await expect(frame.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(frame.getByRole('heading', { level: 2, name: 'رمضان مبارك' })).toBeVisible();
  // By keyboard: back to the English tab with the arrow keys, its text is still there.
  await arabicTab.focus();
  await page.keyboard.press('Home');
  await expect(section.getByRole('tab', { name: 'English (everyone else)' })).toHaveAttribute('aria-selected', 'true');
  await expect(section.getByLabel('Subject')).toHaveValue(`Ramadan ${stamp}`);
  // Who gets which version (this server's other sign-ups count too: at least ours).
  const languages = section.getByTestId('campaign-reach-languages');
  await expect(languages.locator('[data-language="ar"]')).toContainText('(its own version)');
  await expect(languages.locator('[data-language="ur"]')).toContainText('(gets English: no Urdu version)');
  await expectNoSeriousA11yViolations(page);
  await section.getByRole('button', { name: 'Create draft' }).click();
  await expect(section.getByRole('heading', { name: `Draft: Ramadan ${stamp}` })).toBeVisible();
  const [stored] = await query<{ translations: Record<string, { subject: string }> }>(
    'SELECT translations FROM campaigns WHERE subject = $1',
    [`Ramadan ${stamp}`],
  );
  expect(stored!.translations.ar!.subject).toBe('رمضان مبارك');
});
