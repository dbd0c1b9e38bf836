import { describe, expect, it } from 'vitest';
import { deedShareTargets, NOT_YOUR_CIRCLE } from '../../src/lib/privacy/deed-sharing.ts';

const memberships = [
  { circleId: 7, shareDeeds: false },
  { circleId: 3, shareDeeds: true },
  { circleId: 5, shareDeeds: true },
];

describe('deedShareTargets (decision 0057)', () => {
  it('is private by default: no membership shares until turned on', () => {
    expect(deedShareTargets([{ circleId: 1, shareDeeds: false }])).toEqual({ ok: true, circleIds: [] });
    expect(deedShareTargets([])).toEqual({ ok: true, circleIds: [] });
  });
  it('without a choice, shares with the circles where sharing is on, ascending', () => {
    expect(deedShareTargets(memberships)).toEqual({ ok: true, circleIds: [3, 5] });
  });
  it('a completion may narrow, choose another of the user’s circles, or keep the deed private', () => {
    expect(deedShareTargets(memberships, [5])).toEqual({ ok: true, circleIds: [5] });
    expect(deedShareTargets(memberships, [7])).toEqual({ ok: true, circleIds: [7] });
    expect(deedShareTargets(memberships, [])).toEqual({ ok: true, circleIds: [] });
    expect(deedShareTargets(memberships, [5, 3, 5])).toEqual({ ok: true, circleIds: [3, 5] });
  });
  it('never reaches a circle the user is not a member of, and names the offending entry', () => {
    expect(deedShareTargets(memberships, [3, 9])).toEqual({ ok: false, path: 'share.1', message: NOT_YOUR_CIRCLE });
    expect(deedShareTargets([], [1])).toEqual({ ok: false, path: 'share.0', message: NOT_YOUR_CIRCLE });
  });
});
