// Requests of the people tools (User Management, Circles, Referrals). The islands build their
// queries and forms from these; the server parses with the same schemas and never trusts the client.
import { z } from 'zod';
import {
  CIRCLE_VISIBILITIES,
  SPIRITUAL_LEVEL_NAMES,
  USER_CIRCLE_ROLES,
  USER_STATUSES,
  type CircleMemberRole,
  type CircleVisibility,
  type InviteeStatus,
  type UserCircleRole,
  type UserStatus,
} from '../people.ts';
import { EmailSchema, hasNul, NUL_BYTE_MESSAGE } from './common.ts';
import { pageParam, tablePageSizeParam, type PageSize } from './paging.ts';

export const SEARCH_MAX = 100;
export const SCORE_MAX = 100;
export const STREAK_MAX = 36_500;

const noNul = (value: string) => !hasNul(value);

/** Trimmed text without NUL bytes (checked here too so the islands' forms say so before sending), at most `max` characters. */
export const plainText = (max: number, label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .max(max, `${label} is at most ${max} characters`)
    .refine(noNul, NUL_BYTE_MESSAGE);

/** Whole numbers from forms or query strings: "12" and 12 pass; "", "1.5", "abc" fail (never NaN). */
const wholeNumber = (label: string, min: number, max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^-?\d{1,12}$/.test(value.trim()) ? Number(value.trim()) : value),
    z
      .number({ error: `${label} must be a whole number` })
      .int(`${label} must be a whole number`)
      .min(min, `${label} must be at least ${min}`)
      .max(max, `${label} must be at most ${max}`),
  );

const search = plainText(SEARCH_MAX, 'Search').optional().default('');
const page = pageParam;
const pageSize = tablePageSizeParam;
const direction = z.enum(['asc', 'desc']);

export const USER_SORTS = [
  'name',
  'email',
  'location',
  'level',
  'streak',
  'score',
  'status',
  'circleRole',
  'referrals',
  'createdAt',
] as const;
export type UserSort = (typeof USER_SORTS)[number];

/** Who made the user: a person through the app, or the sample-community generator (decision 0043). */
export const USER_KINDS = ['real', 'sample'] as const;
export type UserKind = (typeof USER_KINDS)[number];

export const UserListQuerySchema = z.strictObject({
  q: search,
  kind: z.enum(USER_KINDS).optional(),
  status: z.enum(USER_STATUSES).optional(),
  level: z.enum(SPIRITUAL_LEVEL_NAMES).optional(),
  circleRole: z.enum(USER_CIRCLE_ROLES).optional(),
  sort: z.enum(USER_SORTS).optional().default('createdAt'),
  dir: direction.optional().default('desc'),
  page,
  pageSize,
});
export type UserListQuery = z.infer<typeof UserListQuerySchema>;

export const UserUpdateSchema = z.strictObject({
  name: plainText(120, 'Name').min(1, 'Name is required'),
  email: EmailSchema.refine(noNul, NUL_BYTE_MESSAGE),
  location: plainText(120, 'Location'),
  level: z.enum(SPIRITUAL_LEVEL_NAMES).nullable(),
  streak: wholeNumber('Streak', 0, STREAK_MAX),
  score: wholeNumber('Score', 0, SCORE_MAX),
  status: z.enum(USER_STATUSES),
});
export type UserUpdate = z.infer<typeof UserUpdateSchema>;

export const CIRCLE_SORTS = ['name', 'members', 'createdAt', 'lastActive'] as const;
export type CircleSort = (typeof CIRCLE_SORTS)[number];

export const CircleListQuerySchema = z.strictObject({
  q: search,
  visibility: z
    .enum(['all', ...CIRCLE_VISIBILITIES])
    .optional()
    .default('all'),
  sort: z.enum(CIRCLE_SORTS).optional().default('createdAt'),
  dir: direction.optional().default('desc'),
  page,
  pageSize,
});
export type CircleListQuery = z.infer<typeof CircleListQuerySchema>;

export const CircleVisibilitySchema = z.strictObject({ visibility: z.enum(CIRCLE_VISIBILITIES) });
export const CircleMemberRoleSchema = z.strictObject({ role: z.enum(['Admin', 'Member']) });
export const CircleGoalInputSchema = z.strictObject({
  title: plainText(255, 'Title').min(1, 'Title is required'),
  description: plainText(1000, 'Description').optional().default(''),
  targetCount: wholeNumber('Target', 1, 1_000_000),
});
export type CircleGoalInput = z.input<typeof CircleGoalInputSchema>;

/** Editing a goal: the same fields plus its progress (current count, at most 1,000,000). */
export const CircleGoalUpdateSchema = z.strictObject({
  title: plainText(255, 'Title').min(1, 'Title is required'),
  description: plainText(1000, 'Description').optional().default(''),
  targetCount: wholeNumber('Target', 1, 1_000_000),
  currentCount: wholeNumber('Progress', 0, 1_000_000),
});
export type CircleGoalUpdate = z.input<typeof CircleGoalUpdateSchema>;

export const REFERRAL_SORTS = [
  'inviterName',
  'inviterEmail',
  'totalInvites',
  'signups',
  'activeUsers',
  'conversionRate',
  'retentionRate',
  'lastInviteDate',
  'bonusPoints',
] as const;
export type ReferralSort = (typeof REFERRAL_SORTS)[number];
/** Spec §4: text columns sort alphabetically, the rest numerically (dates by time). */
export const TEXT_REFERRAL_SORTS: readonly ReferralSort[] = ['inviterName', 'inviterEmail'];

