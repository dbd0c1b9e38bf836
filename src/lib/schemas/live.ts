// Requests and answers of live recitation sessions and ayah dedications (decision 0065): the staff
// endpoints (/api/admin/live-sessions*, /api/admin/dedications*), the app's (/api/app/v1/live-sessions*,
// /api/app/v1/dedications*) and the public state (/api/live-sessions/{id}/state). The handlers parse
// and type by these; the OpenAPI document is generated from the app's.
import { z } from 'zod';
import { feedQuery } from './paging.ts';
import {
  AUDIO_URL_MAX,
  DEDICATION_MESSAGE_MAX,
  DEDICATION_QUEUES,
  DEDICATION_STATUSES,
  DEDICATOR_NAME_MAX,
  DESCRIPTION_MAX,
  LIVE_SESSION_STATUSES,
  REASON_MAX,
  RECIPIENT_NAME_MAX,
  RECITER_MAX,
  SESSION_HOURS_MAX,
  TITLE_MAX,
} from '../live.ts';
import { ayahCount, isSurah } from '../quran/metadata.ts';
import { LocaleSchema } from './app-deeds.ts';
import { localeCodeSchema } from './locale.ts';
import { AfterMaghribSchema } from './live-maghrib.ts';
import { ownWords } from './own-words.ts';
import { pageParam, tablePageSizeParam } from './paging.ts';

const required = (label: string, max: number, multiline: boolean) =>
  ownWords(label, max, multiline).refine((v) => v !== null, `${label} is required`);
