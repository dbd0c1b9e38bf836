// A campaign's delivery (decision 0041): send now, schedule, pause and resume; the mail queue's run
// that starts scheduled campaigns, stores their recipients chunk by chunk and delivers.
import { sql } from 'drizzle-orm';
import type { Database, Tx } from '../../../db/client.ts';
import { DEFAULT_LOCALE, type LocaleCode } from '../../lib/i18n/locales.ts';
import {
  type Audience,
  type AudienceCount,
  type CampaignStatus,
  type CampaignTranslations,
  type DeliveryAction,
  audienceLabel,
} from '../../lib/schemas/campaigns.ts';
import { recordAudit, type AuditActor } from '../audit.ts';
import { HttpError } from '../http.ts';
import { CAMPAIGN_UNSUBSCRIBE_PLACEHOLDER, renderCampaign } from '../mail/campaign-message.ts';
import { senderDomain, senderIdentity } from '../mail/message.ts';
import { emailStrings, type EmailStrings } from '../mail/strings.ts';
import { MAIL_DELIVERY, deliverDueMail, type DeliveryOptions, type DeliveryReport } from '../mail/worker.ts';
import { queryRows } from '../sql.ts';
import { claimVersion } from '../versions.ts';
import { audienceSql, countAudience, SUPPRESSED, textArray } from './campaign-audiences.ts';
import { CAMPAIGN_ENTITY, lockCampaign, requireSecret, versionsLabel, type LockedCampaign } from './campaigns.ts';

/** The scheduler's audit actor (a scheduled campaign starts without a staff member present). */
export const SCHEDULER_ACTOR: AuditActor = { id: null, username: 'scheduler' };

/**
 * Starts sending: freezes the message and points the audience cursor at the start; the recipients'
 * outbox rows are stored by storeCampaignRecipients, in chunks (decision 0041). Returns the
 * audience as counted now, for the audit log.
 */
async function startSending(
  tx: Tx,
  id: number,
  campaign: LockedCampaign,
  strings: EmailStrings,
): Promise<AudienceCount> {
  requireSecret();
  const { html, text } = renderCampaign(campaign, CAMPAIGN_UNSUBSCRIBE_PLACEHOLDER, strings);
  // Every version frozen with it, each in its language's layout (decision 0050).
  const messages = Object.fromEntries(
    Object.entries(campaign.translations ?? {}).map(([locale, version]) => [
      locale,
      renderCampaign(version, CAMPAIGN_UNSUBSCRIBE_PLACEHOLDER, strings, locale as LocaleCode),
    ]),
  );
  await tx.execute(sql`UPDATE campaigns SET status = 'sending', started_at = now(), scheduled_at = NULL, html = ${html}, text = ${text},
                       messages = ${JSON.stringify(messages)}::jsonb, audience_cursor = 0 WHERE id = ${id}`);
  return countAudience(tx, campaign.audience);
}

export const RECIPIENT_CHUNK = 5000;

/**
 * Stores the next chunk of a sending campaign's recipients, one outbox row each, in one INSERT …
 * SELECT (suppressed addresses stored `suppressed`: counted, never sent; a repeated address
 * collapses on the idempotency key), then moves its cursor; chunk after chunk until every sending
 * campaign is stored or the time budget is spent. The campaign row is locked SKIP LOCKED, so two
 * workers never store the same chunk. Returns how many rows it stored.
 */
