// A Super Admin reviews flagged referrals in the Referrals tab: a burst of signups through one
// share link credits only the first few; the rest are listed with both people and the reason.
// A Moderator's Referrals tab has no such list (the API answers them 403).
import { expect as baseExpect, test } from '@playwright/test';
import { localMailDir } from '../../scripts/local-netlify/mail-server.ts';
import { readMailbox, waitForMail } from '../../scripts/support/smtp-server.ts';
import { API, ADMIN } from '../../src/lib/routes.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { resetStaffAccount } from './support/staff.ts';
import { E2E_STATE_DIR, query } from './support/state.ts';
import { signInAs } from './support/sign-in.ts';

const expect = baseExpect.configure({ timeout: 90_000 });
const PASSWORD = 'a long e2e password for flag review';

test('a Super Admin sees flagged referrals with the reason; a Moderator does not', async ({ page, request }) => {
  test.setTimeout(240_000);
  const stamp = Date.now();
  const sharer = await request.post(API.waitlist, { data: { email: `sharer-${stamp}@example.com` } });
  const { referralCode } = (await sharer.json()) as { referralCode: string };
  // An inviter whose own address is unconfirmed earns nothing (decision 0060): the sharer confirms.
  const confirmFromMail = async (email: string) => {
    const [mail] = await waitForMail(() => readMailbox(localMailDir(E2E_STATE_DIR)), email, { timeoutMs: 120_000 });
    const token = /\/confirm\?token=([A-Za-z0-9_-]+)/.exec(mail!.text ?? '')![1]!;
    expect((await request.post(API.confirm, { data: { token } })).status()).toBe(200);
  };
  await confirmFromMail(`sharer-${stamp}@example.com`);
  for (let i = 0; i < 5; i++)
    expect(
      (
        await request.post(API.waitlist, { data: { email: `burst-${stamp}-${i}@example.com`, ref: referralCode } })
      ).status(),
    ).toBe(200);
  // A referral is judged when the invitee confirms their address (decision 0036): each confirms
  // with the token of the email they received, as the confirm page's button sends it.
  for (let i = 0; i < 5; i++) await confirmFromMail(`burst-${stamp}-${i}@example.com`);

  await resetStaffAccount('e2e-flag-admin', 'Super Admin reviewer', 'Super Admin', PASSWORD);
  await resetStaffAccount('e2e-flag-mod', 'Moderator reviewer', 'Moderator', PASSWORD);
  await query('DELETE FROM login_attempts');

  await signInAs(page, { username: 'e2e-flag-admin', password: PASSWORD }, ADMIN.section('referrals'));
  await page.getByRole('tab', { name: 'Referrals' }).click();
  const flagged = page.getByRole('region', { name: 'Flagged referrals' });
  await expect(flagged.getByRole('heading', { name: 'Flagged referrals' })).toBeVisible();
  const rows = flagged.getByRole('row').filter({ hasText: `sharer-${stamp}@example.com` });
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText('Burst (more than 3 credits in 10 minutes)');
  await expect(rows.first()).toContainText(referralCode);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Logout' }).click();
  // Waited for: the logout's answer clears the session cookie, and one still in flight would clear
  // the next account's cookie too.
  await expect(page.getByRole('heading', { name: 'Admin sign in' })).toBeVisible();

  await signInAs(page, { username: 'e2e-flag-mod', password: PASSWORD });
  await page.getByRole('tab', { name: 'Referrals' }).click();
  await expect(page.getByRole('heading', { name: 'Referrals' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Flagged referrals' })).toHaveCount(0);
});
