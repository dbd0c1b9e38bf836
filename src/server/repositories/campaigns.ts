// Campaigns (decision 0041): launch announcements and newsletter issues. A campaign is a
// row of `campaigns`; its recipients are mail_outbox rows carrying its id, stored by INSERT …
// SELECT statements of 5,000 audience rows each once sending starts (nothing of the audience passes
// through this process, and no statement outlives the query limit), so progress is counted in SQL
// and a restarted worker goes on where the last one stopped. Every write here is audited in its
// transaction; edits claim the record's version (decision 0029).
import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { Database, Executor, Tx } from '../../../db/client.ts';
import { DEFAULT_LOCALE, LOCALE_CODES, localeOf, type LocaleCode } from '../../lib/i18n/locales.ts';
import {
  type Audience,
  type AudienceCount,
  type Campaign,
  type CampaignInput,
  type CampaignStatus,
  type CampaignTranslations,
  type CampaignVersion,
  type DeliveryAction,
  CampaignInputSchema,
  PREHEADER_MAX,
  SUBJECT_MAX,
  audienceLabel,
  campaignLanguages,
} from '../../lib/schemas/campaigns.ts';
import { postPath } from '../../lib/blog/translations.ts';
import { recordAudit, type AuditActor } from '../audit.ts';
import { serverEnv } from '../env.ts';
import { HttpError } from '../http.ts';
import { CAMPAIGN_UNSUBSCRIBE_PLACEHOLDER, renderCampaign, type CampaignContent } from '../mail/campaign-message.ts';
import { siteUrl, unsubscribePageUrl } from '../mail/links.ts';
import { senderDomain, senderIdentity } from '../mail/message.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { emailStrings, type EmailStrings } from '../mail/strings.ts';
import { MAIL_DELIVERY, deliverDueMail, type DeliveryOptions, type DeliveryReport } from '../mail/worker.ts';
import { queryRows } from '../sql.ts';
import { claimVersion, type VersionedEntity } from '../versions.ts';
import { WAITLIST_LEVEL_SQL } from './waitlist-admin.ts';

export const CAMPAIGN_NOT_FOUND = 'Campaign not found';
export const SECRET_MISSING =
  'Campaign mail needs UNSUBSCRIBE_SECRET (every message carries a signed unsubscribe link): set it, then try again';

/** The scheduler's audit actor (a scheduled campaign starts without a staff member present). */
export const SCHEDULER_ACTOR: AuditActor = { id: null, username: 'scheduler' };

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

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

