// Shared by the app circles API tests (decision 0042): requests to every circles endpoint through
// app-helpers' `call` (each answer checked against the OpenAPI contract), and tokens that are dead.
import { expect } from 'vitest';
import circlesHandler from '../../functions/app-circles.mts';
import circleHandler from '../../functions/app-circle.mts';
import redeemHandler from '../../functions/app-circle-invite-redeem.mts';
import membershipHandler from '../../functions/app-circle-membership.mts';
import requestsHandler from '../../functions/app-circle-requests.mts';
import requestHandler from '../../functions/app-circle-request.mts';
import goalsHandler from '../../functions/app-circle-goals.mts';
import contributionsHandler from '../../functions/app-circle-goal-contributions.mts';
import activityHandler from '../../functions/app-circle-activity.mts';
import blessingsHandler from '../../functions/app-circle-blessings.mts';
import reactionHandler from '../../functions/app-circle-reaction.mts';
import quranHandler from '../../functions/app-circle-quran-challenges.mts';
import readingHandler from '../../functions/app-circle-quran-reading.mts';
import { API } from '../../src/lib/routes.ts';
import { bearer, call } from './app-helpers.ts';
import { context, ORIGIN } from './helpers.ts';

export { bearer, deadTokens } from './app-helpers.ts';
const send = (method: string, path: string, token?: string, body?: unknown) =>
  new Request(`${ORIGIN}${path}`, {
    method,
    headers: { ...bearer(token), ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
const ids = (params: Record<string, number | string>) =>
  context(Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])));

export const app = {
  list: (t?: string) => call(circlesHandler, send('GET', API.appCircles, t)),
  create: (t: string | undefined, body: unknown) => call(circlesHandler, send('POST', API.appCircles, t, body)),
  get: (t: string | undefined, id: number) => call(circleHandler, send('GET', API.appCircle.path(id), t), ids({ id })),
  redeem: (t: string | undefined, inviteCode: unknown) =>
    call(redeemHandler, send('POST', API.appCircleInviteRedeem, t, { inviteCode })),
  join: (t: string | undefined, id: number) =>
    call(membershipHandler, send('PUT', API.appCircleMembership.path(id), t), ids({ id })),
  leave: (t: string | undefined, id: number) =>
    call(membershipHandler, send('DELETE', API.appCircleMembership.path(id), t), ids({ id })),
  requests: (t: string | undefined, id: number) =>
    call(requestsHandler, send('GET', API.appCircleRequests.path(id), t), ids({ id })),
  decide: (t: string | undefined, id: number, requestId: number, decision: unknown) =>
    call(
      requestHandler,
      send('PUT', API.appCircleRequest.path(id, requestId), t, { decision }),
      ids({ id, requestId }),
    ),
  addGoal: (t: string | undefined, id: number, body: unknown) =>
    call(goalsHandler, send('POST', API.appCircleGoals.path(id), t, body), ids({ id })),
  contribute: (t: string | undefined, id: number, goalId: number, count: unknown) =>
    call(
      contributionsHandler,
      send('POST', API.appCircleGoalContributions.path(id, goalId), t, { count }),
      ids({ id, goalId }),
    ),
  feed: (t: string | undefined, id: number, query: { before?: number; limit?: number } = {}) =>
    call(activityHandler, send('GET', API.appCircleActivity.path(id, query), t), ids({ id })),
  bless: (t: string | undefined, id: number, body: unknown) =>
    call(blessingsHandler, send('POST', API.appCircleBlessings.path(id), t, body), ids({ id })),
  react: (t: string | undefined, id: number, itemId: number, reaction: string, on = true) =>
    call(
      reactionHandler,
      send(on ? 'PUT' : 'DELETE', API.appCircleReaction.path(id, itemId, reaction), t),
      ids({ id, itemId, reaction }),
    ),
  challenges: (t: string | undefined, id: number) =>
    call(quranHandler, send('GET', API.appCircleQuranChallenges.path(id), t), ids({ id })),
  addChallenge: (t: string | undefined, id: number, body: unknown) =>
    call(quranHandler, send('POST', API.appCircleQuranChallenges.path(id), t, body), ids({ id })),
  read: (t: string | undefined, id: number, challengeId: number) =>
    call(readingHandler, send('PUT', API.appCircleQuranReading.path(id, challengeId), t), ids({ id, challengeId })),
};

export function expectUnauthorized(res: { status: number; headers: Headers; body: any }) {
  expect(res.status).toBe(401);
  expect(res.headers.get('www-authenticate')).toMatch(/^Bearer realm="thawab-app"/);
  expect(res.headers.get('cache-control')).toBe('no-store');
  expect(typeof res.body.error).toBe('string');
}

export function expectError(
  res: { status: number; headers: Headers; body: any },
  status: number,
  message?: string | RegExp,
) {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.headers.get('cache-control')).toBe('no-store');
  expect(typeof res.body.error).toBe('string');
  if (message !== undefined) expect(res.body.error).toMatch(message);
}
