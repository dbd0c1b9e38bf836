// What the FAQ and the privacy policy say about a person's own data is where the product keeps it
// (decision 0057): in every locale the FAQ sends a deletion to the app and to that locale's privacy
// request page, and the policy links the same page; the rule "private unless shared" is a default of
// the data, not only a sentence. The API tests (app-circles-deeds, app-privacy) prove the behaviour.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { getTableConfig } from 'drizzle-orm/pg-core';
import { circleMembers } from '../../db/schema.ts';
import { LOCALE_CODES, type LocaleCode } from '../../src/lib/i18n/locales.ts';
import { localePath } from '../../src/lib/i18n/pages.ts';
import { PAGES } from '../../src/lib/public-routes.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const read = (path: string) => readFileSync(`${root}${path}`, 'utf8');
const plain = (text: string) => text.replace(/[\u2068\u2069]/g, '');
const inLocale = (locale: LocaleCode, dir: string, file: string) =>
  locale === 'en' ? `${dir}/${file}` : `${dir}/${locale}/${file}`;

describe('a person’s own data, in every locale', () => {
  it.each(LOCALE_CODES)('%s: the FAQ names the locale’s privacy request page; the policy links it', (locale) => {
    const requestPage = localePath(locale, PAGES.privacyRequest);
    const faq = plain(read(inLocale(locale, 'src/content/support', 'faq.json')));
    expect(faq).toContain(`(${requestPage})`);
    expect(read(inLocale(locale, 'src/content/legal', 'privacy.md'))).toContain(`](${requestPage})`);
  });

  it('circle sharing is off until a member turns it on (the column’s default)', () => {
    const column = getTableConfig(circleMembers).columns.find((c) => c.name === 'share_deeds');
    expect(column?.default).toBe(false);
    expect(column?.notNull).toBe(true);
  });
});