function toCampaign(row: CampaignRow): Campaign {
  return {
    id: row.id,
    subject: row.subject,
    preheader: row.preheader,
    body: row.body,
    audience: row.audience,
    translations: row.translations ?? {},
    status: row.status,
    scheduledAt: iso(row.scheduled_at),
    startedAt: iso(row.started_at),
    finishedAt: iso(row.finished_at),
    postId: row.post_id,
    createdBy: row.created_by,
    createdAt: iso(row.created_at)!,
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

const CAMPAIGN_ENTITY: VersionedEntity<Campaign> = {
  table: 'campaigns',
  noun: 'campaign',
  notFound: CAMPAIGN_NOT_FOUND,
  load: getCampaign,
};

// ---------------------------------------------------------------------------------------------
// Audiences

/** The one rule for comparing addresses (src/server/mail/address.ts), in SQL: hex SHA-256 of lower(trim(address)). */
const hashOf = (column: SQL) => sql`encode(sha256(convert_to(lower(trim(${column})), 'UTF8')), 'hex')`;

const textArray = (values: readonly string[]) => sql`${`{${values.join(',')}}`}::text[]`;

/**
 * Who the audience is right now: (row_id, signup_id, email, hash, language), in row order. Launch
 * waitlist: confirmed, subscribed, not yet notified. `languages` keeps the readers of those
 * languages only (decision 0050). `after`/`limit` read one chunk of it (keyset on the id).
 */
function audienceSql(audience: Audience, chunk?: { after: number; limit: number }): SQL {
  const keyset = (column: SQL) =>
    chunk ? sql` AND ${column} > ${chunk.after} ORDER BY ${column} LIMIT ${chunk.limit}` : sql``;
  const reads = (column: SQL) => (audience.languages ? [sql`${column} = ANY(${textArray(audience.languages)})`] : []);
  if (audience.list === 'newsletter') {
    const where = [sql`n.is_active`, sql`n.confirmed_at IS NOT NULL`, ...reads(sql`n.language`)];
    return sql`SELECT n.id AS row_id, NULL::int AS signup_id, n.email, ${hashOf(sql`n.email`)} AS hash, n.language
               FROM newsletter_subscriptions n WHERE ${sql.join(where, sql` AND `)}${keyset(sql`n.id`)}`;
  }
  const where = [
    sql`s.email IS NOT NULL`,
    sql`s.confirmed_at IS NOT NULL`,
    sql`s.unsubscribed_at IS NULL`,
    sql`NOT s.notified`,
    ...reads(sql`s.language`),
  ];
  if (audience.source) where.push(sql`s.source = ${audience.source}`);
  if (audience.level) where.push(sql`(${WAITLIST_LEVEL_SQL}) = ${audience.level}`);
  return sql`SELECT s.id AS row_id, s.id AS signup_id, s.email, ${hashOf(sql`s.email`)} AS hash, s.language FROM launch_signups s
             WHERE ${sql.join(where, sql` AND `)}${keyset(sql`s.id`)}`;
}

const SUPPRESSED = (hash: SQL) => sql`EXISTS (SELECT 1 FROM mail_suppressions x WHERE x.email_hash = ${hash})`;

export async function countAudience(db: Executor, audience: Audience): Promise<AudienceCount> {
  // One row per language, and the whole (languages' counts of distinct addresses add up to the
  // whole unless one address is stored under two languages: a listed duplicate collapses on send).
  const rows = await queryRows<{ language: string | null; recipients: number; suppressed: number }>(
    db,
    sql`SELECT a.language, count(DISTINCT a.hash)::int AS recipients, count(DISTINCT a.hash) FILTER (WHERE ${SUPPRESSED(sql`a.hash`)})::int AS suppressed
        FROM (${audienceSql(audience)}) a GROUP BY GROUPING SETS ((a.language), ())`,
  );
  const total = rows.find((row) => row.language === null);
  const byLanguage = LOCALE_CODES.flatMap((locale) => {
    const found = rows.find((row) => row.language === locale);
    return found ? [{ locale, recipients: found.recipients }] : [];
  });
  return { recipients: total?.recipients ?? 0, suppressed: total?.suppressed ?? 0, byLanguage };
}

// ---------------------------------------------------------------------------------------------
// Drafts

function requireSecret(): void {
  if (!serverEnv().UNSUBSCRIBE_SECRET) throw new HttpError(503, SECRET_MISSING);
}

/** The message one version of a draft makes, for the preview and test sends (the unsubscribe link is the viewer's own). */
export function previewCampaign(
  content: CampaignContent,
  strings: EmailStrings,
  locale: LocaleCode = DEFAULT_LOCALE,
  unsubscribeUrl = CAMPAIGN_UNSUBSCRIBE_PLACEHOLDER,
) {
  return renderCampaign(content, unsubscribeUrl, strings, locale);
}

/** "in English, Arabic and Turkish" for the audit log. */
const versionsLabel = (translations: CampaignTranslations) => {
  const names = campaignLanguages(translations);
  return names.length === 1 ? 'English only' : `versions: ${names.join(', ')}`;
};

async function insertCampaign(
  tx: Tx,
  input: ReturnType<typeof CampaignInputSchema.parse>,
  actor: AuditActor,
  postId: number | null,
): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    tx,
    sql`INSERT INTO campaigns (subject, preheader, body, audience, translations, post_id, created_by, changed_by)
        VALUES (${input.subject}, ${input.preheader}, ${input.body}, ${JSON.stringify(input.audience)}::jsonb, ${JSON.stringify(input.translations)}::jsonb,
                ${postId}, ${actor.username}, ${actor.username})
        RETURNING id`,
  );
  return row!.id;
}

