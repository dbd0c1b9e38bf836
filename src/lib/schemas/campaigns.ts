// Campaigns (decision 0041): launch announcements and newsletter issues. The Campaigns tab
// builds its requests from these schemas; the server parses with them and never trusts the client.
import { z } from 'zod';
import { LOCALES, LOCALE_CODES, PREFIXED_LOCALES, type LocaleCode } from '../i18n/locales.ts';
import { SIGNUP_LEVELS } from './waitlist-admin.ts';
import { plainText } from './people.ts';
import { localeCodeSchema } from './locale.ts';

export const CAMPAIGN_STATUSES = ['draft', 'scheduled', 'sending', 'paused', 'sent'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];
export const SUBJECT_MAX = 200;
export const PREHEADER_MAX = 200;
export const BODY_MAX = 100_000;

const oneLine = (max: number, label: string) =>
  plainText(max, label).refine((value) => !/[\r\n]/.test(value), `${label} must be one line`);

const LOCALE_ERROR = `Unknown language: use one of ${LOCALE_CODES.join(', ')}`;

/**
 * Readers of these languages only (decision 0050): a person's language is the locale of the page
 * they signed up on. Absent: everyone, whatever their language.
 */
const LanguagesSchema = z
  .array(localeCodeSchema(LOCALE_ERROR))
  .min(1, 'Choose at least one language, or leave the filter off')
  .max(LOCALE_CODES.length)
  .refine((list) => new Set(list).size === list.length, 'Each language once');

export const AudienceSchema = z.discriminatedUnion(
  'list',
  [
    z.strictObject({
      /** Confirmed launch-waitlist sign-ups not yet notified (and not unsubscribed). */
      list: z.literal('waitlist'),
      source: z
        .string()
        .regex(/^[a-z0-9_-]{1,64}$/, 'Unknown source')
        .optional(),
      level: z.enum(SIGNUP_LEVELS, { error: 'Unknown level' }).optional(),
      languages: LanguagesSchema.optional(),
    }),
    /** Confirmed, active newsletter subscribers. */
    z.strictObject({ list: z.literal('newsletter'), languages: LanguagesSchema.optional() }),
  ],
  { error: 'Choose who it goes to: the launch waitlist or the newsletter' },
);
export type Audience = z.infer<typeof AudienceSchema>;

/** The audience count's query string: the audience with `languages` as `ar,ur`. */
export const AudienceQuerySchema = z.preprocess(
  (query) =>
    query && typeof query === 'object' && typeof (query as { languages?: unknown }).languages === 'string'
      ? { ...query, languages: (query as { languages: string }).languages.split(',') }
      : query,
  AudienceSchema,
);

/** A campaign's text in one language: what staff write. */
const versionFields = {
  subject: oneLine(SUBJECT_MAX, 'Subject').pipe(z.string().min(1, 'Subject is required')),
  preheader: oneLine(PREHEADER_MAX, 'Pre-header').optional().default(''),
  body: plainText(BODY_MAX, 'Body').pipe(z.string().min(1, 'Body is required')),
};
export const CampaignVersionSchema = z.strictObject(versionFields);
export type CampaignVersion = z.infer<typeof CampaignVersionSchema>;

/** The locales a campaign can have a version in besides English (which every campaign has). */
export const CAMPAIGN_VERSION_LOCALES: readonly LocaleCode[] = PREFIXED_LOCALES;

/**
 * A campaign's versions in other languages (decision 0050), by locale. Each reader gets the version
 * in their language, or the English one when there is none.
 */
export const CampaignTranslationsSchema = z.partialRecord(
  z.enum(PREFIXED_LOCALES as [LocaleCode, ...LocaleCode[]], {
    error: `A version's language must be one of ${PREFIXED_LOCALES.join(', ')} (English is the campaign's own text)`,
  }),
  CampaignVersionSchema,
);
export type CampaignTranslations = z.infer<typeof CampaignTranslationsSchema>;

export const CampaignInputSchema = z.strictObject({
  ...versionFields,
  audience: AudienceSchema,
  translations: CampaignTranslationsSchema.optional().default({}),
});
export type CampaignInput = z.input<typeof CampaignInputSchema>;

/** A new draft: written from scratch, or made from a published blog post ("send as newsletter"). */
export const CampaignCreateSchema = z.union(
  [CampaignInputSchema, z.strictObject({ fromPostId: z.int().min(1).max(2_147_483_647) })],
  {
    error: 'Send a campaign (subject, body, audience) or the blog post to make it from (fromPostId)',
  },
);

/** Which version a preview or test shows: a locale code, English when left out. */
const VersionLocaleSchema = localeCodeSchema(LOCALE_ERROR);

/** What the preview renders (one version of the draft as it is on screen, saved or not), in its language's layout. */
export const CampaignPreviewSchema = CampaignVersionSchema.extend({ locale: VersionLocaleSchema.optional() });

export const TestSendSchema = z.strictObject({
  to: z.email('Enter an email address').max(254),
  /** The version as it is on screen; the saved version when left out. */
  draft: CampaignVersionSchema.optional(),
  /** The version to test (English when left out); a language the saved draft has no version in is refused. */
  locale: VersionLocaleSchema.optional(),
});

export const DELIVERY_ACTIONS = ['send', 'schedule', 'unschedule', 'pause', 'resume'] as const;
export type DeliveryAction = (typeof DELIVERY_ACTIONS)[number];
export const DeliveryActionSchema = z.strictObject({
  action: z.enum(DELIVERY_ACTIONS, { error: 'Unknown action' }),
  /** For `schedule`: when sending starts (ISO). */
  scheduledAt: z.iso.datetime({ offset: true, error: 'Use a date and time like 2026-12-01T09:00:00Z' }).optional(),
});

export interface CampaignProgress {
  total: number;
  sent: number;
  failed: number;
  suppressed: number;
  remaining: number;
}

export interface Campaign {
  id: number;
  subject: string;
  preheader: string;
  body: string;
  audience: Audience;
  translations: CampaignTranslations;
  status: CampaignStatus;
  scheduledAt: string | null;
  startedAt: string | null;
  finishedAt: string | null;
  postId: number | null;
  createdBy: string;
  createdAt: string;
  version: number;
  /** True while its recipients' rows are still being stored (progress counts the stored ones). */
  storing: boolean;
  progress: CampaignProgress;
}

export interface AudienceCount {
  /** Who would be sent it now (suppressed addresses included, counted apart). */
  recipients: number;
  suppressed: number;
  /** The same people by their language (only languages someone reads; suppressed included). */
  byLanguage: { locale: LocaleCode; recipients: number }[];
}

export interface RenderedCampaign {
  html: string;
  text: string;
}

const languageNames = (codes: readonly LocaleCode[]) =>
  codes.map((code) => LOCALES.find((l) => l.code === code)?.englishName ?? code).join(', ');

export const audienceLabel = (audience: Audience): string =>
  [
    audience.list === 'newsletter' ? 'Newsletter subscribers' : 'Launch waitlist (not yet notified)',
    audience.list === 'waitlist' && audience.source && `source ${audience.source}`,
    audience.list === 'waitlist' && audience.level && `level ${audience.level}`,
    audience.languages && `readers of ${languageNames(audience.languages)}`,
  ]
    .filter(Boolean)
    .join(', ');

/** The languages a campaign is written in: English, then its versions in table order. */
export const campaignLanguages = (translations: CampaignTranslations): LocaleCode[] => [
  'en',
  ...CAMPAIGN_VERSION_LOCALES.filter((code) => translations[code] !== undefined),
];
