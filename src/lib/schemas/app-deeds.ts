// Request bodies of the app's deed and badge API (decision 0039).
import { z } from 'zod';
import { SCHEDULING_TYPES } from '../content/thawab-schedule.ts';
import { TRANSLATED_FIELDS } from '../i18n/content.ts';
import { localeCodeSchema } from './locale.ts';
import { LevelViewSchema } from './app-progress.ts';

/** The locale an answer's texts are in (decision 0048): the user's language, or ?locale= on the public read API. */
export const LocaleSchema = localeCodeSchema();
/** The translated fields answered in English because the locale has no text for them. */
export const FallbackSchema = z.array(z.enum(TRANSLATED_FIELDS));

export const BadgeDisplayedSchema = z.strictObject({
  displayed: z.boolean({ error: 'displayed must be true or false' }),
});

// Answers (decision 0040): the handlers type their JSON by these; the OpenAPI document is generated from them.
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** The verse of the day as /api/app/verse-of-the-day answers it. */
export const VerseOfTheDaySchema = z.object({
  date: isoDate,
  reason: z.enum(['scheduled', 'priority', 'rotation']),
  id: z.number().int(),
  surah: z.number().int(),
  surahNameArabic: z.string(),
  surahNameEnglish: z.string(),
  ayah: z.string(),
  reference: z.string(),
  arabic: z.string(),
  translation: z.string(),
  /** The language of `translation`: the locale's published edition where one is used, else English. */
  translationLocale: LocaleSchema,
  tags: z.array(z.string()),
  attribution: z.string(),
});

/** A deed due on the day, as /api/app/thawabs answers it, with the user's done state. */
export const TodayDeedSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  category: z.string(),
  xpValue: z.number().int(),
  icon: z.string(),
  schedulingType: z.enum(SCHEDULING_TYPES),
  schedulingValue: z.string(),
  difficultyLevel: z.string(),
  minLevel: z.string(),
  minLevelScore: z.number().int().nullable(),
  fallback: FallbackSchema,
  done: z.boolean(),
});

export const TodayAnswerSchema = z.object({
  date: isoDate,
  /** The user's language, which names, descriptions and the verse's translation are in. */
  locale: LocaleSchema,
  timeZone: z.string(),
  canComplete: z.boolean(),
  verse: VerseOfTheDaySchema.nullable(),
  deeds: z.array(TodayDeedSchema),
  streak: z.number().int(),
  xpToday: z.number().int(),
  xpTotal: z.number().int(),
});

export type TodayAnswer = z.infer<typeof TodayAnswerSchema>;

export const CompletionAnswerSchema = z.object({
  date: isoDate,
  thawabId: z.number().int(),
  completed: z.boolean(),
  /** False when the request changed nothing (it was already so). */
  changed: z.boolean(),
  streak: z.number().int(),
  xpToday: z.number().int(),
  xpTotal: z.number().int(),
  /** Badges this completion earned; `name` in the user's language. */
  newBadges: z.array(z.object({ id: z.number().int(), name: z.string(), message: z.string() })),
  /** The Barakah Score and level after this change (decision 0056). */
  barakahScore: z.number().int(),
  level: LevelViewSchema,
  /** The level this completion reached, with "You reached {level}!" in the user's language; else null. */
  levelReached: LevelViewSchema.extend({ message: z.string() }).nullable(),

  /** The circles whose feeds show this deed (decision 0057): [] while it is private. */
  sharedWith: z.array(z.number().int()),
  message: z.string(),
  /** The language of `message`: the user's, or 'en' where no text exists in it. */
  messageLocale: LocaleSchema,
  /** The user's language, which `newBadges` names are in. */
  locale: LocaleSchema,
});
export type CompletionAnswer = z.infer<typeof CompletionAnswerSchema>;

export const MyBadgeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  icon: z.string(),
  colorClass: z.string(),
  earnedAt: z.iso.datetime(),
  displayed: z.boolean(),
  fallback: FallbackSchema,
});
export type MyBadge = z.infer<typeof MyBadgeSchema>;
export const MyBadgesAnswerSchema = z.object({ locale: LocaleSchema, badges: z.array(MyBadgeSchema) });
export const MyBadgeAnswerSchema = z.object({ locale: LocaleSchema, badge: MyBadgeSchema });
