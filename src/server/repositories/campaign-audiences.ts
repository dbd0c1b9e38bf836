// A campaign's audience (decision 0041): who it reaches right now, as SQL that the count and the
// delivery's chunked INSERT … SELECT both read, so nothing of the audience passes through here.
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { LOCALE_CODES } from '../../lib/i18n/locales.ts';
import { type Audience, type AudienceCount } from '../../lib/schemas/campaigns.ts';
import { queryRows } from '../sql.ts';
import { WAITLIST_LEVEL_SQL } from './waitlist-admin.ts';

/** The one rule for comparing addresses (src/server/mail/address.ts), in SQL: hex SHA-256 of lower(trim(address)). */
const hashOf = (column: SQL) => sql`encode(sha256(convert_to(lower(trim(${column})), 'UTF8')), 'hex')`;
export const textArray = (values: readonly string[]) => sql`${`{${values.join(',')}}`}::text[]`;

/**
 * Who the audience is right now: (row_id, signup_id, email, hash, language), in row order. Launch
 * waitlist: confirmed, subscribed, not yet notified. `languages` keeps the readers of those
 * languages only (decision 0050). `after`/`limit` read one chunk of it (keyset on the id).
 */
export function audienceSql(audience: Audience, chunk?: { after: number; limit: number }): SQL {
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
export const SUPPRESSED = (hash: SQL) => sql`EXISTS (SELECT 1 FROM mail_suppressions x WHERE x.email_hash = ${hash})`;

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
