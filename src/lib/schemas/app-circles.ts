// Requests and answers of the app's circles API (/api/app/v1/circles*, decision 0042). The
// handlers parse requests and type their answers by these; the OpenAPI document is generated from them.
import { z } from 'zod';
import { feedQuery } from './paging.ts';
import {
  ACTIVITY_TYPES,
  BLESSING_MAX,
  CIRCLE_DESCRIPTION_MAX,
  CIRCLE_NAME_MAX,
  CONTRIBUTION_MAX,
  GOAL_TARGET_MAX,
  JOIN_REQUEST_STATUSES,
  QURAN_AYAH_MAX,
  REACTIONS,
} from '../circles.ts';
import { readIsoDate } from '../dates.ts';
import { passageProblem, SURAH_COUNT, surahName } from '../quran/passage.ts';
import { CIRCLE_MEMBER_ROLES, CIRCLE_VISIBILITIES } from '../people.ts';

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} is at most ${max} characters`);
const wholeNumber = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} is at least ${min}`)
    .max(max, `${label} is at most ${max.toLocaleString('en')}`);

export const CircleCreateSchema = z.strictObject({
  name: text('Name', CIRCLE_NAME_MAX),
  description: z
    .string({ error: 'Description must be text' })
    .trim()
    .max(CIRCLE_DESCRIPTION_MAX, `Description is at most ${CIRCLE_DESCRIPTION_MAX} characters`)
    .default(''),
  visibility: z.enum(CIRCLE_VISIBILITIES, { error: 'Visibility is public or private' }),
});

export const JoinByCodeSchema = z.strictObject({
  inviteCode: z
    .string({ error: 'Invite code is required' })
    .trim()
    .min(1, 'Invite code is required')
    .max(40, 'That is not an invite code'),
});

export const RequestDecisionSchema = z.strictObject({
  decision: z.enum(['approve', 'decline'], { error: 'Decision is approve or decline' }),
});

export const GoalCreateSchema = z.strictObject({
  title: text('Title', 255),
  description: z
    .string({ error: 'Description must be text' })
    .trim()
    .max(1000, 'Description is at most 1000 characters')
    .default(''),
  targetCount: wholeNumber('Target', 1, GOAL_TARGET_MAX),
});

export const ContributionSchema = z.strictObject({
  count: wholeNumber('Count', 1, CONTRIBUTION_MAX),
});

export const BlessingSchema = z.strictObject({
  toUserId: z
    .number({ error: 'toUserId must be a member’s user id' })
    .int('toUserId must be a member’s user id')
    .positive('toUserId must be a member’s user id'),
  message: z
    .string({ error: 'Message must be text' })
    .trim()
    .max(BLESSING_MAX, `Message is at most ${BLESSING_MAX} characters`)
    .optional(),
});

const ayah = (label: string) => wholeNumber(label, 1, QURAN_AYAH_MAX);
export const QuranChallengeCreateSchema = z
  .strictObject({
    title: text('Title', 255),
    description: z
      .string({ error: 'Description must be text' })
      .trim()
      .max(1000, 'Description is at most 1000 characters')
      .default(''),
    /** The surah by its number (1–114): its name comes from the Quran metadata, never from free text. */
    surah: wholeNumber('Surah', 1, SURAH_COUNT),
    startAyah: ayah('First ayah'),
    endAyah: ayah('Last ayah'),
    deadline: z
      .string({ error: 'Deadline is a date (YYYY-MM-DD)' })
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'Deadline is a date (YYYY-MM-DD)')
      .refine((value) => !readIsoDate(value).problem, 'Deadline is not a real date')
      .optional(),
  })
  .refine((value) => value.endAyah >= value.startAyah, {
    message: 'The last ayah comes after the first',
    path: ['endAyah'],
  })
  // The passage must exist: Al-Kawthar (108) has 3 ayahs, so 108:1–286 is refused (decision 0060).
  .superRefine((value, ctx) => {
    const problem = value.endAyah >= value.startAyah && passageProblem(value.surah, value.startAyah, value.endAyah);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['endAyah'] });
  })
  .transform((value) => ({ ...value, surahName: surahName(value.surah)! }));

export const FeedQuerySchema = feedQuery('an item');

// Answers

const iso = z.iso.datetime();
const person = z.object({ id: z.number().int(), name: z.string() });

export const CircleMemberSchema = z.object({
  userId: z.number().int(),
  name: z.string(),
  role: z.enum(CIRCLE_MEMBER_ROLES),
  joinedAt: iso,
});

export const CircleGoalSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  targetCount: z.number().int(),
  currentCount: z.number().int(),
  /** current ÷ target, 0-100. */
  percent: z.number().int(),
  isCompleted: z.boolean(),
  createdAt: iso,
  completedAt: iso.nullable(),
});

