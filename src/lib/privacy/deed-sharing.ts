// Which circles' feeds a completed deed appears in (decision 0057): one rule, used by the
// completion and described in docs/product.md ("Private unless shared"). A deed is private unless
// its owner shares it: by default it goes to the circles where they turned sharing on (none at
// first); a completion may instead name its circles itself, chosen among the user's own circles
// (an empty list keeps that deed private). It never reaches a circle the user is not a member of.

export interface Membership {
  circleId: number;
  shareDeeds: boolean;
}

export const NOT_YOUR_CIRCLE = 'share may only name circles you are a member of';

export type SharingOutcome = { ok: true; circleIds: number[] } | { ok: false; path: string; message: string };

/** The circles a deed is shared with, ascending; `requested` is the completion's own `share`, if any. */
export function deedShareTargets(memberships: readonly Membership[], requested?: readonly number[]): SharingOutcome {
  if (requested === undefined) {
    return {
      ok: true,
      circleIds: memberships
        .filter((m) => m.shareDeeds)
        .map((m) => m.circleId)
        .sort((a, b) => a - b),
    };
  }
  const mine = new Set(memberships.map((m) => m.circleId));
  const stranger = requested.findIndex((id) => !mine.has(id));
  if (stranger >= 0) return { ok: false, path: `share.${stranger}`, message: NOT_YOUR_CIRCLE };
  return { ok: true, circleIds: [...new Set(requested)].sort((a, b) => a - b) };
}
