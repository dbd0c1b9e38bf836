// Double opt-in end to end (decision 0036): a visitor takes the quiz on / with an email, the
// confirmation arrives in the production-like server's real local SMTP server, the link opens the
// confirm page, pressing Confirm confirms (and the browser becomes the owner), and a Moderator sees
// the sign-up under the Waitlist tab's "Confirmed: Yes" filter. The unsubscribe page and the
// privacy request page work and are axe clean.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect as baseExpect, test } from '@playwright/test';
import { ADMIN, PAGES } from '../../src/lib/routes.ts';
import { PRIVACY_REQUEST_ANSWER, UNSUBSCRIBED_MESSAGE } from '../../src/lib/schemas/email-links.ts';
import { WAITLIST_OWNER_STORAGE_KEY } from '../../src/lib/waitlist-owner-key.ts';
import { serverEnv } from '../../src/server/env.ts';
import { unsubscribePageUrl } from '../../src/server/mail/links.ts';
import { localMailDir } from '../../scripts/local-netlify/mail-server.ts';
import { readMailbox, waitForMail } from '../../scripts/support/smtp-server.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { resetStaffAccount } from './support/staff.ts';
import { E2E_STATE_DIR, query } from './support/state.ts';

const expect = baseExpect.configure({ timeout: 90_000 });
const USERNAME = 'e2e-optin-mod';
const PASSWORD = 'a long e2e password for double opt-in';

test('quiz with an email → confirmation email → Confirm → confirmed in the Waitlist tab; unsubscribe and privacy pages', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const email = `optin-${Date.now()}@example.com`;

  await page.goto(PAGES.home);
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Start the free quiz' }).click();
  await expect(page.getByText('1 of 7')).toBeVisible();
  await expect
    .poll(async () => (await query('SELECT id FROM launch_signups WHERE email = $1', [email])).length, {
      timeout: 150_000,
    })
    .toBe(1);

  const [mail] = await waitForMail(() => readMailbox(localMailDir(E2E_STATE_DIR)), email, { timeoutMs: 120_000 });
  expect(mail!.subject).toBe('Confirm your email for Thawab');
  const link = new URL(/(https?:\/\/\S+\/confirm\?token=[A-Za-z0-9_-]+)/.exec(mail!.text ?? '')![1]!);
  expect(link.origin).toBe(new URL(baseURL!).origin);

  // The link as written opens this server (no SITE_URL is given: the default `npm start` names its own
  // address, decision 0058). Opening it changes nothing (mail scanners open links); the button does.
  await page.goto(link.href);
  expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin);
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your email' })).toBeVisible();
  expect(
    (
      await query<{ confirmed_at: Date | null }>('SELECT confirmed_at FROM launch_signups WHERE email = $1', [email])
    )[0]!.confirmed_at,
  ).toBeNull();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('status')).toHaveText(/your email is confirmed/);
  const stored = JSON.parse(
    (await page.evaluate((key) => localStorage.getItem(key), WAITLIST_OWNER_STORAGE_KEY)) ?? '{}',
  ) as { ownerToken?: string };
  expect(stored.ownerToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
  // a second press (the link is single-use) says so
  await page.reload();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('status')).toHaveText('This link has already been used.');

  // A Moderator sees it confirmed.
  await resetStaffAccount(USERNAME, 'Opt-in Moderator', 'Moderator', PASSWORD);
  await query('DELETE FROM login_attempts');
  await page.goto(ADMIN.section('waitlist'));
  await page.getByLabel('Username', { exact: true }).fill(USERNAME);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.keyboard.press('Enter');
  await page.getByRole('tab', { name: 'Waitlist' }).click();
  const section = page.getByRole('region', { name: 'Waitlist' });
  await section.getByLabel('Confirmed').selectOption('yes');
  await page.getByLabel('Search sign-ups').fill(email);
  const row = section.getByRole('table', { name: 'Sign-ups, page 1' }).getByRole('row').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Confirmed');

  // The unsubscribe page a list message links to: GET shows a button, the button unsubscribes.
  const secret = readFileSync(join(E2E_STATE_DIR, 'unsubscribe-secret'), 'utf8').trim();
  const unsubscribe = new URL(
    unsubscribePageUrl(email, 'en', serverEnv({ UNSUBSCRIBE_SECRET: secret, SITE_URL: baseURL })),
  );
  await page.goto(`${unsubscribe.pathname}${unsubscribe.search}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Unsubscribe' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('status')).toHaveText(UNSUBSCRIBED_MESSAGE);
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

  // The privacy request page, reached from /privacy.
  await page.goto(PAGES.privacy);
  await page.getByRole('main').getByRole('link', { name: 'request page' }).click();
  await expect(page).toHaveURL(new RegExp(`${PAGES.privacyRequest}$`));
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Delete my data').check();
  await page.getByRole('button', { name: 'Send me the link' }).click();
  await expect(page.getByRole('status')).toHaveText(PRIVACY_REQUEST_ANSWER);
  await expectNoSeriousA11yViolations(page);
  await waitForMail(() => readMailbox(localMailDir(E2E_STATE_DIR)), email, { count: 2, timeoutMs: 120_000 });
});
