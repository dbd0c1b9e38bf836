// QuranEnc's conditions on the public site (decision 0061): wherever the site shows a
// translation of a verse, it shows the translation unchanged with its publisher, QuranEnc.com and
// the version. The site shows one: the verse on the phone mock-up (the landing page's hero and its
// download card, in every locale; the blog's download card draws no mock-up). This walks every page of
// the build the e2e server serves, then reads the credit on rendered pages in Chromium, and the
// verse of the day through the running server's read API. (The API answers' attribution in every
// locale is tests/api/quran-attribution-walk.test.ts.)
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, test } from '@playwright/test';
import { verseCredit } from '../../src/lib/content/quran-source.ts';
import { landing } from '../../src/lib/i18n/landing.ts';
import { localePath } from '../../src/lib/i18n/pages.ts';
import { LOCALE_CODES } from '../../src/lib/i18n/locales.ts';
import { QURANENC_EDITIONS } from '../../src/lib/quran/quranenc-editions.ts';
import { API, PAGES, withQuery } from '../../src/lib/routes.ts';
import { verifiedVerse } from '../../src/server/quran.ts';
import { e2eDeployDirectory } from './support/state.ts';

const EDITION = QURANENC_EDITIONS.english_saheeh;
/** How the mock-up quotes a verse: “translation” — Quran S:A. */
const QUOTE = /“([^”]*)” — Quran (\d+:\d+(?:-\d+)?)/g;

const decode = (html: string) =>
  html
    // A tag ends a text: the mock-up's elements follow one another with no space between them.
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCodePoint(Number(n)))
    .replace(/&#x([0-9a-f]+);/gi, (_, n: string) => String.fromCodePoint(parseInt(n, 16)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

function builtPages(): { file: string; html: string }[] {
  const dir = e2eDeployDirectory();
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => {
      const file = relative(dir, join(entry.parentPath, entry.name));
      return { file, html: readFileSync(join(dir, file), 'utf8') };
    });
}

test('every built page that quotes a verse quotes the licensed text and credits its publisher, QuranEnc.com and version beside it', async () => {
  const quoting: string[] = [];
  for (const { file, html } of builtPages()) {
    const text = decode(html);
    const quotes = [...text.matchAll(QUOTE)];
    if (quotes.length === 0) continue;
    quoting.push(file);
    // Each quote sits in a figure whose caption is the credit of that verse.
    const figures = [...html.matchAll(/<figure\b[\s\S]*?<\/figure>/g)].map((m) => decode(m[0]));
    for (const [, translation, reference] of quotes) {
      const [surah, ayah] = reference!.split(':') as [string, string];
      expect(translation, `${file}: ${reference}`).toBe((await verifiedVerse(Number(surah), ayah)).translation);
      const figure = figures.find((f) => f.includes(`“${translation}” — Quran ${reference}`));
      expect(figure, `${file}: the quote of ${reference} is in a figure`).toBeDefined();
      const credit = verseCredit(reference!);
      expect(figure, `${file}: ${reference} credited`).toContain(credit);
      for (const part of [EDITION.publisher, 'QuranEnc.com', `version ${EDITION.version}`])
        expect(credit).toContain(part);
    }
  }
  // The walk found the pages that show the mock-up: the landing page, in every locale.
  expect(quoting).toEqual(
    expect.arrayContaining(LOCALE_CODES.map((code) => `${localePath(code, PAGES.landing).slice(1)}.html`)),
  );
});

test('the rendered landing page shows the credit under the verse of both mock-ups, in English and in Arabic', async ({
  page,
}) => {
  const credit = verseCredit('94:5');
  for (const path of [PAGES.landing, localePath('ar', PAGES.landing)]) {
    await page.goto(path);
    const locale = path === PAGES.landing ? 'en' : 'ar';
    const phones = page.getByRole('figure', { name: landing(locale, 'phoneLabel', { name: 'Thawab' }) });
    await expect(phones).toHaveCount(2);
    for (const phone of await phones.all()) {
      await phone.scrollIntoViewIfNeeded();
      await expect(phone.locator('figcaption')).toHaveText(credit);
      await expect(phone.locator('figcaption')).toBeVisible();
    }
  }
});

test('the verse of the day through the running server carries the translation’s publisher, QuranEnc.com and version', async ({
  request,
}) => {
  for (const locale of ['en', 'ar', 'id'] as const) {
    const answer = await request.get(withQuery(API.appVerseOfTheDay, { locale }));
    expect(answer.status()).toBe(200);
    const verse = (await answer.json()) as { attribution: string };
    const edition = locale === 'id' ? QURANENC_EDITIONS.indonesian_affairs : EDITION;
    for (const part of [edition.publisher, 'QuranEnc.com', `version ${edition.version}`])
      expect(verse.attribution, locale).toContain(part);
  }
});
