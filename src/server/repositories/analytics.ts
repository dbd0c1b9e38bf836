// Analytics storage (decision 0012): each accepted event is stored with its allowed fields and
// counted into the daily roll-up by ONE statement; every chart reads the roll-up only
// (analytics-reports.ts). A visit is the first page view of a visitor on a UTC day, recognised by a
// salted hash of IP + user agent whose salt is random per day and deleted the next day, so hashes
// cannot be linked across days or reversed to an address.
import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { type AnalyticsEvent, type ServerEvent } from '../../lib/analytics/events.ts';
import { isoDay } from '../../lib/analytics/periods.ts';
import { queryRows } from '../sql.ts';

// ---------------------------------------------------------------------------------------------
// Daily salt and visitor hash

let saltCache: { day: string; salt: string } | null = null;

/** Today's salt: made on the day's first event; earlier salts and visitor hashes are deleted then. */
export async function dailySalt(db: Executor, day: string): Promise<string> {
  if (saltCache?.day === day) return saltCache.salt;
  const fresh = randomBytes(32).toString('hex');
  const [row] = await queryRows<{ salt: string }>(
    db,
    sql`WITH ins AS (
          INSERT INTO analytics_salts (day, salt) VALUES (${day}, ${fresh}) ON CONFLICT (day) DO NOTHING RETURNING salt
        )
        SELECT salt FROM ins UNION ALL SELECT salt FROM analytics_salts WHERE day = ${day} LIMIT 1`,
  );
  if (!row) throw new Error('No salt for the day');
  await db.execute(sql`DELETE FROM analytics_salts WHERE day < ${day}`);
  await db.execute(sql`DELETE FROM analytics_visitors WHERE day < ${day}`);
  saltCache = { day, salt: row.salt };
  return row.salt;
}

/** Forget the cached salt (tests that rotate days). */
export function resetSaltCache(): void {
  saltCache = null;
}

export function visitorHash(salt: string, site: string, ip: string, userAgent: string): string {
  return createHash('sha256').update(`${salt}\n${site}\n${ip}\n${userAgent}`).digest('hex');
}

// ---------------------------------------------------------------------------------------------
// Ingest

/** The roll-up dimension of an event (see analytics_daily). */
export function eventDimension(event: AnalyticsEvent): string {
  switch (event.type) {
    case 'page_view':
      return event.path;
    case 'quiz_started':
      return event.quiz;
    case 'question_answered':
      return `${event.quiz}:${event.position}:${event.questionId}`;
    case 'quiz_completed':
      return `${event.quiz}:${event.scoreBand}`;
    case 'waitlist_joined':
      return event.waitlistSource;
    case 'blog_read':
      return event.slug;
    case 'referral_opened':
    case 'referral_converted':
      return '';
  }
}

/**
 * A derived counter beside each answered question (decision 0053): the same count by quiz and
 * position only ('quiz:position'), without the question id. The funnel's drop-off reads it: per
 * question id and page language the answers make most of the roll-up's rows, and the drop-off
 * needs neither.
 */
export const POSITION_METRIC = 'question_position';

export interface Visitor {
  ip: string;
  userAgent: string;
  /** The site's host, so the same person on two sites is two visitors. */
  site: string;
}

/**
 * Stores one event and counts it in the roll-up in a single statement (atomic: the event row and
 * its counters land together or not at all). A page view also counts a visit when its visitor
 * hash is new today, in the language of that first page (so the languages' visits add up to the
 * day's visits; decision 0053).
 */
