// An app user's day through the production-like server (decision 0039): signed in with the emailed
// code, they read today's deeds, complete one on their local date (twice: idempotent), see the
// streak and XP, unmark it, and read their badges.
import { expect, test, type APIResponse } from '@playwright/test';
import { API } from '../../src/lib/routes.ts';
import { appOpenApiDocument } from '../../src/lib/app-openapi.ts';
import { contractProblems } from '../api/app-contract.ts';
import { localMailDir } from '../../scripts/local-netlify/mail-server.ts';
import { readMailbox, waitForMail } from '../../scripts/support/smtp-server.ts';
import { E2E_STATE_DIR } from './support/state.ts';

/** The answer keeps the OpenAPI document (decision 0040), as every API-test answer must. */
async function expectContract(method: string, response: APIResponse) {
  const answer = { status: response.status(), headers: new Headers(response.headers()), body: await response.json() };
  expect(contractProblems(method, response.url(), answer)).toEqual([]);
}

test('an app user completes a deed on their local day, sees streak and XP, and unmarks it', async ({ request }) => {
  const email = `app-deeds-${Date.now()}@example.org`;
  expect((await request.post(API.appAuthStart, { data: { email } })).status()).toBe(202);
  const [mail] = await waitForMail(() => readMailbox(localMailDir(E2E_STATE_DIR)), email);
  const code = /\b(\d{6})\b/.exec(mail!.text ?? '')?.[1];
  const verified = await request.post(API.appAuthVerify, { data: { email, code } });
  expect(verified.status()).toBe(200);
  await expectContract('POST', verified);
  const headers = { Authorization: `Bearer ${((await verified.json()) as { accessToken: string }).accessToken}` };
  expect((await request.patch(API.appMe, { headers, data: { timeZone: 'Pacific/Kiritimati' } })).status()).toBe(200);

  const today = await request.get(API.appToday, { headers });
  expect(today.status()).toBe(200);
  expect(today.headers()['cache-control']).toBe('no-store');
  await expectContract('GET', today);
  const day = (await today.json()) as {
    date: string;
    timeZone: string;
    streak: number;
    deeds: { id: number; xpValue: number; done: boolean }[];
  };
  expect(day.timeZone).toBe('Pacific/Kiritimati');
  expect(day.date).toBe(new Date(Date.now() + 14 * 3600_000).toISOString().slice(0, 10));
  expect(day.deeds.length).toBeGreaterThan(0);
  const deed = day.deeds[0]!;

  for (let i = 0; i < 2; i++) {
    const done = await request.put(API.appCompletion.path(day.date, deed.id), { headers });
    expect(done.status()).toBe(200);
    await expectContract('PUT', done);
    expect(await done.json()).toMatchObject({
      completed: true,
      changed: i === 0,
      streak: 1,
      xpToday: deed.xpValue,
      xpTotal: deed.xpValue,
    });
  }
  const after = (await (await request.get(`${API.appToday}?date=${day.date}`, { headers })).json()) as typeof day;
  expect(after.streak).toBe(1);
  expect(after.deeds.find((d) => d.id === deed.id)!.done).toBe(true);

  const unmarked = await request.delete(API.appCompletion.path(day.date, deed.id), { headers });
  await expectContract('DELETE', unmarked);
  expect(await unmarked.json()).toMatchObject({
    completed: false,
    changed: true,
    streak: 0,
    xpToday: 0,
    message: 'Deed unmarked. You can always complete it later.',
  });
  const badges = await request.get(API.appMyBadges, { headers });
  expect(badges.status()).toBe(200);
  await expectContract('GET', badges);
  expect(((await badges.json()) as { badges: unknown[] }).badges).toEqual([]);
});

test('the app API contract is served through the server, and a real answer keeps it (decision 0040)', async ({
  request,
}) => {
  const served = await request.get(API.appOpenApi);
  expect(served.status()).toBe(200);
  expect(served.headers()['cache-control']).toMatch(/^public, max-age=300\b/);
  expect(await served.json()).toEqual(JSON.parse(JSON.stringify(appOpenApiDocument())));
  // Through the server's headers and redirects too: a signed-out call is the documented 401.
  const signedOut = await request.get(API.appToday);
  expect(signedOut.status()).toBe(401);
  await expectContract('GET', signedOut);
});
