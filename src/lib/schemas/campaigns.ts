// Campaigns (issue 18, decision 0041): launch announcements and newsletter issues. The Campaigns tab
// builds its requests from these schemas; the server parses with them and never trusts the client.
import { z } from 'zod';
import { SIGNUP_LEVELS } from './waitlist-admin.ts';
import { plainText } from './people.ts';

export const CAMPAIGN_STATUSES = ['draft', 'scheduled', 'sending', 'paused', 'sent'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];
export const SUBJECT_MAX = 200;
export const PREHEADER_MAX = 200;
export const BODY_MAX = 100_000;

const oneLine = (max: number, label: string) => plainText(max, label).refine((value) => !/[\r\n]/.test(value), `${label} must be one line`);

export const AudienceSchema = z.discriminatedUnion('list', [
  z.strictObject({
    /** Confirmed launch-waitlist sign-ups not yet notified (and not unsubscribed). */
    list: z.literal('waitlist'),
    source: z.string().regex(/^[a-z0-9_-]{1,64}$/, 'Unknown source').optional(),
    level: z.enum(SIGNUP_LEVELS, { error: 'Unknown level' }).optional(),
  }),
  /** Confirmed, active newsletter subscribers. */
  z.strictObject({ list: z.literal('newsletter') }),
], { error: 'Choose who it goes to: the launch waitlist or the newsletter' });
export type Audience = z.infer<typeof AudienceSchema>;

export const CampaignInputSchema = z.strictObject({
  subject: oneLine(SUBJECT_MAX, 'Subject').pipe(z.string().min(1, 'Subject is required')),
  preheader: oneLine(PREHEADER_MAX, 'Pre-header').optional().default(''),
  body: plainText(BODY_MAX, 'Body').pipe(z.string().min(1, 'Body is required')),
  audience: AudienceSchema,
});
export type CampaignInput = z.input<typeof CampaignInputSchema>;

/** A new draft: written from scratch, or made from a published blog post ("send as newsletter"). */
export const CampaignCreateSchema = z.union([CampaignInputSchema, z.strictObject({ fromPostId: z.int().min(1).max(2_147_483_647) })], {
  error: 'Send a campaign (subject, body, audience) or the blog post to make it from (fromPostId)',
});

/** What the preview renders (the draft as it is on screen, saved or not). */
export const CampaignPreviewSchema = CampaignInputSchema.pick({ subject: true, preheader: true, body: true });

export const TestSendSchema = z.strictObject({
  to: z.email('Enter an email address').max(254),
  /** The draft as it is on screen; the saved draft when left out. */
  draft: CampaignPreviewSchema.optional(),
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
}

export interface RenderedCampaign {
  html: string;
  text: string;
}

export const audienceLabel = (audience: Audience): string =>
  audience.list === 'newsletter'
    ? 'Newsletter subscribers'
    : ['Launch waitlist (not yet notified)', audience.source && `source ${audience.source}`, audience.level && `level ${audience.level}`].filter(Boolean).join(', ');
