// Campaigns end to end (decision 0041) against the production-like server and its real
// local SMTP server: a Content Editor drafts a launch announcement (preview of both parts at desktop
// and phone width) and sends a test to a staff address; a Super Admin sends it; each test recipient
// receives it; one of them unsubscribes with the one-click POST to its List-Unsubscribe URL, and a
// second campaign skips them; another asks for a privacy copy (request → emailed link → JSON) that
// holds their record and the announcement; "Send as newsletter" on a published post opens a
// prefilled draft. axe is clean on every new screen.
import { readFileSync } from 'node:fs';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { ADMIN, API, PAGES } from '../../src/lib/routes.ts';
import { PRIVACY_REQUEST_ANSWER } from '../../src/lib/schemas/email-links.ts';
import { localMailDir } from '../../scripts/local-netlify/mail-server.ts';
import { postPayload } from '../../scripts/support/post-payload.ts';
import { readMailbox, waitForMail, type ReceivedMail } from '../../scripts/support/smtp-server.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { signInAs } from './support/sign-in.ts';
import { resetStaffAccount } from './support/staff.ts';
import { E2E_STATE_DIR, query } from './support/state.ts';

const expect = baseExpect.configure({ timeout: 60_000 });
const EDITOR = { username: 'e2e-campaign-editor', password: 'a long e2e password for campaign drafts' };
const ADMIN_LOGIN = { username: 'e2e-campaign-admin', password: 'a long e2e password for campaign sends' };
const mailbox = () => readMailbox(localMailDir(E2E_STATE_DIR));
const mailFor = (to: string, options: { count?: number } = {}) =>
  waitForMail(mailbox, to, { timeoutMs: 90_000, ...options });

async function addSignups(emails: string[]) {
  for (const email of emails) {
    await query(
      `INSERT INTO launch_signups (email, email_key, source, confirmed_at) VALUES ($1, $1, 'self_assessment', now())`,
      [email],
    );
  }
  // The test audience is these people: everyone else on this server's waitlist counts as told.
  await query(`UPDATE launch_signups SET notified = true WHERE NOT (email = ANY($1::text[])) AND NOT notified`, [
    emails,
  ]);
}

async function logout(page: Page) {
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByLabel('Username', { exact: true })).toBeVisible();
}

