// Live recitation sessions end to end (decisions 0065, 0066), in Chromium against the
// production-like server: a Content Editor schedules a session in the Live Recitation tab, starts
// it and moves to the next ayah; an app user (signed in through the app API with the emailed code)
// listens and dedicates that ayah; a Moderator approves the dedication in the tab's queue; the public
// page /live/{id} and its Urdu version /ur/live/{id} then show the ayah with its translation's
// attribution, the listener and the dedication, each page axe clean. An unknown id says so. A Super
// Admin sets the monthly limits (decision 0070) in the tab's Limits view, by keyboard (no other role
// sees it), and schedules a session N minutes after Maghrib in a city, seeing the start before saving.
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { localMailDir } from '../../scripts/local-netlify/mail-server.ts';
import { readMailbox, waitForMail } from '../../scripts/support/smtp-server.ts';
import { ADMIN, API, PAGES } from '../../src/lib/routes.ts';
import { localePath } from '../../src/lib/i18n/pages.ts';
import { intlTag } from '../../src/lib/i18n/locales.ts';
import { liveText } from '../../src/lib/i18n/live.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { signInAs } from './support/sign-in.ts';
import { resetStaffAccount } from './support/staff.ts';
import { E2E_STATE_DIR, query } from './support/state.ts';

// The server keeps its functions warm, but Chromium, a build and Postgres share the two cores with it:
// under load a chain of saves takes seconds, so waits on server answers are generous.
const expect = baseExpect.configure({ timeout: 180_000 });
test.setTimeout(900_000);

const EDITOR = { username: 'e2e-live-editor', password: 'a long e2e password for the live editor' };
const MODERATOR = { username: 'e2e-live-moderator', password: 'a long e2e password for the live moderator' };
const TITLE = `E2E Evening recitation ${Date.now()}`;
const RECIPIENT = 'Fatima Begum';
const DEDICATOR = 'Her grandson Bilal';

/** Accepts the browser's confirm() of the next action (Start, End). */
const acceptConfirms = (page: Page) => page.on('dialog', (dialog) => void dialog.accept());

