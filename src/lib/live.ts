// The rules of live recitation sessions and ayah dedications (decision 0065): their states, the
// limits of what staff and users write, the monthly dedication quota, the listener window, and which
// ayah a live session is on. A session is shared recitation and listening, never a prayer led over a
// broadcast; a dedication asks listeners to remember someone in their duas and promises no reward.

export const LIVE_SESSION_STATUSES = ['scheduled', 'live', 'ended'] as const;
export type LiveSessionStatus = (typeof LIVE_SESSION_STATUSES)[number];

export const DEDICATION_STATUSES = ['pending', 'approved', 'rejected', 'removed'] as const;
export type DedicationStatus = (typeof DEDICATION_STATUSES)[number];
/** The moderation queue's filters: a status, or 'reported' (approved and reported at least once). */
export const DEDICATION_QUEUES = ['pending', 'reported', 'approved', 'rejected', 'removed'] as const;
export type DedicationQueue = (typeof DEDICATION_QUEUES)[number];

/**
 * Dedications a user may make in one of their local calendar months by default (docs/product.md §7c):
 * a fair-use limit, not a price, that Super Admins change in the back-office (decision 0070). Extras
 * are never sold while SELL_EXTRA_DEDICATIONS is off (decision 0065).
 */
export const DEDICATION_MONTHLY_LIMIT = 10;

/** How often the app says it is still listening, and how long a listener counts after the last time. */
export const HEARTBEAT_SECONDS = 30;
export const LISTENER_WINDOW_SECONDS = 90;
/** How long the CDN keeps a session's public state (and serves it stale while refreshing). */
export const STATE_CDN_SECONDS = 2;
export const STATE_STALE_SECONDS = 8;
/** The approved dedications a state carries: the last ones, in approval order. */
export const STATE_DEDICATIONS = 50;
/** How long an ended session stays in the app's list. */
export const ENDED_LISTED_HOURS = 24;

export const TITLE_MAX = 255;
export const DESCRIPTION_MAX = 2000;
export const RECITER_MAX = 100;
export const AUDIO_URL_MAX = 500;
export const RECIPIENT_NAME_MAX = 100;
export const DEDICATOR_NAME_MAX = 100;
export const DEDICATION_MESSAGE_MAX = 300;
export const REASON_MAX = 500;
/** The longest a session may be scheduled for. */
export const SESSION_HOURS_MAX = 12;

/**
 * The ayah a session is on. A live session with timings follows them (the last timing at or before
 * the seconds since `timingsFrom`); otherwise the ayah staff set by hand. Staff moving to an ayah of
 * a timed session move `timingsFrom` so the timings resume from that ayah (src/server/live/sessions.ts).
 */
export function currentAyahOf(
  session: {
    status: LiveSessionStatus;
    firstAyah: number;
    lastAyah: number;
    currentAyah: number;
    ayahTimings: readonly number[] | null;
    /** The instant the timings count from: the start, moved when staff go to an ayah by hand. */
    timingsFrom: Date | null;
  },
  at: Date,
): number {
  const { ayahTimings: timings, timingsFrom } = session;
  if (session.status !== 'live' || !timings?.length || !timingsFrom) return session.currentAyah;
  const elapsed = (at.getTime() - timingsFrom.getTime()) / 1000;
  let index = 0;
  for (let i = 0; i < timings.length; i++) if (timings[i]! <= elapsed) index = i;
  return Math.min(session.lastAyah, session.firstAyah + index);
}
