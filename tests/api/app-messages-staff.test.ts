// The app API's sentences are in the Translations tab (decision 0056's catalogue, registered by
// decision 0047's amendment of 2026-11-28), against a real Postgres: staff find them under "App
// messages"; a save is held to the use-shape checks of decision 0059 (one line, the English's
// placeholders); a published Arabic sentence is what the app API answers an Arabic user, a draft is
// not; a published string that no longer fits its English is dropped and English is sent.
// Before the registration the save answered 404 (no such catalogue) and the app API read only the
// file, so every assertion on the staff text below fails against it.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import completionHandler from '../../functions/app-completion.mts';
import translations from '../../functions/admin-translations.mts';
import translationString from '../../functions/admin-translation-string.mts';
import { APP_MESSAGES_FILE } from '../../src/lib/i18n/app-messages.ts';
import { API, withQuery } from '../../src/lib/routes.ts';
import { forgetAppMessages } from '../../src/server/app/app-messages.ts';
import { queryRows } from '../../src/server/sql.ts';
import { bearer, call, createAppUser } from './app-helpers.ts';
import { call as plainCall, closeDb, context, ORIGIN, truncate, useTestDatabase } from './helpers.ts';
import { cookieFor, createStaff, staffRequest } from './staff-helpers.ts';
import { pendingChanges, publishRows } from './translation-helpers.ts';

const db = useTestDatabase();
let editor = '';
let taskId = 0;
const today = () => new Date().toISOString().slice(0, 10);
const STAFF_TEXT = 'أُلغي إتمام العمل، ويمكنك إتمامه لاحقًا متى شئت.';
const DRAFT_TEXT = 'مسودة لم تُنشر بعد.';

beforeAll(async () => {
  await truncate('users', 'thawab_tasks', 'translation_strings', 'staff_accounts', 'audit_log');
  editor = await cookieFor((await createStaff('amina', 'Content Editor')).id);
  const [task] = await queryRows<{ id: number }>(
    db,
    sql`INSERT INTO thawab_tasks (name, description, category, xp_value, icon, scheduling_type, scheduling_value, difficulty_level, min_level)
        VALUES ('Pray on time', 'For tests', 'Prayer', 20, '🕌', 'daily', 'everyday', 'easy', 'Waking Soul') RETURNING id`,
  );
  taskId = task!.id;
  forgetAppMessages();
});

afterAll(async () => {
  await truncate('users', 'thawab_tasks', 'translation_strings', 'staff_accounts', 'audit_log');
  await closeDb();
});

const save = (key: string, text: string, version = 0, locale = 'ar') =>
  plainCall(
    translationString,
    staffRequest('PUT', API.adminTranslationString, {
      cookie: editor,
      body: { catalogue: 'app-messages', key, locale, text, reviewed: false, version },
    }),
  );

async function userIn(locale: string) {
  const user = await createAppUser();
  await db.execute(sql`UPDATE users SET time_zone = 'UTC', language = ${locale} WHERE id = ${user.userId}`);
  return user;
}

/** Completes the deed, then unmarks it: the unmark answer's sentence and the language it is in. */
async function unmarkSentence(token: string) {
  const mark = (method: 'PUT' | 'DELETE') =>
    call(
      completionHandler,
      new Request(`${ORIGIN}${API.appCompletion.path(today(), taskId)}`, { method, headers: bearer(token) }),
      context({ date: today(), thawabId: String(taskId) }),
    );
  expect((await mark('PUT')).status).toBe(200);
  const undone = await mark('DELETE');
  expect(undone.status).toBe(200);
  return { message: undone.body.message as string, messageLocale: undone.body.messageLocale as string };
}

describe('the app messages in the Translations tab', () => {
  it('are listed under App messages, every key in every language', async () => {
    const res = await plainCall(
      translations,
      staffRequest('GET', withQuery(API.adminTranslations, { area: 'app', locale: 'ar', pageSize: 100 }), {
        cookie: editor,
      }),
    );
    expect(res.status).toBe(200);
    const keys = Object.keys(APP_MESSAGES_FILE.en);
    expect(res.body.total).toBe(keys.length);
    expect(res.body.items.map((i: { catalogue: string; key: string }) => `${i.catalogue}.${i.key}`).sort()).toEqual(
      keys.map((k) => `app-messages.${k}`).sort(),
    );
    expect(res.body.coverage).toContainEqual({
      area: 'app',
      locale: 'ar',
      total: keys.length,
      translated: keys.length,
    });
  });

  it('a save keeps the use-shape checks: one line, and the English’s placeholders ({name}, {level})', async () => {
    const lines = await save('newBadge', 'وسام جديد:\n{name}!');
    expect(lines.status).toBe(400);
    expect(lines.body.issues).toContainEqual({
      path: 'text',
      message: 'Must be one line, as the English is (it is used as a subject, title or button)',
    });
    const lost = await save('levelReached', 'بلغتَ مستوى جديدًا!');
    expect(lost.status).toBe(400);
    expect(lost.body.error).toBe('Missing placeholder {level} (the English has it)');
    expect((await save('newBadge', 'وسام جديد: {badge}!')).status).toBe(400);
    expect(await queryRows(db, sql`SELECT 1 FROM translation_strings`)).toEqual([]);
  });
});

describe('what the app API answers', () => {
  it('a published Arabic sentence is what an Arabic user gets; a draft is not; English users keep English', async () => {
    const arabic = await userIn('ar');
    const english = await userIn('en');
    const file = APP_MESSAGES_FILE.others.ar!.deedUnmarked as string;
    expect(await unmarkSentence(arabic.accessToken)).toEqual({ message: file, messageLocale: 'ar' });

    // A draft is never served, even when the server reads the catalogue afresh.
    expect((await save('deedUnmarked', STAFF_TEXT)).status).toBe(200);
    forgetAppMessages();
    expect((await unmarkSentence(arabic.accessToken)).message).toBe(file);

    // Published (the publisher ticks it in the preview): the next answer is the staff text.
    const shown = await pendingChanges(editor);
    expect(shown.map((p) => [p.catalogue, p.key, p.locale, p.text])).toEqual([
      ['app-messages', 'deedUnmarked', 'ar', STAFF_TEXT],
    ]);
    expect((await publishRows(editor, shown)).body.published).toEqual(['app-messages.deedUnmarked [ar]']);
    expect(await unmarkSentence(arabic.accessToken)).toEqual({ message: STAFF_TEXT, messageLocale: 'ar' });
    expect(await unmarkSentence(english.accessToken)).toEqual({
      message: APP_MESSAGES_FILE.en.deedUnmarked,
      messageLocale: 'en',
    });

    // A newer draft on top of the published text stays off until it is published too.
    expect((await save('deedUnmarked', DRAFT_TEXT, shown[0]!.version + 1)).status).toBe(200);
    forgetAppMessages();
    expect((await unmarkSentence(arabic.accessToken)).message).toBe(STAFF_TEXT);
  });

  it('a published sentence that no longer fits its English is dropped: English is sent, and says so', async () => {
    // Written straight to the table (the tab refuses it): a placeholder the English lacks.
    await db.execute(
      sql`UPDATE translation_strings SET published_text = 'خطأ {nope}' WHERE catalogue = 'app-messages' AND key = 'deedUnmarked' AND locale = 'ar'`,
    );
    forgetAppMessages();
    const arabic = await userIn('ar');
    expect(await unmarkSentence(arabic.accessToken)).toEqual({
      message: APP_MESSAGES_FILE.en.deedUnmarked,
      messageLocale: 'en',
    });
  });
});
