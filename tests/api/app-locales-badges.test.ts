// The app in the user's language (decision 0056), for each of the eight locales against a real
// Postgres: theme badges are earned by their theme column, so a user earns only their chosen themes'
// badges whatever the language; and every sentence of a completion, an unmark and a user's error
// comes from the app-messages catalogue in that language.
import { sql } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import completionHandler from '../../functions/app-completion.mts';
import myBadgeHandler from '../../functions/app-my-badge.mts';
import { API } from '../../src/lib/routes.ts';
import { LOCALE_CODES, type LocaleCode } from '../../src/lib/i18n/locales.ts';
import { APP_MESSAGES, ENCOURAGEMENT_KEYS, appText } from '../../src/lib/i18n/app-messages.ts';
import { SEED_BADGES } from '../../src/server/content/seed-catalogue.ts';
import { BADGE_TRANSLATIONS, seededTranslations } from '../../src/server/content/seed-translations.ts';
import { localizeFields } from '../../src/lib/i18n/content.ts';
import { queryRows } from '../../src/server/sql.ts';
import { bearer, call, createAppUser } from './app-helpers.ts';
import { closeDb, context, ORIGIN, truncate, useTestDatabase } from './helpers.ts';

const db = useTestDatabase();
afterAll(() => closeDb());

const today = () => new Date().toISOString().slice(0, 10);
const THEME_BADGES = SEED_BADGES.filter((b) => b.kind === 'theme');
let prayers: number[];
let fastingTomorrow: number;

beforeEach(async () => {
  await truncate('users', 'thawab_tasks', 'badges');
  const at = new Date().toISOString();
  prayers = [];
  for (let i = 1; i <= 5; i++) {
    const [row] = await queryRows<{ id: number }>(
      db,
      sql`INSERT INTO thawab_tasks (name, description, category, xp_value, icon, scheduling_type, scheduling_value, difficulty_level, min_level)
          VALUES (${`Prayer ${i}`}, 'For tests', 'Prayer', 20, '🕌', 'daily', 'everyday', 'easy', 'Waking Soul') RETURNING id`,
    );
    prayers.push(row!.id);
  }
  const [fast] = await queryRows<{ id: number }>(
    db,
    sql`INSERT INTO thawab_tasks (name, description, category, xp_value, icon, scheduling_type, scheduling_value, difficulty_level, min_level)
        VALUES ('Fast once', 'For tests', 'Fasting', 50, '🌙', 'specific-date', '2001-01-01', 'easy', 'Waking Soul') RETURNING id`,
  );
  fastingTomorrow = fast!.id;
  // The six seeded theme badges with their seeded names in every language and their rule columns.
  for (const badge of THEME_BADGES) {
    const translations = seededTranslations(BADGE_TRANSLATIONS[badge.name]!, at);
    await db.execute(sql`INSERT INTO badges (name, description, icon, color_class, required_count, required_days, category, difficulty, kind, theme, translations)
                         VALUES (${badge.name}, ${badge.description}, ${badge.icon}, ${badge.colorClass}, ${badge.requiredCount}, ${badge.requiredDays},
                                 ${badge.category}, ${badge.difficulty}, ${badge.kind}, ${badge.theme}, ${JSON.stringify(translations)}::jsonb)`);
  }
});

const mark = (method: 'PUT' | 'DELETE', token: string, thawabId: number, date = today()) =>
  call(
    completionHandler,
    new Request(`${ORIGIN}${API.appCompletion.path(date, thawabId)}`, { method, headers: bearer(token) }),
    context({ date, thawabId: String(thawabId) }),
  );

async function userIn(locale: LocaleCode, themes: string[]) {
  const user = await createAppUser(`${locale}-${themes.join('-')}-${Math.random().toString(36).slice(2)}@example.org`);
  await db.execute(sql`UPDATE users SET time_zone = 'UTC', language = ${locale},
                       themes = ARRAY[${sql.join(
                         themes.map((t) => sql`${t}`),
                         sql`, `,
                       )}]::text[] WHERE id = ${user.userId}`);
  return user;
}

const heldBadges = async (userId: number) =>
  (
    await queryRows<{ name: string }>(
      db,
      sql`SELECT b.name FROM user_badges ub JOIN badges b ON b.id = ub.badge_id WHERE ub.user_id = ${userId} ORDER BY b.name`,
    )
  ).map((r) => r.name);

describe.each(LOCALE_CODES)('a user in %s', (locale) => {
  it('earns Faith Builder for five Prayer deeds only with the faith theme, and no other theme badge', async () => {
    const faithful = await userIn(locale, ['faith', 'patience']);
    const hopeful = await userIn(locale, ['hope', 'gratitude']);
    let fifth: any;
    for (const id of prayers) {
      fifth = await mark('PUT', faithful.accessToken, id);
      await mark('PUT', hopeful.accessToken, id);
    }
    expect(await heldBadges(faithful.userId)).toEqual(['Faith Builder']);
    expect(await heldBadges(hopeful.userId)).toEqual([]);
    const name = localizeFields(
      { name: 'Faith Builder', description: '' },
      seededTranslations(BADGE_TRANSLATIONS['Faith Builder']!, ''),
      locale,
    ).name;
    expect(fifth.body.newBadges).toEqual([
      { id: expect.any(Number), name, message: appText(locale, 'newBadge', { name }) },
    ]);
  });

  it('answers every sentence in the language: encouragement, unmark line and the errors of the day', async () => {
    const { accessToken } = await userIn(locale, ['faith']);
    const done = await mark('PUT', accessToken, prayers[0]!);
    expect(done.headers.get('content-language')).toBe(locale);
    expect(ENCOURAGEMENT_KEYS.map((key) => appText(locale, key))).toContain(done.body.message);
    expect(done.body.messageLocale).toBe(locale);
    const undone = await mark('DELETE', accessToken, prayers[0]!);
    expect(undone.body.message).toBe(appText(locale, 'deedUnmarked'));
    expect(undone.body.messageLocale).toBe(locale);
    if (locale !== 'en') expect(undone.body.message).not.toBe(APP_MESSAGES.en.deedUnmarked);

    const notDue = await mark('PUT', accessToken, fastingTomorrow);
    expect(notDue.status).toBe(409);
    expect(notDue.body.error).toBe(appText(locale, 'notYourDeed', { deed: 'Fast once', date: today() }));
    const missing = await mark('PUT', accessToken, 999_999);
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe(appText(locale, 'deedNotFound'));
    const future = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const tooEarly = await mark('PUT', accessToken, prayers[1]!, future);
    expect(tooEarly.status).toBe(400);
    expect(tooEarly.body.error).toBe(
      appText(locale, 'dateFuture', { date: future, today: today(), timeZone: 'UTC', graceTime: '03:00' }),
    );
    const notHeld = await call(
      myBadgeHandler,
      new Request(`${ORIGIN}${API.appMyBadge.path(1)}`, {
        method: 'PATCH',
        headers: { ...bearer(accessToken), 'Content-Type': 'application/json' },
        body: JSON.stringify({ displayed: true }),
      }),
      context({ id: '1' }),
    );
    expect(notHeld.status).toBe(404);
    expect(notHeld.body.error).toBe(appText(locale, 'badgeNotHeld'));
  });
});
