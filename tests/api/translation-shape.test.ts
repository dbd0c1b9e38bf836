// A staff string can't break a path (decision 0059): a translation is checked at save time against
// how its string is used (one line where the English is one line, no control characters, a bounded
// length), and a published one that fails the checks (saved before they existed) is dropped when
// mail is written, so the visitor's request still answers and the message goes out in English.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import translationString from '../../functions/admin-translation-string.mts';
import startHandler from '../../functions/app-auth-start.mts';
import { API } from '../../src/lib/routes.ts';
import { sourceHash } from '../../src/lib/i18n/icu.ts';
import { EMAILS } from '../../src/lib/i18n/emails.ts';
import { forgetEmailStrings } from '../../src/server/mail/strings.ts';
import { queryRows } from '../../src/server/sql.ts';
import { call, closeDb, context, jsonRequest, truncate, useTestDatabase } from './helpers.ts';
import { cookieFor, createStaff, staffRequest } from './staff-helpers.ts';

const db = useTestDatabase();
let editor: string;

beforeAll(async () => {
  await truncate('staff_accounts', 'translation_strings', 'audit_log', 'app_sign_in_codes', 'mail_outbox');
  editor = await cookieFor((await createStaff('shape-editor', 'Content Editor')).id);
});
afterAll(async () => {
  await truncate('staff_accounts', 'translation_strings', 'audit_log', 'app_sign_in_codes', 'mail_outbox');
  forgetEmailStrings();
  await closeDb();
});

const save = (text: string, key = 'signInSubject') =>
  call(
    translationString,
    staffRequest('PUT', API.adminTranslationString, {
      cookie: editor,
      body: { catalogue: 'emails', key, locale: 'fr', text, reviewed: false, version: 0 },
    }),
  );

describe('translations shaped for where they are used', () => {
  it('refuses a line break, a control character or an endless text in a one-line string, naming the field', async () => {
    for (const [text, says] of [
      ['{code} est votre code\r\nBcc: x@example.org {site}', 'one line'],
      ['{code} est votre code\t{site}', 'control characters'],
      [`{code} est votre code {site} ${'très '.repeat(60)}`, 'Too long'],
    ] as const) {
      const res = await save(text);
      expect(res.status, text).toBe(400);
      expect(res.body.issues[0].path).toBe('text');
      expect(res.body.error).toContain(says);
    }
    expect(await queryRows(db, sql`SELECT id FROM translation_strings`)).toEqual([]);
    // A good one is saved.
    expect((await save('{code} est votre code de connexion {site}')).status).toBe(200);
  });

  it('a published subject with a line break does not fail a French sign-in: the message goes in English', async () => {
    await truncate('translation_strings');
    const broken = '{code} est votre code\nde connexion {site}';
    await db.execute(sql`
      INSERT INTO translation_strings (catalogue, key, locale, text, source_hash, reviewed, written_by, published_text, published_at)
      VALUES ('emails', 'signInSubject', 'fr', ${broken}, ${sourceHash(EMAILS.en.signInSubject)}, false, 'shape-editor', ${broken}, now())`);
    forgetEmailStrings();
    const email = `french-${Date.now()}@example.org`;
    const res = await call(
      startHandler,
      jsonRequest(API.appAuthStart, { email, language: 'fr' }),
      context({}, '198.51.100.77'),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    const [mail] = await queryRows<{ subject: string; locale: string }>(
      db,
      sql`SELECT subject, locale FROM mail_outbox WHERE to_address = ${email}`,
    );
    expect(mail!.subject).toMatch(/^\d{6} is your Thawab sign-in code$/);
  });
});