export const ReferralListQuerySchema = z.strictObject({
  q: search,
  sort: z.enum(REFERRAL_SORTS).optional().default('totalInvites'),
  dir: direction.optional().default('desc'),
  page,
  pageSize,
});
export type ReferralListQuery = z.infer<typeof ReferralListQuerySchema>;

/** u123 = app user 123; w45 = launch-waitlist signup 45 (an inviter without an app account). */
export const InviterKeySchema = z.string().regex(/^[uw][1-9]\d{0,8}$/, 'Unknown inviter');

export const EXPORT_KINDS = ['users', 'circles', 'referrals'] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];

// ---------------------------------------------------------------------------------------------
// Responses

export type Paged<T> = {
  rows: T[];
  total: number;
  page: number;
  pageSize: number;
};

export type AdminUserRow = {
  id: number;
  name: string;
  email: string;
  location: string;
  level: string | null;
  streak: number;
  score: number;
  status: UserStatus;
  circleRole: UserCircleRole;
  referrals: number;
  referredBy: { id: number; name: string } | null;
  circles: string[];
  createdAt: string;
  lastActiveAt: string | null;
  /** Made by the sample-community generator, not a person (decision 0043). */
  sample: boolean;
  /** Incremented by every write; a save sends the version it loaded (src/lib/versions.ts). */
  version: number;
};

export type AdminUserDetail = {
  user: AdminUserRow & { age: number };
  circles: {
    id: number;
    name: string;
    role: CircleMemberRole;
    joinedAt: string;
    lastActiveAt: string | null;
    memberCount: number;
  }[];
  invitations: {
    id: number;
    inviteeEmail: string | null;
    inviteeId: number | null;
    status: InviteeStatus;
    sentAt: string;
    signedUpAt: string | null;
  }[];
  invitationCount: number;
  activity: { id: number; type: string; content: string; circleName: string | null; createdAt: string }[];
  /** The badges the user holds, newest first. */
  badges: { id: number; name: string; icon: string; earnedAt: string }[];
};

export type AdminCircleRow = {
  id: number;
  name: string;
  description: string;
  visibility: CircleVisibility;
  memberCount: number;
  creator: { id: number; name: string };
  createdAt: string;
  lastActive: string | null;
  /** Incremented by every write; a save sends the version it loaded (src/lib/versions.ts). */
  version: number;
};

export type AdminCircleMember = {
  userId: number;
  name: string;
  email: string;
  /** Generated sample data, not a real person (decision 0043). */
  sample: boolean;
  role: CircleMemberRole;
  joinedAt: string;
  lastActiveAt: string | null;
  deedsCompleted: number;
};

export type AdminCircleGoal = {
  id: number;
  title: string;
  description: string;
  targetCount: number;
  currentCount: number;
  percent: number;
  createdAt: string;
  completedAt: string | null;
  /** Incremented by every write; a save sends the version it loaded (src/lib/versions.ts). */
  version: number;
};

export type AdminCircleDetail = {
  circle: AdminCircleRow & { inviteCode: string | null };
  members: AdminCircleMember[];
  goals: AdminCircleGoal[];
};

export type ReferralInviterRow = {
  key: string;
  inviterName: string;
  inviterEmail: string | null;
  /** Generated sample data, not a real person (decision 0043). */
  sample: boolean;
  source: 'app' | 'waitlist';
  totalInvites: number;
  signups: number;
  activeUsers: number;
  conversionRate: number;
  retentionRate: number;
  lastInviteDate: string | null;
  bonusPoints: number;
};

export type ReferralTotals = {
  totalReferrals: number;
  totalSignups: number;
  totalActive: number;
  conversionRate: number;
  retentionRate: number;
};

export type ReferralInvitee = {
  id: string;
  inviteeEmail: string | null;
  status: InviteeStatus;
  source: 'app' | 'waitlist';
  sentAt: string;
  signupDate: string | null;
  lastLoginDate: string | null;
  /** The invitee is sample data (a sample user or sample waitlist signup; decision 0043). */
  sample: boolean;
};

export type ReferralInviterDetail = {
  inviter: ReferralInviterRow;
  /** The inviter is sample data (decision 0043). */
  inviterSample: boolean;
  invitees: ReferralInvitee[];
  funnel: { invited: number; signedUp: number; active: number };
  rewards: { xpPerJoinedInvitee: number; bonusPoints: number; avgXpPerInvite: number };
};

// ---------------------------------------------------------------------------------------------
// Flagged launch-waitlist referrals (credited no XP): what Super Admins review in the Referrals tab.

export const REFERRAL_FLAG_LABELS = {
  self_referral: 'Self-referral (same browser, email or phone)',
  burst: 'Burst (more than 3 credits in 10 minutes)',
  daily_cap: 'Daily cap (more than 10 credits in a day)',
} as const;
export type ReferralFlagReason = keyof typeof REFERRAL_FLAG_LABELS;

export const FLAGGED_PAGE_SIZE = 50 satisfies PageSize;
export const FlaggedReferralQuerySchema = z.strictObject({ page });

export interface FlaggedReferral {
  id: number;
  referrerId: number;
  /** The invitee's waitlist record; null when an app account signed up with the code (decision 0038). */
  inviteeId: number | null;
  flagReason: ReferralFlagReason;
  createdAt: string;
  /** Who shared the link and who arrived through it, as the waitlist knows them. */
  referrer: { name: string | null; email: string | null; referralCode: string };
  invitee: { name: string | null; email: string | null };
}

export interface FlaggedReferralPage {
  referrals: FlaggedReferral[];
  total: number;
  page: number;
  pageSize: number;
}
