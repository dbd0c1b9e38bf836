// Premium Conversion (decision 0062): waitlist sign-ups of a period → the app accounts
// linked to them → those premium today. Who is premium is the one rule, `premiumStatus` of
// src/lib/premium/states.ts, applied to each user's entitlements; nothing here says it again.
// Pure: the repository and the unit tests share it. Definitions: docs/product.md "Analytics".
import { premiumStatus, type EntitlementLike } from '../premium/states.ts';
import { conversionPercent } from './periods.ts';

export const CONVERSION_STEPS = [
  { key: 'signups', label: 'Waitlist sign-ups' },
  { key: 'appUsers', label: 'App users' },
  { key: 'premium', label: 'Premium' },
] as const;
export type ConversionKey = (typeof CONVERSION_STEPS)[number]['key'];
export type ConversionTotals = Record<ConversionKey, number>;

export interface ConversionStep {
  key: ConversionKey;
  label: string;
  count: number;
  /** Of the step before, in percent (1 decimal); null for the first step or an empty step before. */
  fromPrevious: number | null;
  /** Of the waitlist sign-ups, in percent (1 decimal); null for the first step or no sign-ups. */
  fromSignups: number | null;
}

export function conversionSteps(totals: ConversionTotals): ConversionStep[] {
  return CONVERSION_STEPS.map((step, index) => {
    const previous = index === 0 ? null : totals[CONVERSION_STEPS[index - 1]!.key];
    return {
      key: step.key,
      label: step.label,
      count: totals[step.key],
      fromPrevious: previous === null ? null : conversionPercent(totals[step.key], previous),
      fromSignups: index === 0 ? null : conversionPercent(totals[step.key], totals.signups),
    };
  });
}

/** How the tab and the export explain each step. */
export const CONVERSION_DEFINITIONS: Record<ConversionKey, string> = {
  signups: 'launch-waitlist records made in the period (UTC days), confirmed or not',
  appUsers: 'those of them whose app account is linked to the record (made or linked at the first app sign-in)',
  premium:
    'those app users premium at the time shown: a store subscription active or in its grace period, its end still ahead',
};

/** Why segments do not filter this view. */
export const CONVERSION_SEGMENT_NOTE =
  'Segments do not apply to Premium Conversion: it starts from waitlist sign-ups, who have no app account yet, and its last step is premium itself, so it always counts everyone.';

/**
 * The users made premium at `at` by their entitlements, by the one rule: `rows` are every
 * entitlement of the users concerned, any kind and state, in any order.
 */
export function premiumUsers<U>(rows: readonly (EntitlementLike & { userId: U })[], at: Date): Set<U> {
  const byUser = new Map<U, EntitlementLike[]>();
  for (const row of rows) {
    const list = byUser.get(row.userId);
    if (list) list.push(row);
    else byUser.set(row.userId, [row]);
  }
  const premium = new Set<U>();
  for (const [userId, list] of byUser) if (premiumStatus(list, at).isPremium) premium.add(userId);
  return premium;
}