const whole = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a whole number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} is at least ${min}`)
    .max(max, `${label} is at most ${max}`);
const instant = (label: string) =>
  z.iso.datetime({ offset: true, error: `${label}: use a date and time like 2026-12-01T19:00:00Z` });

// Staff requests

/** What staff write when scheduling or editing a session (PUT adds `version`). */
export const LiveSessionInputSchema = z
  .strictObject({
    title: required('title', TITLE_MAX, false),
    description: ownWords('description', DESCRIPTION_MAX, true).nullable().optional(),
    surahNumber: whole('surahNumber', 1, 114),
    firstAyah: whole('firstAyah', 1, 286),
    lastAyah: whole('lastAyah', 1, 286),
    reciter: ownWords('reciter', RECITER_MAX, false).nullable().optional(),
    audioUrl: z
      .string({ error: 'audioUrl must be text' })
      .trim()
      .max(AUDIO_URL_MAX, `audioUrl is at most ${AUDIO_URL_MAX} characters`)
      .refine((v) => v === '' || /^https:\/\/[^\s]+$/i.test(v), 'audioUrl must be an https:// address')
      .transform((v) => v || null)
      .nullable()
      .optional(),
    startTime: instant('startTime'),
    endTime: instant('endTime'),
    /** Given, the server sets the start to it and keeps the length endTime − startTime (decision 0070). */
    afterMaghrib: AfterMaghribSchema.nullable().optional(),
    ayahTimings: z
      .array(whole('ayahTimings[]', 0, SESSION_HOURS_MAX * 3600), { error: 'ayahTimings must be a list of seconds' })
      .nullable()
      .optional(),
  })
  .superRefine((v, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (isSurah(v.surahNumber)) {
      const count = ayahCount(v.surahNumber);
      if (v.firstAyah > count) issue('firstAyah', `Surah ${v.surahNumber} has ${count} ayahs`);
      if (v.lastAyah > count) issue('lastAyah', `Surah ${v.surahNumber} has ${count} ayahs`);
    }
    if (v.lastAyah < v.firstAyah) issue('lastAyah', 'lastAyah is not before firstAyah');
    const start = Date.parse(v.startTime);
    const end = Date.parse(v.endTime);
    if (end <= start) issue('endTime', 'endTime is after startTime');
    else if (end - start > SESSION_HOURS_MAX * 3_600_000)
      issue('endTime', `A session lasts at most ${SESSION_HOURS_MAX} hours`);
    const timings = v.ayahTimings;
    if (timings) {
      const total = v.lastAyah - v.firstAyah + 1;
      if (timings.length !== total)
        issue('ayahTimings', `ayahTimings has one entry per ayah of the range (${Math.max(total, 0)})`);
      else if (timings[0] !== 0) issue('ayahTimings', 'ayahTimings starts at 0 (the first ayah begins the session)');
      else if (timings.some((t, i) => i > 0 && t <= timings[i - 1]!))
        issue('ayahTimings', 'ayahTimings rise: each ayah begins after the one before');
    }
  });
export type LiveSessionInput = z.infer<typeof LiveSessionInputSchema>;

export const LiveControlSchema = z.discriminatedUnion(
  'action',
  [
    z.strictObject({ action: z.literal('start') }),
    z.strictObject({ action: z.literal('next') }),
    z.strictObject({ action: z.literal('goToAyah'), ayah: whole('ayah', 1, 286) }),
    z.strictObject({ action: z.literal('end') }),
  ],
  { error: 'action is one of: start, next, goToAyah, end' },
);
export type LiveControl = z.infer<typeof LiveControlSchema>;

const reason = required('reason', REASON_MAX, true);
export const DedicationModerationSchema = z.discriminatedUnion(
  'action',
  [
    z.strictObject({ action: z.literal('approve') }),
    z.strictObject({ action: z.literal('reject'), reason }),
    z.strictObject({ action: z.literal('remove'), reason }),
    // Keep an approved, reported dedication shown: it leaves the reported queue (its reports stay on record).
    z.strictObject({ action: z.literal('clearReports') }),
  ],
  { error: 'action is one of: approve, reject, remove, clearReports' },
);
export type DedicationModeration = z.infer<typeof DedicationModerationSchema>;

export const AdminLiveSessionsQuerySchema = z.strictObject({
  status: z.enum(LIVE_SESSION_STATUSES, { error: `status is one of: ${LIVE_SESSION_STATUSES.join(', ')}` }).optional(),
});

export const AdminDedicationsQuerySchema = z.strictObject({
  status: z.enum(DEDICATION_QUEUES, { error: `status is one of: ${DEDICATION_QUEUES.join(', ')}` }).default('pending'),
  sessionId: z.coerce
    .number({ error: 'sessionId must be a session id' })
    .int('sessionId must be a session id')
    .min(1, 'sessionId must be a session id')
    .max(2_147_483_647, 'sessionId must be a session id')
    .optional(),
  page: pageParam,
  pageSize: tablePageSizeParam,
});

// App requests

export const DedicationCreateSchema = z.strictObject({
  recipientName: required('recipientName', RECIPIENT_NAME_MAX, false),
  dedicatorName: required('dedicatorName', DEDICATOR_NAME_MAX, false),
  message: ownWords('message', DEDICATION_MESSAGE_MAX, true).nullable().optional(),
  ayahNumber: whole('ayahNumber', 1, 286),
});
export type DedicationCreate = z.infer<typeof DedicationCreateSchema>;

export const DedicationReportSchema = z.strictObject({ reason });

/** As dua requests: newest first, `before` the last id seen, `limit` (src/lib/schemas/paging.ts). */
export const MyDedicationsQuerySchema = feedQuery('a dedication');

/** The public state's query: the language of the ayah's translation (English when absent). */
export const LiveStateQuerySchema = z.strictObject({ locale: localeCodeSchema().optional() });

// Answers

const SurahRefSchema = z.object({ number: z.number().int(), name: z.string(), nameArabic: z.string() });
const at = z.iso.datetime();

export const LiveSessionSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  status: z.enum(LIVE_SESSION_STATUSES),
  reciter: z.string().nullable(),
  surah: SurahRefSchema,
  firstAyah: z.number().int(),
  lastAyah: z.number().int(),
  /** Scheduled start and end. */
  startTime: at,
  endTime: at,
  /** When staff started and ended it (null before). */
  startedAt: at.nullable(),
  endedAt: at.nullable(),
  audioUrl: z.string().nullable(),
  /** The public live page of the session, absolute. */
  pageUrl: z.string(),
});
export type LiveSessionSummary = z.infer<typeof LiveSessionSummarySchema>;

export const LiveAyahSchema = z.object({
  number: z.number().int(),
  /** The verified Uthmani Arabic, unchanged. */
  arabic: z.string(),
  /** The licensed translation, unchanged, footnote markers ([n]) included. */
  translation: z.string(),
  footnotes: z.string(),
  translationLocale: LocaleSchema,
  /** True when the asked language has no licensed translation and English is served instead. */
  translationFallback: z.boolean(),
  /** The Arabic's and the translation's sources in one sentence, to show with the text. */
  attribution: z.string(),
});

export const LiveDedicationSchema = z.object({
  id: z.number().int(),
  recipientName: z.string(),
  dedicatorName: z.string(),
  message: z.string().nullable(),
  ayahNumber: z.number().int(),
  approvedAt: at,
});

export const LiveStateSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  status: z.enum(LIVE_SESSION_STATUSES),
  surah: SurahRefSchema,
  currentAyah: z.number().int(),
  /** The current ayah's text; null while the session is scheduled. */
  ayah: LiveAyahSchema.nullable(),
  /** Listeners seen in the last 90 s (live); the peak once ended; 0 before. */
  listenerCount: z.number().int(),
  /** Approved dedications, in approval order (the last 50). */
  dedications: z.array(LiveDedicationSchema),
  startTime: at,
  endTime: at,
  generatedAt: at,
});
export type LiveState = z.infer<typeof LiveStateSchema>;

export const AdminLiveSessionSchema = LiveSessionSummarySchema.extend({
  currentAyah: z.number().int(),
  ayahTimings: z.array(z.number().int()).nullable(),
  listenerCount: z.number().int(),
  version: z.number().int(),
  createdBy: z.string().nullable(),
  /** The start as set after Maghrib (the date is the city's), null for a start typed as a time. */
  afterMaghrib: AfterMaghribSchema.nullable(),
});
export type AdminLiveSession = z.infer<typeof AdminLiveSessionSchema>;

export const AdminDedicationSchema = z.object({
  id: z.number().int(),
  sessionId: z.number().int().nullable(),
  sessionTitle: z.string().nullable(),
  userId: z.number().int(),
  recipientName: z.string(),
  dedicatorName: z.string(),
  message: z.string().nullable(),
  surahNumber: z.number().int().nullable(),
  ayahNumber: z.number().int(),
  status: z.enum(DEDICATION_STATUSES),
  rejectReason: z.string().nullable(),
  reportCount: z.number().int(),
  reports: z.array(z.object({ reason: z.string(), createdAt: at })),
  createdAt: at,
  moderatedAt: at.nullable(),
  moderatedBy: z.string().nullable(),
});
export type AdminDedication = z.infer<typeof AdminDedicationSchema>;

export const MyDedicationSchema = z.object({
  id: z.number().int(),
  sessionId: z.number().int().nullable(),
  recipientName: z.string(),
  dedicatorName: z.string(),
  message: z.string().nullable(),
  ayahNumber: z.number().int(),
  status: z.enum(DEDICATION_STATUSES),
  /** Why staff rejected or removed it (null otherwise). */
  rejectReason: z.string().nullable(),
  createdAt: at,
});
export type MyDedication = z.infer<typeof MyDedicationSchema>;

export const LiveSessionsAnswerSchema = z.object({ locale: LocaleSchema, sessions: z.array(LiveSessionSummarySchema) });
export const LiveSessionAnswerSchema = z.object({
  locale: LocaleSchema,
  session: LiveSessionSummarySchema,
  state: LiveStateSchema,
});
export const HeartbeatAnswerSchema = z.object({ heartbeatSeconds: z.number().int() });
export const MyDedicationAnswerSchema = z.object({ locale: LocaleSchema, dedication: MyDedicationSchema });
export const MyDedicationsAnswerSchema = z.object({
  locale: LocaleSchema,
  items: z.array(MyDedicationSchema),
  /** Pass as `before` for the next (older) page; null on the last page. */
  nextBefore: z.number().int().nullable(),
});
export const DedicationReportedSchema = z.object({ reported: z.literal(true) });

export const AdminLiveSessionsAnswerSchema = z.object({ sessions: z.array(AdminLiveSessionSchema) });
export const AdminLiveSessionAnswerSchema = z.object({ session: AdminLiveSessionSchema });
export const AdminLiveSessionDetailSchema = z.object({
  session: AdminLiveSessionSchema,
  listeners: z.object({ active: z.number().int(), total: z.number().int() }),
  dedications: z.array(AdminDedicationSchema),
});
export const AdminDedicationAnswerSchema = z.object({ dedication: AdminDedicationSchema });
export const AdminDedicationsAnswerSchema = z.object({
  rows: z.array(AdminDedicationSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
