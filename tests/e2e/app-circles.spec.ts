// Circles through the production-like server (decision 0042): two app users signed in with the
// emailed code; one makes a private circle, the other asks to join with its code and is approved;
// a goal, a contribution, a completed deed in the feed, a reaction, leaving. Every answer keeps the
// OpenAPI contract, and each path reaches its own function (the circle paths nest).
import { expect, test, type APIRequestContext, type APIResponse } from '@playwright/test';
import { API } from '../../src/lib/routes.ts';
import { contractProblems } from '../api/app-contract.ts';
import { localMailDir } from '../../scripts/local-netlify/mail-server.ts';
import { readMailbox, waitForMail } from '../../scripts/support/smtp-server.ts';
import { E2E_STATE_DIR } from './support/state.ts';

async function kept(method: string, response: APIResponse, status = 200) {
  expect(response.status(), await response.text()).toBe(status);
  const body = await response.json();
  expect(
    contractProblems(method, response.url(), {
      status: response.status(),
      headers: new Headers(response.headers()),
      body,
    }),
  ).toEqual([]);
  return body;
}

async function signIn(request: APIRequestContext, name: string): Promise<Record<string, string>> {
  const email = `circles-${name}-${Date.now()}@example.org`;
  expect((await request.post(API.appAuthStart, { data: { email } })).status()).toBe(202);
  const [mail] = await waitForMail(() => readMailbox(localMailDir(E2E_STATE_DIR)), email);
  const code = /\b(\d{6})\b/.exec(mail!.text ?? '')?.[1];
  const verified = await request.post(API.appAuthVerify, { data: { email, code } });
  const headers = { Authorization: `Bearer ${((await verified.json()) as { accessToken: string }).accessToken}` };
  expect((await request.patch(API.appMe, { headers, data: { name } })).status()).toBe(200);
  return headers;
}

test('two app users share a private circle: code, approval, goal, deed in the feed, reaction, leave', async ({
  request,
}) => {
  const amina = await signIn(request, 'Amina');
  const bilal = await signIn(request, 'Bilal');

  const { circle } = await kept(
    'POST',
    await request.post(API.appCircles, { headers: amina, data: { name: 'Fajr Friends', visibility: 'private' } }),
    201,
  );
  await kept('GET', await request.get(API.appCircle.path(circle.id), { headers: bilal }), 404);
  const asked = await kept(
    'POST',
    await request.post(API.appCircleInviteRedeem, {
      headers: bilal,
      data: { inviteCode: circle.inviteCode.toLowerCase() },
    }),
  );
  expect(asked.status).toBe('pending');
  const { requests } = await kept('GET', await request.get(API.appCircleRequests.path(circle.id), { headers: amina }));
  expect(requests.map((r: { user: { name: string } }) => r.user.name)).toEqual(['Bilal']);
  await kept(
    'PUT',
    await request.put(API.appCircleRequest.path(circle.id, requests[0].id), {
      headers: amina,
      data: { decision: 'approve' },
    }),
  );
  expect((await kept('GET', await request.get(API.appCircle.path(circle.id), { headers: bilal }))).circle.myRole).toBe(
    'Member',
  );

  const { goal } = await kept(
    'POST',
    await request.post(API.appCircleGoals.path(circle.id), {
      headers: amina,
      data: { title: 'Read Al-Kahf', targetCount: 3 },
    }),
    201,
  );
  expect(
    await kept(
      'POST',
      await request.post(API.appCircleGoalContributions.path(circle.id, goal.id), {
        headers: bilal,
        data: { count: 5 },
      }),
    ),
  ).toMatchObject({ counted: 3, goal: { isCompleted: true } });

  const day = (await (await request.get(API.appToday, { headers: bilal })).json()) as {
    date: string;
    deeds: { id: number; name: string }[];
  };
  // Deeds are private unless shared (decision 0057): Bilal shares this one with the circle.
  await kept(
    'PUT',
    await request.put(API.appCompletion.path(day.date, day.deeds[0]!.id), {
      headers: bilal,
      data: { share: [circle.id] },
    }),
  );
  const feed = await kept(
    'GET',
    await request.get(API.appCircleActivity.path(circle.id, { limit: 2 }), { headers: amina }),
  );
  expect(feed.items[0]).toMatchObject({
    type: 'thawap_completed',
    user: { name: 'Bilal' },
    content: day.deeds[0]!.name,
  });
  expect(feed.nextBefore).not.toBeNull();
  const reacted = await kept(
    'PUT',
    await request.put(API.appCircleReaction.path(circle.id, feed.items[0].id, 'mashallah'), { headers: amina }),
  );
  expect(reacted.reactions).toEqual([{ reaction: 'mashallah', count: 1, mine: true }]);

  expect(
    await kept('DELETE', await request.delete(API.appCircleMembership.path(circle.id), { headers: amina })),
  ).toMatchObject({ left: true, newCreatorId: expect.any(Number) });
  const mine = await kept('GET', await request.get(API.appCircles, { headers: bilal }));
  expect(mine.circles.map((c: { id: number; myRole: string }) => [c.id, c.myRole])).toEqual([[circle.id, 'Creator']]);
});
