// Promises to an app user kept in Arabic (decisions 0056, 0057 and 0058), through the
// production-like server (its own database, port and state folder: the story adds deeds to the
// catalogue and quiz rows, which would change what the main server's specs see):
// - Maryam signs in to the app API with the code the server emailed to its local SMTP server, in
//   Arabic; a second user, Bilal, signs in too and drops the faith theme.
// - A Super Admin adds three Prayer deeds of 1,000 XP (the most a deed may give), so five Prayer
//   deeds in one day reach the next level: 3,000 XP from Waking Soul (decision 0056).
// - Both complete the same five Prayer deeds: Maryam (faith among her themes) earns Faith Builder
//   with the fifth, Bilal never does; both reach Seeking Soul. The answers' badge and level
//   sentences are the Arabic of the app's catalogue.
// - Maryam shares her first deed with her circle and not the second: the circle's feed, read by
//   her and by Bilal (a member), shows that one deed only (decision 0057).
// - Staff see her level, score, streak and badge in User Management.
// - She exports her data (completions and badge), resets with the confirmation field: completions
//   gone, streak 0, the level that of the XP left (decision 0057, amended), the badge kept; staff
//   see that too.
// - The home and landing pages in Arabic show the measured figures once the stored quiz runs pass
//   the floor, in Arabic digits (decision 0058, amended).
import { mkdirSync } from 'node:fs';
import {
  expect as baseExpect,
  test,
  request as playwrightRequest,
  type APIRequestContext,
  type APIResponse,
} from '@playwright/test';
import pg from 'pg';
import { localMailDir } from '../../scripts/local-netlify/mail-server.ts';
import { queryAt, startPostgres, type TestPostgres } from '../../scripts/support/postgres.ts';
import { startProductionLikeServer, type ProductionLikeServer } from '../../scripts/support/production-like-server.ts';
import { readMailbox, waitForMail } from '../../scripts/support/smtp-server.ts';
import { ENCOURAGEMENT_KEYS, appText } from '../../src/lib/i18n/app-messages.ts';
import { formatNumber } from '../../src/lib/i18n/format.ts';
import { localePath } from '../../src/lib/i18n/pages.ts';
import { FIGURE_FLOOR } from '../../src/lib/quiz/measured-figures.ts';
import { API, PAGES, withQuery } from '../../src/lib/routes.ts';
import { PRODUCT_FIGURES } from '../../src/lib/site-figures.ts';
import { contractProblems } from '../api/app-contract.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { signInAs } from './support/sign-in.ts';
import { resetStaffAccount } from './support/staff.ts';
import { E2E_STATE_DIR, startFromMainBuild } from './support/state.ts';

const expect = baseExpect.configure({ timeout: 90_000 });
const STATE_DIR = `${E2E_STATE_DIR}-story-ar`;
const ADMIN = { username: 'e2e-story-ar-admin', password: 'a long e2e password for the arabic story admin' };
const BIG_DEED_XP = 1000;

let postgres: TestPostgres;
let server: ProductionLikeServer;
let request: APIRequestContext;

function query<T extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<T[]> {
  return queryAt<T>(postgres.url, text, values);
}

test.beforeAll(async () => {
  test.setTimeout(400_000);
  mkdirSync(STATE_DIR, { recursive: true });
  postgres = await startPostgres();
  server = await startProductionLikeServer({
    port: Number(process.env.E2E_PORT || 8899) + 7,
    databaseUrl: postgres.url,
    stateDir: STATE_DIR,
    echo: '[story-ar-server] ',
    env: { LOCAL_REBUILDS: '0', ...startFromMainBuild() },
  });
  request = await playwrightRequest.newContext({ baseURL: server.origin });
});

test.afterAll(async () => {
  await request?.dispose();
  server?.stop();
  postgres?.stop();
});

/** The answer's status, its body, and the OpenAPI contract kept (decision 0040). */
async function kept(method: string, response: APIResponse, status = 200) {
  expect(response.status(), await response.text()).toBe(status);
  const body = await response.json();
  const headers = new Headers(response.headers());
  expect(contractProblems(method, response.url(), { status: response.status(), headers, body })).toEqual([]);
  return body;
}

/** Signs in by the code emailed to the story server's mailbox; the account starts in Arabic. */
async function signIn(email: string) {
  expect((await request.post(API.appAuthStart, { data: { email, language: 'ar' } })).status()).toBe(202);
  const [mail] = await waitForMail(() => readMailbox(localMailDir(STATE_DIR)), email, { timeoutMs: 120_000 });
  const code = /\b(\d{6})\b/.exec(mail!.text ?? '')?.[1];
  expect(code).toBeDefined();
  const verified = await kept('POST', await request.post(API.appAuthVerify, { data: { email, code } }));
  expect(verified.user.language).toBe('ar');
  return { id: verified.user.id as number, headers: { Authorization: `Bearer ${verified.accessToken}` } };
}

