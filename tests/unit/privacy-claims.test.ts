// What the FAQ, the landing page and the privacy policy say about a person's own data is the product
// document's rule (decision 0057; docs/product.md "In the site's words"): the English promises are the
// product document's sentences, word for word; in every locale the landing page's `deedsPrivate` is
// the one wording of "private unless shared" that the FAQ and the policy carry, the FAQ sends a
// deletion to the app and to that locale's privacy request page, and the policy links the same page.
// Behind the words: sharing is off by the column's default, a deed with nothing chosen goes to no
// circle (deedShareTargets), and the app's and the request page's deletions and copies are one
// function each. The API tests (app-circles-deeds, app-privacy) prove the behaviour.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { getTableConfig } from 'drizzle-orm/pg-core';
import { circleMembers } from '../../db/schema.ts';
import { landing } from '../../src/lib/i18n/landing.ts';
import { LOCALE_CODES, type LocaleCode } from '../../src/lib/i18n/locales.ts';
import { deedShareTargets } from '../../src/lib/privacy/deed-sharing.ts';
import { localePath } from '../../src/lib/i18n/pages.ts';
import { PAGES } from '../../src/lib/public-routes.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const read = (path: string) => readFileSync(`${root}${path}`, 'utf8');
const plain = (text: string) => text.replace(/[\u2068\u2069]/g, '');
const inLocale = (locale: LocaleCode, dir: string, file: string) =>
  locale === 'en' ? `${dir}/${file}` : `${dir}/${locale}/${file}`;
const faqOf = (locale: LocaleCode) => plain(read(inLocale(locale, 'src/content/support', 'faq.json')));
const policyOf = (locale: LocaleCode) => read(inLocale(locale, 'src/content/legal', 'privacy.md'));
/** A sentence as it may stand inside another: without its full stop (., ۔ or ।). */
const clause = (sentence: string) => sentence.replace(/[.۔।]$/u, '');

/** The product document's own wording of the promises (the quoted lines under "In the site's words"). */
function productPromises(): string[] {
  const doc = read('docs/product.md');
  const start = doc.indexOf("**In the site's words**");
  expect(start, 'docs/product.md has its "In the site\'s words" paragraph').toBeGreaterThan(0);
  const lines = doc.slice(start).split('\n');
  const quote = lines.slice(lines.findIndex((line) => line.startsWith('> ')));
  return quote
    .slice(
      0,
      quote.findIndex((line) => !line.startsWith('>')),
    )
    .map((line) => line.replace(/^>\s?/, ''))
    .filter(Boolean);
}

describe('the English promises are the product document’s sentences', () => {
  const [deedsPrivate, deletion] = productPromises();

  it('“private unless shared”: the landing page’s sentence, in the FAQ and in the privacy policy', () => {
    expect(deedsPrivate).toBe(landing('en', 'deedsPrivate'));
    expect(faqOf('en')).toContain(clause(deedsPrivate!));
    expect(policyOf('en')).toContain(deedsPrivate);
    // The landing page shows it in the circles feature.
    expect(read('src/components/sections/AppMarketing.astro')).toContain("[t('f5Text'), t('deedsPrivate')].join(' ')");
  });

  it('deletion: the FAQ’s sentence, and the policy names the same hand-over of circles', () => {
    expect(faqOf('en')).toContain(deletion);
    expect(policyOf('en')).toContain('circles you created pass to another member');
  });
});

describe('what the sentences promise is what the code does', () => {
  it('a deed with nothing chosen goes to no circle until its owner turns sharing on; a choice names only their circles', () => {
    const memberships = [
      { circleId: 2, shareDeeds: false },
      { circleId: 5, shareDeeds: false },
    ];
    expect(deedShareTargets(memberships)).toEqual({ ok: true, circleIds: [] });
    expect(deedShareTargets([{ circleId: 2, shareDeeds: true }, memberships[1]!])).toEqual({
      ok: true,
      circleIds: [2],
    });
    expect(deedShareTargets(memberships, [5])).toEqual({ ok: true, circleIds: [5] });
    expect(deedShareTargets(memberships, [9])).toMatchObject({ ok: false });
  });

  it('“either way”: the app and the request page delete and copy an account through one function each', () => {
    const app = read('src/server/app/users.ts');
    const selfService = read('src/server/repositories/self-service.ts');
    expect(app).toMatch(/await deleteAppAccount\(tx, userId, actor, 'in the app'\)/);
    expect(selfService).toMatch(/await deleteAppAccount\(tx, appUserId, SELF_SERVICE_ACTOR,/);
    expect(read('functions/app-me-export.mts')).toContain('appAccountExport(db, userId)');
    expect(selfService).toContain('appAccountExport(tx, userId)');
  });
});

describe('a person’s own data, in every locale', () => {
  it.each(LOCALE_CODES)('%s: the FAQ names the locale’s privacy request page; the policy links it', (locale) => {
    const requestPage = localePath(locale, PAGES.privacyRequest);
    expect(faqOf(locale)).toContain(`(${requestPage})`);
    expect(policyOf(locale)).toContain(`](${requestPage})`);
  });

  it.each(LOCALE_CODES)('%s: the FAQ and the policy make the landing page’s “private unless shared”', (locale) => {
    const promise = landing(locale, 'deedsPrivate');
    // Written in the locale, not the English fallback.
    if (locale !== 'en') expect(promise).not.toBe(landing('en', 'deedsPrivate'));
    expect(faqOf(locale)).toContain(clause(promise));
    expect(policyOf(locale)).toContain(clause(promise));
  });

  it('circle sharing is off until a member turns it on (the column’s default)', () => {
    const column = getTableConfig(circleMembers).columns.find((c) => c.name === 'share_deeds');
    expect(column?.default).toBe(false);
    expect(column?.notNull).toBe(true);
  });
});