export async function recordEvent(
  db: Executor,
  event: AnalyticsEvent,
  visitor: Visitor,
  now = new Date(),
): Promise<{ visit: boolean }> {
  const day = isoDay(now);
  const dim = eventDimension(event);
  const hash =
    event.type === 'page_view'
      ? visitorHash(await dailySalt(db, day), visitor.site, visitor.ip, visitor.userAgent)
      : null;
  const col = <K extends string>(key: K): unknown => (key in event ? (event as Record<string, unknown>)[key] : null);
  // The page's locale, checked against the locale table by the schema; '' when the page sent none.
  const locale = event.locale ?? '';
  const rows = await queryRows<{ metric: string }>(
    db,
    sql`WITH v AS (
          INSERT INTO analytics_visitors (day, visitor_hash)
          SELECT ${day}::date, ${hash}::text WHERE ${hash}::text IS NOT NULL
          ON CONFLICT DO NOTHING RETURNING 1
        ), e AS (
          INSERT INTO analytics_events (occurred_at, day, type, source, path, quiz, question_id, position, score_band, waitlist_source, slug, locale)
          VALUES (${now.toISOString()}, ${day}, ${event.type}, ${event.source}, ${col('path')}, ${col('quiz')}, ${col('questionId')},
                  ${col('position')}, ${col('scoreBand')}, ${col('waitlistSource')}, ${col('slug')}, ${event.locale ?? null})
        )
        INSERT INTO analytics_daily AS d (day, metric, source, dim, locale, count)
        SELECT ${day}::date, ${event.type}, ${event.source}, ${dim}, ${locale}, 1
        UNION ALL SELECT ${day}::date, 'visit', ${event.source}, '', ${locale}, 1 FROM v
        ${event.type === 'question_answered' ? sql`UNION ALL SELECT ${day}::date, ${POSITION_METRIC}, ${event.source}, ${`${event.quiz}:${event.position}`}, ${locale}, 1` : sql``}
        ON CONFLICT (day, metric, source, dim, locale) DO UPDATE SET count = d.count + EXCLUDED.count
        RETURNING metric`,
  );
  return { visit: rows.some((row) => row.metric === 'visit') };
}

/**
 * Counts an event the server witnessed itself (decision 0031: a credited referral), in the caller's
 * transaction. The statement runs even when `happened` is false and then changes nothing, so a
 * signup takes as long whether or not it was a conversion (the waitlist hides who is listed).
 */
export async function recordServerEvent(
  db: Executor,
  event: ServerEvent,
  happened: boolean,
  now = new Date(),
): Promise<void> {
  const day = isoDay(now);
  await db.execute(sql`
    WITH e AS (
      INSERT INTO analytics_events (occurred_at, day, type, source, locale)
      SELECT ${now.toISOString()}::timestamptz, ${day}::date, ${event.type}, ${event.source}, ${event.locale ?? null} WHERE ${happened}::boolean
    )
    INSERT INTO analytics_daily AS d (day, metric, source, dim, locale, count)
    SELECT ${day}::date, ${event.type}, ${event.source}, ${eventDimension(event)}, ${event.locale ?? ''}, 1 WHERE ${happened}::boolean
    ON CONFLICT (day, metric, source, dim, locale) DO UPDATE SET count = d.count + EXCLUDED.count`);
}

/**
 * Recounts the roll-up of a day range from the stored events (after a bulk import, or to check the
 * running counters). Visits cannot be recounted: their hashes are gone; existing visit rows stay.
 */
export async function rebuildRollup(db: Executor, from: string, to: string): Promise<void> {
  await db.execute(sql`DELETE FROM analytics_daily WHERE day BETWEEN ${from} AND ${to} AND metric <> 'visit'`);
  await db.execute(sql`
    INSERT INTO analytics_daily (day, metric, source, dim, locale, count)
    SELECT day, type, source,
      CASE type
        WHEN 'page_view' THEN path
        WHEN 'quiz_started' THEN quiz
        WHEN 'question_answered' THEN quiz || ':' || position || ':' || question_id
        WHEN 'quiz_completed' THEN quiz || ':' || score_band
        WHEN 'waitlist_joined' THEN waitlist_source
        WHEN 'blog_read' THEN slug
        ELSE ''
      END AS dim,
      coalesce(locale, '') AS locale,
      count(*)::int
    FROM analytics_events WHERE day BETWEEN ${from} AND ${to}
    GROUP BY 1, 2, 3, 4, 5`);
  await db.execute(sql`
    INSERT INTO analytics_daily (day, metric, source, dim, locale, count)
    SELECT day, ${POSITION_METRIC}, source, quiz || ':' || position, coalesce(locale, ''), count(*)::int
    FROM analytics_events WHERE day BETWEEN ${from} AND ${to} AND type = 'question_answered'
    GROUP BY 1, 2, 3, 4, 5`);
}