export async function createCampaign(tx: Tx, input: CampaignInput, actor: AuditActor): Promise<number> {
  const parsed = CampaignInputSchema.parse(input);
  const id = await insertCampaign(tx, parsed, actor, null);
  await recordAudit(tx, actor, {
    action: 'campaign.created',
    entityType: 'campaign',
    entityId: id,
    summary: `Drafted campaign "${parsed.subject}" to ${audienceLabel(parsed.audience)} (${versionsLabel(parsed.translations)})`,
  });
  return id;
}

const oneLine = (text: string, max: number) => {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
};

/**
 * "Send as newsletter": a draft to newsletter subscribers made from a published post, with a link to
 * it. A post in several languages (decision 0049) becomes one campaign with a version per published
 * translation, so each subscriber gets the post in their language (decision 0050). The campaign's
 * own text is the English post; a group with no published English post sends its versions only to
 * readers of those languages (the language filter), never another language's text as "English".
 */
export async function createCampaignFromPost(tx: Tx, postId: number, actor: AuditActor): Promise<number> {
  type PostRow = {
    id: number;
    title: string;
    excerpt: string;
    content: string;
    slug: string;
    status: string;
    language: LocaleCode;
  };
  const [post] = await queryRows<PostRow & { group_id: number }>(
    tx,
    sql`SELECT id, title, excerpt, content, slug, status, language, coalesce(translation_of, id) AS group_id FROM blog_posts WHERE id = ${postId}`,
  );
  if (!post) throw new HttpError(404, 'Post not found');
  if (post.status !== 'published')
    throw new HttpError(409, 'Only a published post can be sent as a newsletter (its link must work)');
  const group = await queryRows<PostRow>(
    tx,
    sql`SELECT id, title, excerpt, content, slug, status, language FROM blog_posts
        WHERE (id = ${post.group_id} OR translation_of = ${post.group_id}) AND status = 'published' ORDER BY id`,
  );
  const strings = await emailStrings(tx);
  const version = (member: PostRow) => ({
    subject: oneLine(member.title, SUBJECT_MAX),
    preheader: oneLine(member.excerpt, PREHEADER_MAX),
    body: `${member.content.trim()}\n\n[${strings.t(member.language, 'campaignReadPost')}](${siteUrl(postPath(member.slug, member.language))})`,
  });
  const english = group.find((member) => member.language === DEFAULT_LOCALE);
  // Without an English post, the base text is the chosen post's (every reader still gets a version of
  // their own language: the audience is the group's languages).
  const input = CampaignInputSchema.parse({
    ...version(english ?? post),
    audience: english
      ? { list: 'newsletter' }
      : { list: 'newsletter', languages: group.map((member) => member.language) },
    translations: Object.fromEntries(
      group.filter((member) => member.language !== DEFAULT_LOCALE).map((member) => [member.language, version(member)]),
    ),
  });
  const id = await insertCampaign(tx, input, actor, postId);
  await recordAudit(tx, actor, {
    action: 'campaign.created',
    entityType: 'campaign',
    entityId: id,
    summary: `Drafted newsletter issue "${input.subject}" from post ${postId} (${versionsLabel(input.translations)})`,
  });
  return id;
}

interface LockedCampaign {
  status: CampaignStatus;
  subject: string;
  preheader: string;
  body: string;
  audience: Audience;
  translations: CampaignTranslations;
}

async function lockCampaign(tx: Tx, id: number): Promise<LockedCampaign> {
  const [row] = await queryRows<LockedCampaign & Record<string, unknown>>(
    tx,
    sql`SELECT status, subject, preheader, body, audience, translations FROM campaigns WHERE id = ${id} FOR UPDATE`,
  );
  if (!row) throw new HttpError(404, CAMPAIGN_NOT_FOUND);
  return row;
}

const NOT_EDITABLE = 'Only a draft can be changed: this campaign has been scheduled or sent (unschedule it first)';

