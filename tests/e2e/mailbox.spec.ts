// The local mailbox of the production-like server (`npm start`): a message put in the outbox is
// delivered through the server's real local SMTP server, and a signed-in Super Admin reads it at
// LOCAL_ONLY.mailbox, axe clean; a signed-out visitor and any other role read nothing there (the
// messages hold sign-in codes and privacy links, decision 0059).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { createDatabase } from '../../db/client.ts';
import { LOCAL_ONLY } from '../../src/lib/routes.ts';
import { renderEmail } from '../../src/server/mail/message.ts';
import { enqueueMail } from '../../src/server/mail/outbox.ts';
import { smtpTransport } from '../../src/server/mail/transport.ts';
import { deliverDueMail } from '../../src/server/mail/worker.ts';
import { localMailDir, MAILBOX_PAGE_SIZE } from '../../scripts/local-netlify/mail-server.ts';
import { readMailbox, waitForMail } from '../../scripts/support/smtp-server.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { resetStaffAccount } from './support/staff.ts';
import { E2E_STATE_DIR, e2eDatabaseUrl } from './support/state.ts';
import { signInAs } from './support/sign-in.ts';

const USERNAME = 'e2e-mailbox-super-admin';
const MODERATOR = 'e2e-mailbox-moderator';
const PASSWORD = 'a long e2e password for the mailbox';
const stamp = Date.now();
const TO = `mailbox-${stamp}@example.org`;
const SUBJECT = `Your Thawab sign-up ${stamp}`;
const HOSTILE_SUBJECT = `Hostile HTML ${stamp}`;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  await resetStaffAccount(USERNAME, 'Mailbox Super Admin', 'Super Admin', PASSWORD);
  await resetStaffAccount(MODERATOR, 'Mailbox Moderator', 'Moderator', PASSWORD);
  // The test enqueues through the outbox API, as a feature would, and delivers it at once through
  // the server's SMTP server (its scheduled worker would send it within a minute too).
  const dir = localMailDir(E2E_STATE_DIR);
  const { smtpUrl } = JSON.parse(readFileSync(join(dir, 'server.json'), 'utf8')) as { smtpUrl: string };
  const { db, close } = createDatabase(e2eDatabaseUrl());
  const transport = smtpTransport(smtpUrl);
  try {
    const content = renderEmail({
      heading: 'Welcome <to> Thawab',
      paragraphs: ['Salaam & welcome.'],
      unsubscribeUrl: 'https://thawab.app/unsubscribe?token=e2e',
    });
    const { id } = await db.transaction((tx) =>
      enqueueMail(tx, {
        kind: 'newsletter',
        to: TO,
        subject: SUBJECT,
        ...content,
        idempotencyKey: `e2e-mailbox:${stamp}`,
        listUnsubscribeUrl: 'https://thawab.app/unsubscribe?token=e2e',
      }),
    );
    // Enough earlier messages that the mailbox has a second page.
    const earlier = [];
    for (let i = 1; i <= MAILBOX_PAGE_SIZE; i++)
      earlier.push(
        await enqueueMail(db, {
          kind: 'test',
          // One inbox each: an inbox's own mail budget would hold most of them back.
          to: `earlier-${i}-${stamp}@example.org`,
          subject: `Earlier message ${i} ${stamp}`,
          html: `<p>Earlier message ${i}</p>`,
          text: `Earlier message ${i}`,
          idempotencyKey: `e2e-mailbox-earlier-${i}:${stamp}`,
        }),
      );
    await deliverDueMail(db, { transport, ids: earlier.map((mail) => mail.id) });
    await waitForMail(() => readMailbox(dir), `earlier-${MAILBOX_PAGE_SIZE}-${stamp}@example.org`);
    // A message whose HTML part tries to run script: the mailbox shows it without running any.
    const hostile = await enqueueMail(db, {
      kind: 'test',
      to: TO,
      subject: HOSTILE_SUBJECT,
      html: '<p id="hostile">Hello</p><script>document.getElementById("hostile").dataset.ran = "script"</script><img src="x" alt="" onerror="document.getElementById(\'hostile\').dataset.ran = \'onerror\'">',
      text: 'Hello',
      idempotencyKey: `e2e-mailbox-hostile:${stamp}`,
    });
    await deliverDueMail(db, { transport, ids: [id, hostile.id] });
    await waitForMail(() => readMailbox(dir), TO, { count: 2 });
  } finally {
    transport.close();
    await close();
  }
});

async function signIn(page: Page) {
  await signInAs(page, { username: USERNAME, password: PASSWORD }, '/admin');
}

