// How the Campaigns tab names a campaign's status and which pill shows it.
import type { CampaignStatus } from '../../../../lib/schemas/campaigns.ts';

export const STATUS_LABELS: Record<CampaignStatus, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  sending: 'Sending',
  paused: 'Paused',
  sent: 'Sent',
};
export const STATUS_PILLS: Record<CampaignStatus, string> = {
  draft: 'pill-pending',
  scheduled: 'pill-pending',
  sending: 'pill-active',
  paused: 'pill-inactive',
  sent: 'pill-active',
};
