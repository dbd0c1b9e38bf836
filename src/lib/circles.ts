// The app's circles (product §3 circle, §4 activity item types; decision 0042): the rules the API,
// the schema and the sample generator share. Pure and isomorphic.
import type { CircleMemberRole, CircleVisibility } from './people.ts';

/** Activity item types (product §4). */
export const ACTIVITY_TYPES = [
  'thawap_completed',
  'goal_contribution',
  'quran_completed',
  'blessing_sent',
  'member_joined',
] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

/** Reaction kinds on an activity item; a user gives each kind at most once per item. */
export const REACTIONS = ['heart', 'dua', 'mashallah', 'ameen'] as const;
export type Reaction = (typeof REACTIONS)[number];

export const JOIN_REQUEST_STATUSES = ['pending', 'approved', 'declined'] as const;
export type JoinRequestStatus = (typeof JOIN_REQUEST_STATUSES)[number];

/**
 * Invite codes: 12 characters of a 31-letter alphabet without look-alikes (0/O, 1/I/L), so
 * 31^12 ≈ 2^59 codes: not guessable by trying. Stored upper-case; typed in any case, with spaces
 * or hyphens, they still match.
 */
export const INVITE_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const INVITE_CODE_LENGTH = 12;

/** A code made of `bytes` (one random byte per character; values ≥ 248 are rejected by the caller's retry). */
export function inviteCodeFrom(bytes: Uint8Array): string | null {
  const n = INVITE_CODE_ALPHABET.length;
  const limit = 256 - (256 % n); // no modulo bias
  let code = '';
  for (const byte of bytes) {
    if (byte >= limit) continue;
    code += INVITE_CODE_ALPHABET[byte % n];
    if (code.length === INVITE_CODE_LENGTH) return code;
  }
  return null;
}

/** What a typed code is compared as: upper-case, without spaces and hyphens. */
export const normaliseInviteCode = (typed: string) => typed.replace(/[\s-]+/g, '').toUpperCase();

/** Creator and Admin manage the circle: approve or decline join requests, add goals. */
export const canManageCircle = (role: CircleMemberRole | null): boolean => role === 'Creator' || role === 'Admin';

/**
 * How a join goes (decision 0042): a public circle takes anyone at once, by its code or by a
 * request; a private circle is joined only through its invite code, and that makes a request its
 * Creator or an Admin approves. Someone already a member stays one (the join is idempotent).
 */
export type JoinOutcome = 'already-member' | 'joined' | 'requested';
export function joinOutcome(visibility: CircleVisibility, isMember: boolean): JoinOutcome {
  if (isMember) return 'already-member';
  return visibility === 'public' ? 'joined' : 'requested';
}

/** Page size of the activity feed. */
export const FEED_PAGE_DEFAULT = 20;
export const FEED_PAGE_MAX = 50;

export const CIRCLE_NAME_MAX = 80;
export const CIRCLE_DESCRIPTION_MAX = 500;
export const GOAL_TARGET_MAX = 1_000_000;
export const CONTRIBUTION_MAX = 10_000;
export const BLESSING_MAX = 280;
export const DEFAULT_BLESSING = 'Sent you a blessing';

export const QURAN_AYAH_MAX = 286;

/**
 * A Quran challenge's passage (ayahs start..end) shared among `readers` members in order: as even
 * parts as can be, the first parts one ayah longer; with fewer ayahs than readers, the first get
 * one ayah each and the rest none.
 */
export function splitAyahs(start: number, end: number, readers: number): { startAyah: number; endAyah: number }[] {
  const total = end - start + 1;
  const parts = Math.min(readers, total);
  if (parts <= 0) return [];
  const base = Math.floor(total / parts);
  const longer = total % parts;
  const out: { startAyah: number; endAyah: number }[] = [];
  let from = start;
  for (let i = 0; i < parts; i++) {
    const size = base + (i < longer ? 1 : 0);
    out.push({ startAyah: from, endAyah: from + size - 1 });
    from += size;
  }
  return out;
}