test('signed-in staff read what the site sent in the local mailbox', async ({ page }) => {
  await signIn(page);
  const response = await page.goto(LOCAL_ONLY.mailbox);
  expect(response?.status()).toBe(200);
  expect(response?.headers()['cache-control']).toBe('no-store');
  await expect(page.getByRole('heading', { level: 1, name: 'Local mailbox' })).toBeVisible();
  const message = page.getByRole('article', { name: SUBJECT });
  await expect(message).toBeVisible();
  await expect(message).toContainText(TO);
  await expect(message).toContainText('Thawab <hello@thawab.app>');
  await expect(message).toContainText('<https://thawab.app/unsubscribe?token=e2e>');
  await expect(message).toContainText('List-Unsubscribe=One-Click');
  await message.getByText('Plain-text part').click();
  await expect(message.locator('pre')).toContainText('Welcome <to> Thawab');
  await message.getByText('HTML part').click();
  const frame = page.frameLocator(`iframe[title="HTML part of ${SUBJECT}"]`);
  await expect(frame.getByRole('heading', { name: 'Welcome <to> Thawab' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const hostile = page.getByRole('article', { name: HOSTILE_SUBJECT });
  await hostile.getByText('HTML part').click();
  const hostileFrame = page.frameLocator(`iframe[title="HTML part of ${HOSTILE_SUBJECT}"]`);
  await expect(hostileFrame.locator('#hostile')).toHaveText('Hello');
  await page.waitForTimeout(500);
  await expect(hostileFrame.locator('#hostile')).not.toHaveAttribute('data-ran');

  const api = await page.request.get(LOCAL_ONLY.mailboxApi);
  expect(api.status()).toBe(200);
  // The JSON carries the API's security headers (decision 0059).
  expect(api.headers()['cache-control']).toBe('no-store');
  expect(api.headers()['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  expect(api.headers()['x-content-type-options']).toBe('nosniff');
  expect(api.headers()['x-frame-options']).toBe('DENY');
  const { messages } = (await api.json()) as {
    messages: { subject: string; envelope: { to: string[] }; parts: string[] }[];
  };
  const sent = messages.filter((mail) => [HOSTILE_SUBJECT, SUBJECT].includes(mail.subject));
  expect(sent.map((mail) => [mail.subject, mail.parts])).toEqual([
    [HOSTILE_SUBJECT, ['text/plain', 'text/html']],
    [SUBJECT, ['text/plain', 'text/html']],
  ]);
});

test(`the mailbox shows ${MAILBOX_PAGE_SIZE} messages a page, newest first, with links to older and newer ones`, async ({
  page,
}) => {
  await signIn(page);
  await page.goto(LOCAL_ONLY.mailbox);
  const articles = page.getByRole('article');
  await expect(articles).toHaveCount(MAILBOX_PAGE_SIZE);
  const pages = page.getByRole('navigation', { name: 'Mailbox pages' });
  await expect(pages).toContainText(/^Page 1 of \d+: Older messages$/);
  await expect(pages.getByRole('link', { name: 'Newer messages' })).toHaveCount(0);

  // Page 2 holds none of page 1's messages; this story's earlier messages are on it, newest first.
  const messageIds = () => articles.evaluateAll((all) => all.map((article) => article.getAttribute('aria-labelledby')));
  const firstPage = await messageIds();
  await pages.getByRole('link', { name: 'Older messages' }).click();
  await expect(page).toHaveURL(`${LOCAL_ONLY.mailbox}?page=2`);
  await expect(pages).toContainText(/^Page 2 of \d+: Newer messages/);
  const secondPage = await messageIds();
  expect(secondPage.length).toBeGreaterThan(0);
  expect(secondPage.filter((id) => firstPage.includes(id))).toEqual([]);
  const headings = await articles.getByRole('heading').allTextContents();
  const earlier = headings.filter(
    (heading) => heading.startsWith('Earlier message') && heading.endsWith(String(stamp)),
  );
  expect(earlier.length).toBeGreaterThan(0);
  expect(earlier).toEqual([...earlier].sort((a, b) => Number(b.split(' ')[2]) - Number(a.split(' ')[2])));
  await expectNoSeriousA11yViolations(page);
  await pages.getByRole('link', { name: 'Newer messages' }).click();
  await expect(page).toHaveURL(LOCAL_ONLY.mailbox);

  // A page that is not a whole number says so.
  const bad = await page.goto(`${LOCAL_ONLY.mailbox}?page=first`);
  expect(bad?.status()).toBe(400);
  await expect(page.getByRole('alert')).toHaveText('Page must be a whole number from 1 to 1000000.');
  await expect(page.getByRole('link', { name: 'Newest messages' })).toHaveAttribute('href', LOCAL_ONLY.mailbox);
  // Nor does a page named twice, which the API's query rule refuses too.
  expect((await page.goto(`${LOCAL_ONLY.mailbox}?page=1&page=2`))?.status()).toBe(400);
  await expect(page.getByRole('alert')).toHaveText("Query parameter 'page' is repeated.");
});

test('a signed-out visitor cannot read the mailbox', async ({ page }) => {
  const response = await page.goto(LOCAL_ONLY.mailbox);
  expect(response?.status()).toBe(401);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to read the local mailbox' })).toBeVisible();
  expect(await page.content()).not.toContain(SUBJECT);
  await expectNoSeriousA11yViolations(page);
  const api = await page.request.get(LOCAL_ONLY.mailboxApi);
  expect(api.status()).toBe(401);
  expect(await api.text()).not.toContain(SUBJECT);
});

test('another role cannot read the mailbox, which holds sign-in codes (decision 0059)', async ({ page }) => {
  await signInAs(page, { username: MODERATOR, password: PASSWORD }, '/admin');
  const response = await page.goto(LOCAL_ONLY.mailbox);
  expect(response?.status()).toBe(403);
  await expect(page.getByRole('heading', { level: 1, name: 'The local mailbox is for Super Admins' })).toBeVisible();
  expect(await page.content()).not.toContain(SUBJECT);
  const api = await page.request.get(LOCAL_ONLY.mailboxApi);
  expect(api.status()).toBe(403);
  expect(api.headers()['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  expect(await api.text()).not.toContain(SUBJECT);
});