export async function storeCampaignRecipients(
  db: Database,
  { budgetMs = 8000, chunk = RECIPIENT_CHUNK }: { budgetMs?: number; chunk?: number } = {},
): Promise<number> {
  const deadline = Date.now() + budgetMs;
  const domain = senderDomain(senderIdentity());
  let stored = 0;
  for (let first = true; first || Date.now() < deadline; first = false) {
    const added = await db.transaction(async (tx) => {
      const [campaign] = await queryRows<{
        id: number;
        subject: string;
        audience: Audience;
        audience_cursor: number;
        translations: CampaignTranslations;
      }>(
        tx,
        sql`SELECT id, subject, audience, audience_cursor, translations FROM campaigns WHERE status = 'sending' AND audience_cursor IS NOT NULL
            ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED`,
      );
      if (!campaign) return null;
      // Each recipient gets the version in their language, else the English one (decision 0050);
      // their row says which, and carries that version's subject.
      const versions = Object.keys(campaign.translations ?? {});
      const subjects = JSON.stringify(
        Object.fromEntries(
          Object.entries(campaign.translations ?? {}).map(([locale, version]) => [locale, version.subject]),
        ),
      );
      const [result] = await queryRows<{ last: number | null; read: number; stored: number }>(
        tx,
        sql`WITH chunk AS (${audienceSql(campaign.audience, { after: campaign.audience_cursor, limit: chunk })}),
        stored AS (
          INSERT INTO mail_outbox (kind, idempotency_key, message_id, to_address, recipient_hash, subject, locale, is_list, campaign_id, signup_id, status)
          SELECT 'campaign', k.key, '<' || left(encode(sha256(convert_to(k.key, 'UTF8')), 'hex'), 40) || '@' || ${domain} || '>',
                 k.email, k.hash, coalesce(${subjects}::jsonb ->> k.version, ${campaign.subject}), k.version, true, ${campaign.id}, k.signup_id,
                 CASE WHEN ${SUPPRESSED(sql`k.hash`)} THEN 'suppressed' ELSE 'pending' END
          FROM (SELECT c.signup_id, c.email, c.hash, ${`campaign:${campaign.id}:`} || c.hash AS key,
                       CASE WHEN c.language = ANY(${textArray(versions)}) THEN c.language ELSE ${DEFAULT_LOCALE} END AS version
                FROM chunk c) k
          ON CONFLICT (idempotency_key) DO NOTHING
          RETURNING 1
        )
        SELECT (SELECT max(row_id) FROM chunk)::int AS last, (SELECT count(*) FROM chunk)::int AS read, (SELECT count(*) FROM stored)::int AS stored`,
      );
      const done = result!.read < chunk;
      await tx.execute(
        sql`UPDATE campaigns SET audience_cursor = ${done ? null : result!.last} WHERE id = ${campaign.id}`,
      );
      return result!.stored;
    });
    if (added === null) break;
    stored += added;
  }
  return stored;
}

/**
 * One run of the mail schedule: start the scheduled campaigns whose time has come, store sending
 * campaigns' recipients, then deliver (decision 0041). The scheduled function, the first run after
 * "Send now" and the bench call this.
 */
export async function runMailQueue(
  db: Database,
  options: DeliveryOptions = {},
): Promise<DeliveryReport & { started: number[]; stored: number }> {
  const began = Date.now();
  const budgetMs = options.budgetMs ?? MAIL_DELIVERY.budgetMs;
  const started = await startDueCampaigns(db);
  const stored = await storeCampaignRecipients(db, { budgetMs: Math.min(8000, budgetMs) });
  const report = await deliverDueMail(db, { ...options, budgetMs: Math.max(1000, budgetMs - (Date.now() - began)) });
  return { ...report, started, stored };
}

const ACTION_VERBS: Record<DeliveryAction, string> = {
  send: 'Started sending',
  schedule: 'Scheduled',
  unschedule: 'Unscheduled',
  pause: 'Paused',
  resume: 'Resumed',
};

const refuse = (status: CampaignStatus, action: DeliveryAction) =>
  new HttpError(
    409,
    `A campaign that is ${status === 'sending' ? 'sending' : status} cannot be ${{ send: 'sent', schedule: 'scheduled', unschedule: 'unscheduled', pause: 'paused', resume: 'resumed' }[action]}`,
  );

