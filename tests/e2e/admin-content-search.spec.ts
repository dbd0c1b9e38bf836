// The content tabs' search in every language (decision 0053), as a Content Editor sees it in
// Chromium against the production-like server: a Turkish word and Arabic typed without its
// diacritics find a thawab task whose English has neither, and the row says which language matched;
// a word of the Turkish Quran edition finds a daily verse and shows the edition's text; an Urdu
// level name filters the level table. The search boxes run typed Arabic right to left; axe clean.
import { expect as baseExpect, test } from '@playwright/test';
import { ADMIN, API } from '../../src/lib/routes.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { query } from './support/state.ts';
import { resetStaffAccount } from './support/staff.ts';
import { signInAs } from './support/sign-in.ts';

const USERNAME = 'e2e-search-hatice';
const PASSWORD = 'a long e2e password for hatice';
const TASK = 'E2E search task';
const TURKISH = 'Akşam tesbihatını oku';
const ARABIC = 'اقْرَأْ أَذْكَارَ الْمَسَاءِ';
const expect = baseExpect.configure({ timeout: 120_000 });
test.setTimeout(600_000);

test('a Content Editor finds content by its Turkish, Arabic, Indonesian and Urdu texts and sees which language matched', async ({
  page,
  baseURL,
}) => {
  await resetStaffAccount(USERNAME, 'Hatice Demir', 'Content Editor', PASSWORD);
  await query('DELETE FROM login_attempts');
  await query('DELETE FROM thawab_tasks WHERE name = $1', [TASK]);
  const stamp = { writtenBy: 'team', reviewed: false, updatedAt: '2026-11-25T00:00:00.000Z' };
  await query(
    `INSERT INTO thawab_tasks (name, description, category, xp_value, icon, scheduling_type, scheduling_value, difficulty_level, min_level, translations)
     VALUES ($1, 'Evening remembrance after Maghrib.', 'Dhikr', 10, '🌙', 'daily', 'everyday', 'easy', 'Waking Soul', $2::jsonb)`,
    [TASK, JSON.stringify({ tr: { name: TURKISH, ...stamp }, ar: { name: ARABIC, ...stamp } })],
  );

  await signInAs(page, { username: USERNAME, password: PASSWORD }, ADMIN.section('thawabs'));
  await expect(page.getByRole('heading', { name: 'Thawab Tasks' })).toBeVisible();
  const search = page.getByLabel('Search thawab tasks');
  const table = page.getByRole('table', { name: 'Thawab tasks' });

  // Upper case, no Turkish letters: the fold makes "TESBIHATINI" the stored "tesbihatını".
  await search.fill('TESBIHATINI OKU');
  const row = table.getByRole('row', { name: new RegExp(TASK) });
  await expect(row).toBeVisible();
  await expect(row.getByRole('list', { name: 'Matched in another language' })).toHaveText(
    `Matched in Türkçe (Turkish): ${TURKISH}`,
  );
  await expect(row.locator('span[lang="tr"]')).toHaveText('Türkçe');
  await expectNoSeriousA11yViolations(page);
  // A row found this way opens and saves like any other (the form sends the record, not the match).
  await page.getByRole('button', { name: `Edit ${TASK}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Thawab Task' });
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog).toBeHidden();

  // Arabic typed without harakat and with a tatweel finds the vowelled name.
  await search.fill('اذكار المســاء');
  expect(await search.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
  await expect(row).toBeVisible();
  await expect(row.getByRole('list', { name: 'Matched in another language' })).toContainText(
    'Matched in العربية (Arabic)',
  );
  await expect(row.locator('bdi[lang="ar"]')).toHaveText(ARABIC);
  await expect(row.locator('bdi[lang="ar"]')).toHaveAttribute('dir', 'rtl');

  // English still matches, and then no other language is named.
  await search.fill('evening remembrance');
  await expect(row).toBeVisible();
  await expect(row.getByRole('list', { name: 'Matched in another language' })).toHaveCount(0);

  // Daily Verses: a verse added here gets its editions' texts; a phrase of the Indonesian edition
  // (QuranEnc's, decision 0061) finds it.
  await query("DELETE FROM verses WHERE surah = 2 AND ayah_number = '250'");
  const created = await page.request.post(API.adminVerses.path(), {
    headers: { Origin: baseURL! },
    data: {
      surah: 2,
      ayahNumber: '250',
      arabic: 'placeholder',
      translation:
        'And when they went forth to [face] Goliath and his soldiers, they said, "Our Lord, pour upon us patience."',
      tags: ['Patience'],
      scheduledDate: null,
      isWidgetPriority: false,
    },
  });
  expect(created.status()).toBe(201);
  await page.getByRole('tab', { name: 'Daily Verses' }).click();
  await page.getByLabel('Search verses').fill('limpahkanlah kesabaran kepada kami');
  const verses = page.getByRole('table', { name: 'Daily verses' });
  await expect(verses.getByRole('row')).toHaveCount(2);
  const verseMatch = verses.getByRole('list', { name: 'Matched in another language' });
  await expect(verseMatch).toContainText('Matched in Bahasa Indonesia (Indonesian)');
  await expect(verseMatch).toContainText('Dan ketika mereka maju melawan Jalut dan tentaranya');
  await expectNoSeriousA11yViolations(page);

  // The level table: an Urdu level name leaves that level alone in the table.
  const [level] = await query<{ name: string; ur: string }>(
    "SELECT name, translations->'ur'->>'name' AS ur FROM spiritual_levels WHERE translations ? 'ur' ORDER BY position OFFSET 2 LIMIT 1",
  );
  await page.getByRole('tab', { name: 'Spiritual Quiz' }).click();
  await page.getByRole('tab', { name: 'Spiritual Levels' }).click();
  await page.getByLabel('Search levels').fill(level!.ur);
  const levels = page.getByRole('table', { name: 'Spiritual levels' });
  await expect(levels.getByRole('row')).toHaveCount(2);
  await expect(levels.getByRole('rowheader')).toContainText(level!.name);
  await expect(levels.getByRole('list', { name: 'Matched in another language' })).toContainText(
    'Matched in اردو (Urdu)',
  );
  await expectNoSeriousA11yViolations(page);
});