export async function updateCampaign(
  tx: Tx,
  id: number,
  version: number,
  input: CampaignInput,
  actor: AuditActor,
): Promise<void> {
  const parsed = CampaignInputSchema.parse(input);
  await claimVersion(tx as unknown as Database, CAMPAIGN_ENTITY, id, version, actor.username);
  const current = await lockCampaign(tx, id);
  if (current.status !== 'draft') throw new HttpError(409, NOT_EDITABLE);
  await tx.execute(sql`UPDATE campaigns SET subject = ${parsed.subject}, preheader = ${parsed.preheader}, body = ${parsed.body},
                       audience = ${JSON.stringify(parsed.audience)}::jsonb, translations = ${JSON.stringify(parsed.translations)}::jsonb WHERE id = ${id}`);
  await recordAudit(tx, actor, {
    action: 'campaign.updated',
    entityType: 'campaign',
    entityId: id,
    summary: `Edited campaign "${parsed.subject}" (${versionsLabel(parsed.translations)}; to ${audienceLabel(parsed.audience)})`,
  });
}

export async function deleteCampaign(tx: Tx, id: number, version: number, actor: AuditActor): Promise<void> {
  await claimVersion(tx as unknown as Database, CAMPAIGN_ENTITY, id, version, actor.username);
  const current = await lockCampaign(tx, id);
  if (current.status !== 'draft')
    throw new HttpError(409, 'Only a draft can be deleted: a campaign that was scheduled or sent stays on record');
  await tx.execute(sql`DELETE FROM campaigns WHERE id = ${id}`);
  await recordAudit(tx, actor, {
    action: 'campaign.deleted',
    entityType: 'campaign',
    entityId: id,
    summary: `Deleted draft campaign "${current.subject}"`,
  });
}

/** Where test sends may go: MAIL_STAFF_DOMAINS, else the sender's domain. */
export function isStaffAddress(email: string): boolean {
  const env = serverEnv();
  const domains = env.MAIL_STAFF_DOMAINS.length ? env.MAIL_STAFF_DOMAINS : [senderDomain(senderIdentity(env))];
  return domains.includes(
    email
      .slice(email.lastIndexOf('@') + 1)
      .trim()
      .toLowerCase(),
  );
}

/**
 * A test send of one version of the draft (as on screen, or as saved) to a staff address, in that
 * version's language and layout; returns the outbox id.
 */
export async function sendTest(
  tx: Tx,
  id: number,
  to: string,
  draft: CampaignVersion | undefined,
  actor: AuditActor,
  strings: EmailStrings,
  locale: LocaleCode = DEFAULT_LOCALE,
): Promise<number> {
  requireSecret();
  if (!isStaffAddress(to))
    throw new HttpError(
      400,
      "Test sends go to staff addresses only (the domains in MAIL_STAFF_DOMAINS, else the sender's)",
      [{ path: 'to', message: 'Use a staff address' }],
    );
  const [saved] = await queryRows<{
    subject: string;
    preheader: string;
    body: string;
    translations: CampaignTranslations;
  }>(tx, sql`SELECT subject, preheader, body, translations FROM campaigns WHERE id = ${id}`);
  if (!saved) throw new HttpError(404, CAMPAIGN_NOT_FOUND);
  const content = draft ?? (locale === DEFAULT_LOCALE ? saved : saved.translations[locale]);
  if (!content)
    throw new HttpError(400, `This campaign has no ${locale} version saved: write it, or send the version on screen`, [
      { path: 'locale', message: 'No such version' },
    ]);
  const { html, text } = renderCampaign(content, unsubscribePageUrl(to, locale), strings, locale);
  const { id: mailId } = await enqueueMail(tx, {
    kind: 'campaign_test',
    to,
    subject: `[Test] ${content.subject}`.slice(0, 250),
    html,
    text,
    locale,
    idempotencyKey: `campaign_test:${id}:${randomUUID()}`,
  });
  await recordAudit(tx, actor, {
    action: 'campaign.test_sent',
    entityType: 'campaign',
    entityId: id,
    summary: `Sent a test of campaign "${content.subject}"${locale === DEFAULT_LOCALE ? '' : ` (${localeOf(locale).englishName} version)`} to ${to}`,
  });
  return mailId;
}

// ---------------------------------------------------------------------------------------------
// Delivery

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