/** An IANA zone where it is now between 06:00 and 18:00, so the story's day does not end under it. */
function daytimeZone(): string {
  const zones = ['Asia/Riyadh', 'Asia/Tokyo', 'Europe/London', 'America/New_York', 'Pacific/Honolulu'];
  const hour = (zone: string) =>
    Number(new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: 'numeric', hourCycle: 'h23' }).format(new Date()));
  return zones.find((zone) => hour(zone) >= 6 && hour(zone) < 18)!;
}

interface Deed {
  id: number;
  name: string;
  category: string;
  done: boolean;
}

test('in Arabic: five Prayer deeds earn Faith Builder only with the faith theme and reach the next level; one deed shared; export and reset', async ({
  page,
}) => {
  test.setTimeout(600_000);
  const origin = server.origin;
  const stamp = Date.now();

  // Staff add three Prayer deeds worth the most XP a deed may give.
  await resetStaffAccount(ADMIN.username, 'Story Admin', 'Super Admin', ADMIN.password, query);
  await signInAs(page, ADMIN, `${origin}/admin`, postgres.url);
  const bigDeeds: number[] = [];
  for (const n of [1, 2, 3]) {
    const created = await page.request.post(`${origin}${API.adminThawabs.path()}`, {
      headers: { Origin: origin },
      data: {
        name: `Story prayer ${n}`,
        description: 'A Prayer deed the Arabic story completes.',
        category: 'Prayer',
        xpValue: BIG_DEED_XP,
        icon: '🕌',
        schedulingType: 'daily',
        schedulingValue: 'everyday',
        difficultyLevel: 'hard',
        minLevel: 'Waking Soul',
        isActive: true,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    bigDeeds.push(((await created.json()) as { id: number }).id);
  }

  // What the answers must say, from the public catalogue: Faith Builder and the second level in Arabic.
  const badgesIn = async (locale: string) =>
    (
      (await (await request.get(withQuery(API.appBadges, { locale }))).json()) as {
        badges: { id: number; name: string }[];
      }
    ).badges;
  const faithBuilder = (await badgesIn('en')).find((b) => b.name === 'Faith Builder')!;
  const faithBuilderAr = (await badgesIn('ar')).find((b) => b.id === faithBuilder.id)!.name;
  expect(faithBuilderAr).not.toBe('Faith Builder');
  const levels = (
    (await (await request.get(withQuery(API.appLevels, { locale: 'ar' }))).json()) as {
      levels: { key: string; name: string }[];
    }
  ).levels;
  expect(levels[1]!.key).toBe('Seeking Soul');

  // Maryam keeps the default themes (faith among them); Bilal drops faith.
  const maryam = await signIn(`story-ar-maryam-${stamp}@example.org`);
  const bilal = await signIn(`story-ar-bilal-${stamp}@example.org`);
  const timeZone = daytimeZone();
  const me = await kept(
    'PATCH',
    await request.patch(API.appMe, { headers: maryam.headers, data: { name: 'مريم', timeZone } }),
  );
  expect(me.user.themes).toContain('faith');
  expect(me.user.level).toMatchObject({ position: 0, key: 'Waking Soul', name: levels[0]!.name });
  await kept(
    'PATCH',
    await request.patch(API.appMe, {
      headers: bilal.headers,
      data: { name: 'بلال', timeZone, themes: ['hope', 'patience'] },
    }),
  );

  // Maryam's private circle; Bilal joins with its code and she approves.
  const { circle } = await kept(
    'POST',
    await request.post(API.appCircles, {
      headers: maryam.headers,
      data: { name: 'حلقة الفجر', visibility: 'private' },
    }),
    201,
  );
  await kept(
    'POST',
    await request.post(API.appCircleInviteRedeem, { headers: bilal.headers, data: { inviteCode: circle.inviteCode } }),
  );
  const { requests } = await kept(
    'GET',
    await request.get(API.appCircleRequests.path(circle.id), { headers: maryam.headers }),
  );
  await kept(
    'PUT',
    await request.put(API.appCircleRequest.path(circle.id, requests[0].id), {
      headers: maryam.headers,
      data: { decision: 'approve' },
    }),
  );
  expect(
    (await kept('GET', await request.get(API.appCircle.path(circle.id), { headers: maryam.headers }))).circle,
  ).toMatchObject({ memberCount: 2, myShareDeeds: false });

  // Today's five Prayer deeds: the two seeded daily ones, then the three of 1,000 XP.
  const day = await kept('GET', await request.get(API.appToday, { headers: maryam.headers }));
  expect(day.locale).toBe('ar');
  const prayer = (day.deeds as Deed[]).filter((d) => d.category === 'Prayer');
  const seeded = prayer.filter((d) => !bigDeeds.includes(d.id)).slice(0, 2);
  expect(seeded).toHaveLength(2);
  const five = [...seeded.map((d) => d.id), ...bigDeeds];
  const english = (
    (await (await request.get(withQuery(API.appThawabs, { date: day.date, locale: 'en' }))).json()) as {
      tasks: { id: number; name: string }[];
    }
  ).tasks;
  const sharedName = english.find((t) => t.id === five[0])!.name;
  const encouragements = ENCOURAGEMENT_KEYS.map((key) => appText('ar', key));

  const complete = async (who: { headers: Record<string, string> }, id: number, share?: number[]) => {
    const response = await request.put(API.appCompletion.path(day.date, id), {
      headers: who.headers,
      ...(share ? { data: { share } } : {}),
    });
    expect(response.headers()['content-language']).toBe('ar');
    return kept('PUT', response);
  };

  // Maryam: the first deed shared with the circle, the second not (her circle setting is off).
  const first = await complete(maryam, five[0]!, [circle.id]);
  expect(first.sharedWith).toEqual([circle.id]);
  expect(encouragements).toContain(first.message);
  expect(first).toMatchObject({ messageLocale: 'ar', locale: 'ar' });
  const second = await complete(maryam, five[1]!);
  expect(second.sharedWith).toEqual([]);
  for (const id of five.slice(2, 4)) {
    const answer = await complete(maryam, id);
    expect(answer.newBadges.map((b: { id: number }) => b.id)).not.toContain(faithBuilder.id);
    expect(answer.levelReached).toBeNull();
  }
  // The fifth: Faith Builder and Seeking Soul, each said in Arabic.
  const fifth = await complete(maryam, five[4]!);
  expect(fifth.newBadges).toEqual([
    { id: faithBuilder.id, name: faithBuilderAr, message: appText('ar', 'newBadge', { name: faithBuilderAr }) },
  ]);
  expect(fifth.newBadges[0].message).not.toBe(appText('en', 'newBadge', { name: faithBuilderAr }));
  expect(fifth.levelReached).toMatchObject({
    key: 'Seeking Soul',
    name: levels[1]!.name,
    message: appText('ar', 'levelReached', { level: levels[1]!.name }),
  });
  expect(fifth.levelReached.message).toMatch(/^بلغتَ مستوى/);
  expect(fifth).toMatchObject({ xpTotal: sumXp(day.deeds, five), barakahScore: 15, streak: 1 });

  // Bilal, without the faith theme, completes the same five: the level, never the badge.
  let bilalLast: { newBadges: { id: number }[]; levelReached: { key: string } | null } | undefined;
  for (const id of five) {
    bilalLast = await complete(bilal, id);
    expect(bilalLast!.newBadges.map((b) => b.id)).not.toContain(faithBuilder.id);
  }
  expect(bilalLast!.levelReached).toMatchObject({ key: 'Seeking Soul' });
  const bilalBadges = await kept('GET', await request.get(API.appMyBadges, { headers: bilal.headers }));
  expect(bilalBadges.badges.map((b: { id: number }) => b.id)).not.toContain(faithBuilder.id);

  // The circle's feed, for Maryam and for Bilal: her one shared deed, nothing else of anyone's deeds.
  for (const who of [maryam, bilal]) {
    const feed = await kept('GET', await request.get(API.appCircleActivity.path(circle.id), { headers: who.headers }));
    const deeds = feed.items.filter((item: { type: string }) => item.type === 'thawap_completed');
    expect(deeds).toEqual([expect.objectContaining({ user: { id: maryam.id, name: 'مريم' }, content: sharedName })]);
  }

  // Staff see her level, score, streak and badge; Bilal has the level without the badge.
  const detail = (label: string) =>
    page.locator('dl.people-details dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
  await page.goto(`${origin}/admin/users/${maryam.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'مريم' })).toBeVisible();
  await expect(detail('Level')).toHaveText('Seeking Soul');
  await expect(detail('Barakah Score')).toHaveText('15');
  await expect(detail('Streak')).toHaveText('1 day');
  await expect(page.getByRole('region', { name: /^Badges earned/ })).toContainText('Faith Builder');
  await expectNoSeriousA11yViolations(page);
  await page.goto(`${origin}/admin/users/${bilal.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'بلال' })).toBeVisible();
  await expect(detail('Level')).toHaveText('Seeking Soul');
  await expect(page.getByRole('region', { name: /^Badges earned/ })).not.toContainText('Faith Builder');

  // Her data: the five completions and the badge.
  const exported = await request.get(API.appMeExport, { headers: maryam.headers });
  expect(exported.headers()['content-disposition']).toMatch(/^attachment/);
  const copy = await kept('GET', exported);
  expect(copy.completions.map((c: { thawabId: number }) => c.thawabId).sort()).toEqual([...five].sort());
  expect(copy.badges).toContainEqual(expect.objectContaining({ badgeId: faithBuilder.id, name: 'Faith Builder' }));
  expect(copy.circles).toEqual([expect.objectContaining({ circleId: circle.id, shareDeeds: false })]);

  // Reset: refused without its confirmation, then done with it.
  await kept('POST', await request.post(API.appMeReset, { headers: maryam.headers, data: { confirm: 'reset' } }), 400);
  expect(
    await kept('POST', await request.post(API.appMeReset, { headers: maryam.headers, data: { confirm: 'RESET' } })),
  ).toEqual({ reset: true, completionsRemoved: 5, streak: 0 });
  const after = await kept('GET', await request.get(API.appToday, { headers: maryam.headers }));
  expect(after).toMatchObject({ streak: 0, xpToday: 0, xpTotal: 0 });
  expect((after.deeds as Deed[]).filter((d) => five.includes(d.id)).every((d) => !d.done)).toBe(true);
  // The level is the rule's for the XP left: none, so the first level (decision 0057, amended).
  const reset = await kept('GET', await request.get(API.appMe, { headers: maryam.headers }));
  expect(reset.user).toMatchObject({ streak: 0, barakahScore: 0, xpTotal: 0, spiritualLevel: 'Waking Soul' });
  expect((await kept('GET', await request.get(API.appMeExport, { headers: maryam.headers }))).completions).toEqual([]);
  const badgesAfter = await kept('GET', await request.get(API.appMyBadges, { headers: maryam.headers }));
  expect(badgesAfter.badges.map((b: { id: number }) => b.id)).toContain(faithBuilder.id);
  const feed = await kept('GET', await request.get(API.appCircleActivity.path(circle.id), { headers: bilal.headers }));
  expect(feed.items.filter((item: { type: string }) => item.type === 'thawap_completed')).toEqual([]);

  await page.goto(`${origin}/admin/users/${maryam.id}`);
  await expect(detail('Streak')).toHaveText('0 days');
  await expect(detail('Level')).toHaveText('Waking Soul');
  await expect(detail('Barakah Score')).toHaveText('0');
  await expect(page.getByRole('region', { name: /^Badges earned/ })).toContainText('Faith Builder');

  // The measured figures: shown in Arabic digits once the stored quiz runs pass the floor.
  const weekly = FIGURE_FLOOR + 20;
  const older = 30;
  await query(
    `INSERT INTO quiz_completions (quiz, score, level, completed_at)
     SELECT 'self_assessment', 30, 'Grounded Heart', now() - CASE WHEN n <= $1 THEN interval '1 day' ELSE interval '8 days' END
     FROM generate_series(1, $2::int) AS n`,
    [weekly, weekly + older],
  );
  const total = (await query<{ n: number }>('SELECT count(*)::int AS n FROM quiz_completions'))[0]!.n;
  await page.goto(`${origin}${withQuery(localePath('ar', PAGES.home), { seed: 5 })}`);
  await expect(page.locator('[data-measured-figure="weekly"] strong')).toHaveText(formatNumber('ar', weekly));
  await expect(page.locator('[data-measured-figure="answered"] strong')).toHaveText(formatNumber('ar', total));
  await expect(page.locator('[data-measured-figure="weekly"]')).toBeVisible();
  await expect(page.getByTestId('visitor-counter')).toContainText(formatNumber('ar', total));
  await expectNoSeriousA11yViolations(page);
  await page.goto(`${origin}${localePath('ar', PAGES.landing)}`);
  await expect(page.locator('.stats dd').first()).toHaveText(formatNumber('ar', PRODUCT_FIGURES.languages));
  await expect(page.locator('.stats [data-measured-figure="answered"] dd')).toHaveText(formatNumber('ar', total));
});

/** The XP of the given deeds, as today's answer lists them. */
function sumXp(deeds: { id: number; xpValue: number }[], ids: number[]): number {
  return ids.reduce((sum, id) => sum + deeds.find((d) => d.id === id)!.xpValue, 0);
}