/** Send now, schedule, unschedule, pause or resume (Super Admin), with the version the screen loaded. */
export async function changeDelivery(
  tx: Tx,
  id: number,
  version: number,
  action: DeliveryAction,
  scheduledAt: string | undefined,
  actor: AuditActor,
  strings: EmailStrings,
): Promise<void> {
  await claimVersion(tx as unknown as Database, CAMPAIGN_ENTITY, id, version, actor.username);
  const campaign = await lockCampaign(tx, id);
  let detail = '';
  switch (action) {
    case 'send': {
      if (campaign.status !== 'draft' && campaign.status !== 'scheduled') throw refuse(campaign.status, action);
      const reach = await startSending(tx, id, campaign, strings);
      detail = ` to ${reach.recipients} recipient${reach.recipients === 1 ? '' : 's'} (${audienceLabel(campaign.audience)}; ${versionsLabel(campaign.translations)})`;
      break;
    }
    case 'schedule': {
      if (campaign.status !== 'draft' && campaign.status !== 'scheduled') throw refuse(campaign.status, action);
      if (!scheduledAt)
        throw new HttpError(400, 'Choose when it is sent', [
          { path: 'scheduledAt', message: 'Choose when it is sent' },
        ]);
      if (new Date(scheduledAt).getTime() < Date.now() - 60_000)
        throw new HttpError(400, 'Choose a time in the future', [
          { path: 'scheduledAt', message: 'Choose a time in the future' },
        ]);
      requireSecret();
      await tx.execute(
        sql`UPDATE campaigns SET status = 'scheduled', scheduled_at = ${scheduledAt}::timestamptz WHERE id = ${id}`,
      );
      detail = ` for ${new Date(scheduledAt).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
      break;
    }
    case 'unschedule':
      if (campaign.status !== 'scheduled') throw refuse(campaign.status, action);
      await tx.execute(sql`UPDATE campaigns SET status = 'draft', scheduled_at = NULL WHERE id = ${id}`);
      break;
    case 'pause':
      if (campaign.status !== 'sending') throw refuse(campaign.status, action);
      // Its waiting rows leave the worker's queue; a batch already claimed finishes.
      await tx.execute(sql`UPDATE campaigns SET status = 'paused' WHERE id = ${id}`);
      await tx.execute(
        sql`UPDATE mail_outbox SET next_attempt_at = 'infinity' WHERE campaign_id = ${id} AND status = 'pending'`,
      );
      break;
    case 'resume':
      if (campaign.status !== 'paused') throw refuse(campaign.status, action);
      await tx.execute(sql`UPDATE campaigns SET status = 'sending' WHERE id = ${id}`);
      await tx.execute(
        sql`UPDATE mail_outbox SET next_attempt_at = now() WHERE campaign_id = ${id} AND status = 'pending'`,
      );
      break;
  }
  const verb =
    action === 'send'
      ? 'sent'
      : action === 'schedule'
        ? 'scheduled'
        : action === 'unschedule'
          ? 'unscheduled'
          : action === 'pause'
            ? 'paused'
            : 'resumed';
  await recordAudit(tx, actor, {
    action: `campaign.${verb}`,
    entityType: 'campaign',
    entityId: id,
    summary: `${ACTION_VERBS[action]} campaign "${campaign.subject}"${detail}`,
  });
}

/** Starts the scheduled campaigns whose time has come (the mail schedule calls it every minute). */
export async function startDueCampaigns(db: Database): Promise<number[]> {
  const due = await queryRows<{ id: number }>(
    db,
    sql`SELECT id FROM campaigns WHERE status = 'scheduled' AND scheduled_at <= now() ORDER BY scheduled_at, id`,
  );
  const started: number[] = [];
  if (!due.length) return started;
  const strings = await emailStrings(db);
  for (const { id } of due) {
    await db.transaction(async (tx) => {
      const campaign = await lockCampaign(tx, id);
      if (campaign.status !== 'scheduled') return;
      await tx.execute(
        sql`UPDATE campaigns SET version = version + 1, changed_by = ${SCHEDULER_ACTOR.username}, changed_at = now() WHERE id = ${id}`,
      );
      const reach = await startSending(tx, id, campaign, strings);
      await recordAudit(tx, SCHEDULER_ACTOR, {
        action: 'campaign.sent',
        entityType: 'campaign',
        entityId: id,
        summary: `Started sending scheduled campaign "${campaign.subject}" to ${reach.recipients} recipients`,
      });
      started.push(id);
    });
  }
  return started;
}
