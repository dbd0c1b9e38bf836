// Requests and answers of the user's privacy controls in the app API (decision 0057): sharing
// deeds with circles, their own reset and the copy of their data.
import { z } from 'zod';
import { AppMeSchema } from './app-auth.ts';

/** At most this many circles named by one completion's `share`. */
export const SHARE_MAX_CIRCLES = 100;

const circleId = z.number({ error: 'share must list circle ids' }).int().positive().max(2_147_483_647);

/** The optional body of a completion: `share` names the circles to share this deed with ([] keeps it private). */
export const CompletionShareSchema = z.strictObject({
  share: z
    .array(circleId, { error: 'share must be a list of circle ids' })
    .max(SHARE_MAX_CIRCLES, { error: `share may name at most ${SHARE_MAX_CIRCLES} circles` })
    .optional(),
});
export type CompletionShare = z.infer<typeof CompletionShareSchema>;

export const MembershipSharingSchema = z.strictObject({
  shareDeeds: z.boolean({ error: 'shareDeeds must be true or false' }),
});
export const MembershipSharingAnswerSchema = z.object({
  circleId: z.number().int(),
  /** Whether the caller's completed deeds now appear in this circle's feed. */
  shareDeeds: z.boolean(),
  /** False when it already was so. */
  changed: z.boolean(),
});

/** The word the user types to confirm their reset. */
export const RESET_CONFIRMATION = 'RESET';
export const RESET_CONFIRM_MESSAGE = `Send "confirm": "${RESET_CONFIRMATION}" to reset your progress`;
export const ResetSchema = z.strictObject({
  confirm: z.literal(RESET_CONFIRMATION, { error: RESET_CONFIRM_MESSAGE }),
});
export const ResetAnswerSchema = z.object({
  reset: z.literal(true),
  /** Completed deeds cleared (with their feed items). */
  completionsRemoved: z.number().int(),
  streak: z.literal(0),
});

const row = z.record(z.string(), z.unknown());
/**
 * Everything the app holds about its user (GET /me/export; also the `appAccount` of the website's
 * self-service copy). Secrets (token and code hashes, salts) are left out.
 */
export const AppAccountExportSchema = z.object({
  exportedAt: z.string(),
  profile: AppMeSchema,
  completions: z.array(row),
  badges: z.array(row),
  circles: z.array(row),
  quranParts: z.array(row),
  joinRequests: z.array(row),
  activity: z.array(row),
  reactions: z.array(row),
  /** How far the user read in each surah, and the local days they read on (decision 0061). */
  quranReading: z.array(row),
  quranReadingDays: z.array(row),
  /** What the stores told us the user bought (decision 0062); no receipt or signed payload. */
  purchases: z.array(row),
  /** Dua requests and the monthly quota's counts (decision 0064). */
  duaRequests: z.array(row),
  duaQuota: z.array(row),
  /** Ayah dedications, reports made, the dedication quota and live recitations listened to (decision 0065). */
  dedications: z.array(row),
  dedicationReports: z.array(row),
  dedicationQuota: z.array(row),
  liveListening: z.array(row),
  invitationsSent: z.array(row),
  signIns: z.array(row),
  signInCodes: z.array(row),
});
export type AppAccountExport = z.infer<typeof AppAccountExportSchema>;
