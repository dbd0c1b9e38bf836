import type { CampaignStatus } from '../../../../lib/schemas/campaigns.ts';
import { STATUS_LABELS, STATUS_PILLS } from './campaign-status.ts';

export function StatusPill({ status }: { status: CampaignStatus }) {
  return <span className={`status-pill ${STATUS_PILLS[status]}`}>{STATUS_LABELS[status]}</span>;
}
