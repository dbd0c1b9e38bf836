// A campaign's drafts (decision 0041): created by hand or from a published post, edited and
// deleted while a draft, previewed and test-sent to staff. Each write is audited in its transaction.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database, Tx } from '../../../db/client.ts';
import { DEFAULT_LOCALE, localeOf, type LocaleCode } from '../../lib/i18n/locales.ts';
import {
  type CampaignInput,
  type CampaignTranslations,
  type CampaignVersion,
  CampaignInputSchema,
  PREHEADER_MAX,
  SUBJECT_MAX,
  audienceLabel,
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
import { queryRows } from '../sql.ts';
import { claimVersion } from '../versions.ts';
import { CAMPAIGN_ENTITY, CAMPAIGN_NOT_FOUND, lockCampaign, requireSecret, versionsLabel } from './campaigns.ts';

/** The message one version of a draft makes, for the preview and test sends (the unsubscribe link is the viewer's own). */
export function previewCampaign(
  content: CampaignContent,
  strings: EmailStrings,
  locale: LocaleCode = DEFAULT_LOCALE,
  unsubscribeUrl = CAMPAIGN_UNSUBSCRIBE_PLACEHOLDER,
) {
  return renderCampaign(content, unsubscribeUrl, strings, locale);
}

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
