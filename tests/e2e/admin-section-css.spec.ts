// Each back-office section's CSS ships inside its lazy chunk (decision 0019): the admin page's
// HTML carries only the shell's CSS, and opening a tab applies that tab's rules, under the page's
// real CSP (style-src without 'unsafe-inline'), with no CSP violation.
import { expect as baseExpect, test } from '@playwright/test';
import { ADMIN } from '../../src/lib/routes.ts';
import { query } from './support/state.ts';
import { signInAs } from './support/sign-in.ts';
import { storyPasswordHash } from './support/staff.ts';

const ROOT = 'e2e-css-root';
const ROOT_PASSWORD = 'a long e2e password for css';
const OTHER = 'e2e-css-editor';
const expect = baseExpect.configure({ timeout: 90_000 });
test.setTimeout(300_000);

// Rules that only section CSS files (roles.css, analytics.css, content.css, community.css) and the
// kit's CSS (kit/kit.css, loaded with the first tab that uses the kit) declare.
const SECTION_ONLY_SELECTORS = [
  '.staff-table select',
  '.analytics-tabs',
  '.calendar-day',
  '.people-section',
  '.sort-button',
  '.admin-pagination',
];

test.beforeAll(async () => {
  await query('DELETE FROM staff_accounts WHERE lower(username) IN (lower($1), lower($2))', [ROOT, OTHER]);
  const hash = await storyPasswordHash(ROOT_PASSWORD);
  await query(
    `INSERT INTO staff_accounts (username, display_name, role, password_hash) VALUES ($1, 'Css Root', 'Super Admin', $2)`,
    [ROOT, hash],
  );
  // A second account, so the staff table shows a role <select> (none on your own row).
  await query(
    `INSERT INTO staff_accounts (username, display_name, role, password_hash) VALUES ($1, 'Css Editor', 'Content Editor', $2)`,
    [OTHER, hash],
  );
  await query('DELETE FROM login_attempts');
});

test('the admin HTML carries only the shell CSS; a tab brings its own CSS when opened, within the CSP', async ({
  page,
  request,
}) => {
  const html = await (await request.get(ADMIN.dashboard)).text();
  expect(html).toContain('.admin-header');
  for (const selector of SECTION_ONLY_SELECTORS) expect(html, selector).not.toContain(selector);

  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportCspViolation: (t: string) => void }).reportCspViolation(
        `${event.violatedDirective} ${event.blockedURI}`,
      );
    });
  });

  await signInAs(page, { username: ROOT, password: ROOT_PASSWORD }, ADMIN.dashboard);
  await expect(page.getByRole('tab', { name: 'Admin Roles' })).toBeVisible();

  const adoptedText = () =>
    page.evaluate(() =>
      document.adoptedStyleSheets
        .flatMap((sheet) => [...sheet.cssRules])
        .map((rule) => rule.cssText)
        .join('\n'),
    );
  expect(await adoptedText()).not.toContain('.staff-table');

  await page.getByRole('tab', { name: 'Admin Roles' }).click();
  const staffTable = page.getByRole('table', { name: /Staff accounts/ });
  await expect(staffTable).toBeVisible();
  expect(await adoptedText()).toContain('.staff-table select');
  // roles.css: `.staff-table select { border: 1px solid #8a8577 }`, applied only by the adopted sheet.
  await expect(staffTable.getByRole('combobox').first()).toHaveCSS('border-top-color', 'rgb(138, 133, 119)');
  await expect(page.locator('.roles-section').first()).toBeVisible();

  // The CSP is in force on this page: a <style> element without a listed hash is refused...
  await page.evaluate(() => {
    const style = document.createElement('style');
    style.textContent = 'body { outline: 9px solid red }';
    document.head.append(style);
  });
  const styleViolations = () => violations.filter((v) => v.startsWith('style-src'));
  await expect.poll(() => styleViolations().length).toBeGreaterThan(0);
  // ...and that planted element is the only style the policy refused: the adopted sheets need no
  // exception. (zod probes `new Function` once, a script-src report that is not this test's concern.)
  expect(styleViolations()).toHaveLength(1);
  expect(styleViolations()[0]).toMatch(/^style-src(-elem)? inline$/);
});