export const AppCircleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  visibility: z.enum(CIRCLE_VISIBILITIES),
  createdAt: iso,
  memberCount: z.number().int(),
  /** The caller's role, null when they are not a member (a public circle). */
  myRole: z.enum(CIRCLE_MEMBER_ROLES).nullable(),
  /** Whether the caller's completed deeds appear in this circle's feed (decision 0057); null when not a member. */
  myShareDeeds: z.boolean().nullable(),
  /** Shown to members only. */
  inviteCode: z.string().nullable(),
  /** Join requests waiting for a decision; shown to the Creator and Admins only (else null). */
  pendingRequests: z.number().int().nullable(),
  members: z.array(CircleMemberSchema),
  goals: z.array(CircleGoalSchema),
});
export type AppCircle = z.infer<typeof AppCircleSchema>;

export const MyCirclesAnswerSchema = z.object({ circles: z.array(AppCircleSchema) });
export const CircleAnswerSchema = z.object({ circle: AppCircleSchema });

export const JoinRequestSchema = z.object({
  id: z.number().int(),
  circleId: z.number().int(),
  user: person,
  status: z.enum(JOIN_REQUEST_STATUSES),
  requestedAt: iso,
  decidedAt: iso.nullable(),
});
export type JoinRequest = z.infer<typeof JoinRequestSchema>;

export const JoinAnswerSchema = z.object({
  circleId: z.number().int(),
  /** member: in the circle now; pending: a request waits for the Creator or an Admin. */
  status: z.enum(['member', 'pending']),
  /** False when the call changed nothing (already a member, or the request was already waiting). */
  changed: z.boolean(),
  /** The circle as the member sees it; null while pending. */
  circle: AppCircleSchema.nullable(),
  request: JoinRequestSchema.nullable(),
});
export type JoinAnswer = z.infer<typeof JoinAnswerSchema>;

export const JoinRequestsAnswerSchema = z.object({ requests: z.array(JoinRequestSchema) });
export const RequestDecisionAnswerSchema = z.object({ request: JoinRequestSchema, changed: z.boolean() });

export const LeaveAnswerSchema = z.object({
  /** False when the caller was not a member (nothing changed). */
  left: z.boolean(),
  /** True when the caller was its last member: the circle is gone. */
  circleDeleted: z.boolean(),
  /** When the Creator left: who is the Creator now (the longest-standing Admin, else Member). */
  newCreatorId: z.number().int().nullable(),
});

export const GoalAnswerSchema = z.object({ goal: CircleGoalSchema });
export const ContributionAnswerSchema = z.object({
  goal: CircleGoalSchema,
  /** What was added: the count asked for, or less where the target capped it. */
  counted: z.number().int(),
});

export const ReactionSummarySchema = z.object({
  reaction: z.enum(REACTIONS),
  count: z.number().int(),
  /** The caller gave this reaction. */
  mine: z.boolean(),
});

export const ActivityItemSchema = z.object({
  id: z.number().int(),
  type: z.enum(ACTIVITY_TYPES),
  user: person,
  content: z.string(),
  createdAt: iso,
  /** blessing_sent: the member it was sent to (null once their account is gone). */
  targetUser: person.nullable(),
  /** goal_contribution: the goal (null once deleted) and how much it added. */
  goalId: z.number().int().nullable(),
  amount: z.number().int().nullable(),
  reactions: z.array(ReactionSummarySchema),
});
export type ActivityItem = z.infer<typeof ActivityItemSchema>;

export const FeedAnswerSchema = z.object({
  items: z.array(ActivityItemSchema),
  /** Pass as `before` for the next (older) page; null on the last page. */
  nextBefore: z.number().int().nullable(),
});
export const ActivityItemAnswerSchema = z.object({ item: ActivityItemSchema });
export const ReactionAnswerSchema = z.object({
  itemId: z.number().int(),
  changed: z.boolean(),
  reactions: z.array(ReactionSummarySchema),
});

export const QuranAssignmentSchema = z.object({
  user: person,
  startAyah: z.number().int(),
  endAyah: z.number().int(),
  isCompleted: z.boolean(),
  completedAt: iso.nullable(),
});
export const QuranChallengeSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  surahName: z.string(),
  totalAyahs: z.number().int(),
  startAyah: z.number().int(),
  endAyah: z.number().int(),
  deadline: z.string().nullable(),
  createdAt: iso,
  isCompleted: z.boolean(),
  completedAt: iso.nullable(),
  /** Who reads which ayahs: the passage split among the members when the challenge was made. */
  assignments: z.array(QuranAssignmentSchema),
});
export type QuranChallenge = z.infer<typeof QuranChallengeSchema>;
export const QuranChallengesAnswerSchema = z.object({ challenges: z.array(QuranChallengeSchema) });
export const QuranChallengeAnswerSchema = z.object({ challenge: QuranChallengeSchema });
export const QuranReadingAnswerSchema = z.object({
  challenge: QuranChallengeSchema,
  /** False when the caller's part was already read. */
  changed: z.boolean(),
});
