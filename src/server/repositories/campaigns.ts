// Campaigns (decision 0041): launch announcements and newsletter issues. A campaign is a
// row of `campaigns`; its recipients are mail_outbox rows carrying its id, stored by INSERT …
// SELECT statements of 5,000 audience rows each once sending starts (nothing of the audience passes
// through this process, and no statement outlives the query limit), so progress is counted in SQL
// and a restarted worker goes on where the last one stopped. Every write is audited in its
// transaction; edits claim the record's version (decision 0029). This module reads a campaign and
// holds what its writes share; the writes are campaign-drafts.ts (drafts, test sends) and
// campaign-delivery.ts (sending, scheduling, the mail queue), the audience campaign-audiences.ts.
import { sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../../db/client.ts';
import {
  type Audience,
  type Campaign,
  type CampaignStatus,
  type CampaignTranslations,
  campaignLanguages,
} from '../../lib/schemas/campaigns.ts';
import { serverEnv } from '../env.ts';
import { HttpError } from '../http.ts';
import { queryRows, isoTimeOrNull } from '../sql.ts';
import type { VersionedEntity } from '../versions.ts';

export const CAMPAIGN_NOT_FOUND = 'Campaign not found';
export const SECRET_MISSING =
  'Campaign mail needs UNSUBSCRIBE_SECRET (every message carries a signed unsubscribe link): set it, then try again';

interface CampaignRow extends Record<string, unknown> {
  id: number;
  subject: string;
  preheader: string;
  body: string;
  audience: Audience;
  translations: CampaignTranslations;
  status: CampaignStatus;
  scheduled_at: Date | string | null;
  started_at: Date | string | null;
  finished_at: Date | string | null;
  post_id: number | null;
  created_by: string;
  created_at: Date | string;
  version: number;
  storing: boolean;
  total: number;
  sent: number;
  failed: number;
  suppressed: number;
  remaining: number;
}

function toCampaign(row: CampaignRow): Campaign {
  return {
    id: row.id,
    subject: row.subject,
    preheader: row.preheader,
    body: row.body,
    audience: row.audience,
    translations: row.translations ?? {},
    status: row.status,
    scheduledAt: isoTimeOrNull(row.scheduled_at),
    startedAt: isoTimeOrNull(row.started_at),
    finishedAt: isoTimeOrNull(row.finished_at),
    postId: row.post_id,
    createdBy: row.created_by,
    createdAt: isoTimeOrNull(row.created_at)!,
    version: row.version,
    storing: row.storing,
    progress: {
      total: row.total,
      sent: row.sent,
      failed: row.failed,
      suppressed: row.suppressed,
      remaining: row.remaining,
    },
  };
}

// Progress from the outbox rows, read through mail_outbox_campaign_idx (campaign_id, status).
const CAMPAIGN_SELECT = sql`
  SELECT c.id, c.subject, c.preheader, c.body, c.audience, c.translations, c.status, c.scheduled_at, c.started_at, c.finished_at, c.post_id,
         c.created_by, c.created_at, c.version, c.audience_cursor IS NOT NULL AS storing, p.total, p.sent, p.failed, p.suppressed, p.remaining
  FROM campaigns c
  CROSS JOIN LATERAL (
    SELECT count(*)::int AS total,
           count(*) FILTER (WHERE m.status = 'sent')::int AS sent,
           count(*) FILTER (WHERE m.status = 'failed')::int AS failed,
           count(*) FILTER (WHERE m.status = 'suppressed')::int AS suppressed,
           count(*) FILTER (WHERE m.status IN ('pending', 'sending'))::int AS remaining
    FROM mail_outbox m WHERE m.campaign_id = c.id
  ) p`;

export async function getCampaign(db: Executor, id: number): Promise<Campaign | null> {
  const [row] = await queryRows<CampaignRow>(db, sql`${CAMPAIGN_SELECT} WHERE c.id = ${id}`);
  return row ? toCampaign(row) : null;
}

/** The latest 100 campaigns, newest first. */
export async function listCampaigns(db: Executor): Promise<Campaign[]> {
  const rows = await queryRows<CampaignRow>(db, sql`${CAMPAIGN_SELECT} ORDER BY c.id DESC LIMIT 100`);
  return rows.map(toCampaign);
}

export const CAMPAIGN_ENTITY: VersionedEntity<Campaign> = {
  table: 'campaigns',
  noun: 'campaign',
  notFound: CAMPAIGN_NOT_FOUND,
  load: getCampaign,
};

export function requireSecret(): void {
  if (!serverEnv().UNSUBSCRIBE_SECRET) throw new HttpError(503, SECRET_MISSING);
}

/** "in English, Arabic and Turkish" for the audit log. */
export const versionsLabel = (translations: CampaignTranslations) => {
  const names = campaignLanguages(translations);
  return names.length === 1 ? 'English only' : `versions: ${names.join(', ')}`;
};

export interface LockedCampaign {
  status: CampaignStatus;
  subject: string;
  preheader: string;
  body: string;
  audience: Audience;
  translations: CampaignTranslations;
}

export async function lockCampaign(tx: Tx, id: number): Promise<LockedCampaign> {
  const [row] = await queryRows<LockedCampaign & Record<string, unknown>>(
    tx,
    sql`SELECT status, subject, preheader, body, audience, translations FROM campaigns WHERE id = ${id} FOR UPDATE`,
  );
  if (!row) throw new HttpError(404, CAMPAIGN_NOT_FOUND);
  return row;
}