test('draft, preview, test, send, receive, one-click unsubscribe, a second campaign skips them, privacy copy, send a post as newsletter', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(420_000);
  const stamp = Date.now();
  const people = [0, 1, 2].map((i) => `campaign-${stamp}-${i}@example.com`);
  const subject = `Thawab is here ${stamp}`;
  await addSignups(people);
  await resetStaffAccount(EDITOR.username, 'Campaign Editor', 'Content Editor', EDITOR.password);
  await resetStaffAccount(ADMIN_LOGIN.username, 'Campaign Admin', 'Super Admin', ADMIN_LOGIN.password);
  await query('DELETE FROM login_attempts');

  // A Content Editor drafts it.
  await signInAs(page, EDITOR, ADMIN.section('campaigns'));
  await page.getByRole('tab', { name: 'Campaigns' }).click();
  const section = page.getByRole('region', { name: 'Campaigns' });
  await section.getByRole('button', { name: 'New campaign' }).click();
  // Spaces pass the browser's `required`; the server refuses them, and says so under the field.
  await section.getByLabel('Subject').fill('   ');
  await section.getByLabel('Pre-header').fill('The app you waited for is ready');
  await section
    .getByLabel('Body (Markdown)')
    .fill('# We launched\n\nOpen the app and start your **first** day.\n\n[Read the blog](/blog)');
  await section.getByRole('button', { name: 'Create draft' }).click();
  await expect(section.locator('#campaign-subject-error')).toHaveText('Subject is required');
  await expect(section.getByLabel('Subject')).toHaveAttribute('aria-invalid', 'true');
  await section.getByLabel('Subject').fill(subject);
  await expect(section.getByTestId('campaign-reach')).toHaveText(/Reaches [1-9]/);
  await section.getByRole('button', { name: 'Create draft' }).click();
  await expect(section.getByRole('heading', { name: `Draft: ${subject}` })).toBeVisible();
  const frame = page.frameLocator('iframe[name="campaign-preview-frame"]');
  await expect(frame.getByRole('heading', { name: 'We launched' })).toBeVisible();
  await expect(frame.locator('strong')).toHaveText('first');
  await section.getByRole('button', { name: 'Phone' }).click();
  await expect(section.locator('.campaign-frame-phone iframe')).toHaveJSProperty('offsetWidth', 375);
  await expectNoSeriousA11yViolations(page);
  await section.getByRole('button', { name: 'Text' }).click();
  await expect(section.getByTestId('campaign-preview-text')).toContainText('Read the blog (http');
  await expect(section.getByText('A Super Admin sends it')).toBeVisible();
  await expect(section.getByRole('button', { name: /Send now/ })).toHaveCount(0);
  await section.getByLabel('Send a test to (staff address)').fill('editor@thawab.app');
  await section.getByRole('button', { name: 'Send test' }).click();
  // The staff mailbox keeps earlier runs' tests: this run's is the one with this subject.
  await expect
    .poll(
      () =>
        mailbox().filter((m) => m.envelope.to.includes('editor@thawab.app') && m.subject === `[Test] ${subject}`)
          .length,
      { timeout: 90_000 },
    )
    .toBe(1);
  await expectNoSeriousA11yViolations(page);
  await logout(page);

  // A Super Admin sends it and watches it finish.
  await signInAs(page, ADMIN_LOGIN);
  await page.getByRole('tab', { name: 'Campaigns' }).click();
  await section.getByRole('button', { name: `Open ${subject}` }).click();
  // Three people, unless another story confirmed someone meanwhile (the suite runs two at a time).
  await section.getByRole('button', { name: /^Send now to \d+ (person|people)$/ }).click();
  await expect(section.locator('[data-stat="remaining"] .stat-value')).toHaveText('0', { timeout: 90_000 });
  await expect(section.locator('[data-stat="failed"] .stat-value')).toHaveText('0');
  await expect(section.getByText('Sent', { exact: true }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const received: ReceivedMail[] = [];
  for (const email of people) {
    const [mail] = (await mailFor(email)).filter((m) => m.subject === subject);
    expect(mail, email).toBeDefined();
    expect(mail!.html).toContain('<strong>first</strong>');
    received.push(mail!);
  }
  expect(
    (
      await query<{ n: number }>(
        'SELECT count(*)::int AS n FROM launch_signups WHERE email = ANY($1::text[]) AND notified',
        [people],
      )
    )[0]!.n,
  ).toBe(3);

  // One-click unsubscribe (RFC 8058): the mail client POSTs to the List-Unsubscribe URL.
  const oneClick = new URL(/<(https?:[^>]+)>/.exec(received[0]!.headers['list-unsubscribe']!)![1]!);
  const response = await page.request.post(`${oneClick.pathname}${oneClick.search}`, {
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    data: 'List-Unsubscribe=One-Click',
  });
  expect(response.status()).toBe(200);

  // A second campaign (even with everyone marked not notified again) skips the one who left.
  await query('UPDATE launch_signups SET notified = false WHERE email = ANY($1::text[])', [people]);
  const origin = new URL(baseURL!).origin;
  const second = await page.request.post(API.adminCampaigns, {
    headers: { Origin: origin },
    data: { subject: `Second ${stamp}`, body: 'Still here.', audience: { list: 'waitlist' } },
  });
  expect(second.status()).toBe(201);
  const { id, version } = (await second.json()) as { id: number; version: number };
  const sent = await page.request.post(API.adminCampaignDelivery.path(id), {
    headers: { Origin: origin },
    data: { version, action: 'send' },
  });
  expect(sent.status()).toBe(200);
  await mailFor(people[1]!, { count: 2 });
  await mailFor(people[2]!, { count: 2 });
  await new Promise((resolve) => setTimeout(resolve, 1000));
  expect((await mailbox()).filter((m) => m.envelope.to.includes(people[0]!)).map((m) => m.subject)).toEqual([subject]);

  // The privacy copy: request → emailed link → the JSON holds the record and the announcement.
  await page.goto(PAGES.privacyRequest);
  await page.getByLabel('Email address').fill(people[1]!);
  await page.getByLabel('A copy of my data').check();
  await page.getByRole('button', { name: 'Send me the link' }).click();
  await expect(page.getByRole('status')).toHaveText(PRIVACY_REQUEST_ANSWER);
  const privacyMail = (await mailFor(people[1]!, { count: 3 })).find(
    (m) => /privacy/i.test(m.subject) || /privacy\/confirm/.test(m.text ?? ''),
  )!;
  const link = new URL(/(https?:\/\/\S+\/privacy\/confirm\?token=[A-Za-z0-9_-]+)/.exec(privacyMail.text ?? '')![1]!);
  await page.goto(`${link.pathname}${link.search}`);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Carry out my request' }).click();
  const copy = JSON.parse(readFileSync((await (await download).path())!, 'utf8')) as {
    waitlist: { email: string; notified: boolean }[];
    messages: { kind: string; subject: string; text: string | null }[];
  };
  expect(copy.waitlist.map((r) => r.email)).toEqual([people[1]]);
  const announcement = copy.messages.find((m) => m.kind === 'campaign' && m.subject === subject)?.text;
  expect(announcement).toContain('We launched');
  expect(announcement).toMatch(/Unsubscribe: https?:\/\/\S+\/unsubscribe\?token=/);

  // "Send as newsletter" on a published post: one click opens its prefilled draft.
  // Created before the dashboard opens: a second goto to the same /admin#blog would only move to the
  // fragment, and a list already loaded would never show the new post.
  const slug = `newsletter-post-${stamp}`;
  const post = await page.request.post(API.blogPosts, {
    headers: { Origin: origin },
    data: postPayload({ title: `Letter ${stamp}`, slug, status: 'published' }),
  });
  expect(post.status(), await post.text()).toBe(201);
  await page.goto(ADMIN.section('blog'));
  await page.getByRole('tab', { name: 'Blog Management' }).click();
  await page.getByRole('button', { name: `Send Letter ${stamp} as newsletter` }).click();
  await expect(page).toHaveURL(/\?campaign=\d+#campaigns$/);
  const draft = page.getByRole('region', { name: 'Campaigns' });
  await expect(draft.getByLabel('Subject')).toHaveValue(`Letter ${stamp}`);
  await expect(draft.getByLabel('Send to')).toHaveValue('newsletter');
  await expect(draft.getByLabel('Body (Markdown)')).toHaveValue(new RegExp(`/blog/${slug}\\)$`));
  await expect(draft.getByRole('button', { name: /^Send now to/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