test('a session is scheduled, started and advanced; a dedication is sent, approved and shown on its page in English and Urdu', async ({
  page,
  browser,
  request,
}) => {
  await resetStaffAccount(EDITOR.username, 'Live Editor', 'Content Editor', EDITOR.password);
  await resetStaffAccount(MODERATOR.username, 'Live Moderator', 'Moderator', MODERATOR.password);
  acceptConfirms(page);

  let id = 0;
  await test.step('a Content Editor schedules a session on Al-Fatiha and starts it', async () => {
    await signInAs(page, EDITOR, ADMIN.section('live'));
    await expect(page.getByRole('tab', { name: 'Live Recitation' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { name: 'Sessions' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Monthly limits' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Schedule Session' }).click();
    const dialog = page.getByRole('dialog', { name: 'Schedule Session' });
    await dialog.getByLabel('Title').fill(TITLE);
    await dialog.getByLabel('Surah').selectOption('1');
    await expect(dialog.getByLabel('First ayah')).toHaveValue('1');
    await expect(dialog.getByLabel('Last ayah')).toHaveValue('7');
    await dialog.getByLabel('Reciter (optional)').fill('Sheikh Example');
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Schedule', exact: true }).click();
    await expect(dialog).toBeHidden();

    const row = page.getByRole('row', { name: new RegExp(TITLE) });
    await expect(row).toContainText('Scheduled');
    const [stored] = await query<{ id: number; status: string }>(
      'SELECT id, status FROM live_prayer_sessions WHERE title = $1',
      [TITLE],
    );
    expect(stored?.status).toBe('scheduled');
    id = stored!.id;

    await row.getByRole('button', { name: `Start ${TITLE}` }).click();
    await expect(page.getByRole('heading', { name: TITLE })).toBeVisible();
    const current = page.getByTestId('live-current-ayah');
    await expect(current).toHaveText('1');
    await page.getByRole('button', { name: 'Next ayah' }).click();
    await expect(current).toHaveText('2');
  });

  await test.step('an app user listens and dedicates the ayah being recited', async () => {
    const email = `live-${Date.now()}@example.org`;
    expect((await request.post(API.appAuthStart, { data: { email } })).status()).toBe(202);
    const [mail] = await waitForMail(() => readMailbox(localMailDir(E2E_STATE_DIR)), email);
    const code = /\b(\d{6})\b/.exec(mail!.text ?? '')?.[1];
    const verified = await request.post(API.appAuthVerify, { data: { email, code } });
    expect(verified.status()).toBe(200);
    const headers = { Authorization: `Bearer ${((await verified.json()) as { accessToken: string }).accessToken}` };
    expect([200, 204]).toContain((await request.put(API.appLiveSessionPresence.path(id), { headers })).status());
    const sent = await request.post(API.appLiveSessionDedications.path(id), {
      headers,
      data: {
        recipientName: RECIPIENT,
        dedicatorName: DEDICATOR,
        message: 'Please remember her in your duas.',
        ayahNumber: 2,
      },
    });
    expect(sent.status()).toBe(201);
    expect(((await sent.json()) as { dedication: { status: string } }).dedication.status).toBe('pending');
  });

  await test.step('the Editor’s console shows the listener and the pending dedication', async () => {
    await expect(page.getByTestId('live-listeners')).toHaveText('1');
    await expect(page.getByRole('row', { name: new RegExp(RECIPIENT) })).toContainText('Pending');
  });

  await test.step('a Moderator approves it in the queue', async () => {
    const context = await browser.newContext();
    const moderator = await context.newPage();
    await signInAs(moderator, MODERATOR, ADMIN.section('live'));
    await expect(moderator.getByRole('heading', { name: 'Dedications' })).toBeVisible();
    // A Moderator moderates; scheduling is not theirs.
    await expect(moderator.getByRole('button', { name: 'Schedule Session' })).toHaveCount(0);
    const row = moderator.getByRole('row', { name: new RegExp(RECIPIENT) });
    await expect(row).toContainText(TITLE);
    await expectNoSeriousA11yViolations(moderator);
    await row.getByRole('button', { name: `Approve the dedication for ${RECIPIENT}` }).click();
    await expect(row).toHaveCount(0);
    await context.close();
  });

  for (const locale of ['en', 'ur'] as const) {
    await test.step(`the public page in ${locale} shows the ayah, its attribution, the listener and the dedication`, async () => {
      await page.goto(localePath(locale, PAGES.liveSession(id)));
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ur' ? 'rtl' : 'ltr');
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(TITLE);
      await expect(page.getByText(liveText(locale, 'statusLive'), { exact: true })).toBeVisible();
      const ayah = page.getByRole('region', { name: liveText(locale, 'currentAyah') });
      await expect(ayah.locator('[data-field="ayahRef"]')).toHaveAttribute('aria-live', 'polite');
      await expect(ayah.locator('[data-field="arabic"]')).toHaveAttribute('lang', 'ar');
      await expect(ayah.locator('[data-field="arabic"]')).not.toBeEmpty();
      await expect(ayah.locator('[data-field="translation"]')).not.toBeEmpty();
      // QuranEnc's terms: the source is named under every translation.
      await expect(ayah.locator('[data-field="attribution"]')).toContainText(/QuranEnc/i);
      const dedications = page.getByRole('region', { name: liveText(locale, 'dedicationsHeading') });
      await expect(dedications).toContainText(RECIPIENT);
      await expect(dedications).toContainText(DEDICATOR);
      // The one app listener, written in the page's digits.
      await expect(page.locator('[data-field="listeners"]')).toHaveText(
        new Intl.NumberFormat(intlTag(locale)).format(1),
      );
      await expectNoSeriousA11yViolations(page);
    });
  }

  await test.step('the Editor ends the session and its page says so', async () => {
    await signInAs(page, EDITOR, ADMIN.section('live'));
    await page
      .getByRole('row', { name: new RegExp(TITLE) })
      .getByRole('button', { name: `Open console ${TITLE}` })
      .click();
    await page.getByRole('button', { name: 'End session' }).click();
    await page.goto(PAGES.liveSession(id));
    await expect(page.getByText(liveText('en', 'ended'))).toBeVisible();
  });
});

test('a Super Admin sets the monthly limits by keyboard (out of range refused, 0 closes dua requests) and schedules a session after Maghrib', async ({
  page,
}) => {
  const ADMIN_ACCOUNT = { username: 'e2e-limits-admin', password: 'a long e2e password for the limits admin' };
  await resetStaffAccount(ADMIN_ACCOUNT.username, 'Limits Admin', 'Super Admin', ADMIN_ACCOUNT.password);
  await query('DELETE FROM quota_limits');
  try {
    await signInAs(page, ADMIN_ACCOUNT, ADMIN.section('live'));
    const limitsTab = page.getByRole('tab', { name: 'Limits' });
    await limitsTab.focus();
    await page.keyboard.press('Enter');
    await expect(limitsTab).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { name: 'Monthly limits' })).toBeVisible();
    const duas = page.getByLabel('Dua requests per month');
    await expect(duas).toHaveValue('30');
    await expect(page.getByText('The defaults apply: nobody has changed them yet.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await duas.fill('1001');
    await duas.press('Enter');
    await expect(page.locator('#limit-dua-requests-error')).toHaveText(
      'duaRequestsPerMonth is a whole number from 0 to 1000 (0 closes it for the month)',
    );
    await expect(duas).toHaveAttribute('aria-invalid', 'true');
    await expectNoSeriousA11yViolations(page);

    await duas.fill('0');
    await duas.press('Enter');
    await expect(page.getByTestId('toast')).toContainText('Monthly limits saved');
    await expect(page.getByText(`Last changed by ${ADMIN_ACCOUNT.username}`)).toBeVisible();
    const [row] = await query<{ dua_requests_per_month: number; dedications_per_month: number }>(
      'SELECT dua_requests_per_month, dedications_per_month FROM quota_limits',
    );
    expect(row).toEqual({ dua_requests_per_month: 0, dedications_per_month: 10 });

    // The schedule form's start after Maghrib (decision 0070): the computed start shows before saving.
    await page.getByRole('tab', { name: 'Sessions' }).click();
    await page.getByRole('button', { name: 'Schedule Session' }).click();
    const dialog = page.getByRole('dialog', { name: 'Schedule Session' });
    const title = `E2E After Maghrib ${Date.now()}`;
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('The start').selectOption('maghrib');
    await dialog.getByLabel('City', { exact: true }).selectOption('cairo');
    await dialog.getByLabel('Minutes after Maghrib').fill('15');
    await expect(dialog.getByTestId('live-maghrib-start')).toContainText('Maghrib in Cairo is at');
    await expect(dialog.getByTestId('live-maghrib-start')).toContainText('Cairo time');
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Schedule', exact: true }).click();
    await expect(dialog).toBeHidden();
    const [session] = await query<{ maghrib_city: string; maghrib_offset_minutes: number }>(
      'SELECT maghrib_city, maghrib_offset_minutes FROM live_prayer_sessions WHERE title = $1',
      [title],
    );
    expect(session).toEqual({ maghrib_city: 'cairo', maghrib_offset_minutes: 15 });
  } finally {
    // The other stories of the e2e database count on the defaults.
    await query('DELETE FROM quota_limits');
  }
});

test('an address with no session says the recitation was not found', async ({ page }) => {
  await page.goto(PAGES.liveSession(987654321));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(liveText('en', 'notFoundTitle'));
  await expect(page.getByText(liveText('en', 'notFoundText'))).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
