// The app user as their day sees them (decision 0039): time zone (and its latest change, decision
// 0060), language, streak, themes and level, read at the start of each deed request.
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { DEFAULT_TIME_ZONE } from '../../lib/deeds.ts';
import { isTimeZone } from '../../lib/time-zone.ts';
import { zoneChangeAfter, type ZoneChange } from '../../lib/deeds-zone.ts';
import { DEFAULT_LOCALE, isLocaleCode, type LocaleCode } from '../../lib/i18n/locales.ts';
import { now } from '../clock.ts';
import { HttpError } from '../http.ts';
import { USER_NOT_FOUND } from '../repositories/people-users.ts';
import { queryRows } from '../sql.ts';

export interface UserDay {
  timeZone: string;
  /** The latest change of time zone, which caps the deeds' dates for a day (decision 0060). */
  zoneChange: ZoneChange | null;
  /** The user's language: /v1 answers names, descriptions and the verse in it (decision 0048). */
  language: LocaleCode;
  streak: number;
  themes: string[];
  /** The Barakah Score: a task is the user's when its level's minimum is at most this (decision 0056). */
  levelScore: number;
}

/** The user's day settings; `lock` takes the row lock every deed write starts with. */
export async function readUser(db: Executor, userId: number, lock: boolean): Promise<UserDay> {
  const [row] = await queryRows<{
    time_zone: string | null;
    previous_time_zone: string | null;
    time_zone_changed_at: Date | string | null;
    language: string;
    streak: number;
    themes: string[];
    level_score: number | null;
  }>(
    db,
    sql`SELECT u.time_zone, u.previous_time_zone, u.time_zone_changed_at, u.language, u.streak, u.themes,
               u.barakah_score AS level_score
        FROM users u WHERE u.id = ${userId} ${lock ? sql`FOR UPDATE OF u` : sql``}`,
  );
  if (!row) throw new HttpError(404, USER_NOT_FOUND);
  const timeZone = row.time_zone && isTimeZone(row.time_zone) ? row.time_zone : DEFAULT_TIME_ZONE;
  const changedAt = row.time_zone_changed_at === null ? null : new Date(row.time_zone_changed_at);
  const known = row.previous_time_zone !== null && isTimeZone(row.previous_time_zone) && changedAt !== null;
  return {
    timeZone,
    zoneChange: known ? { previousTimeZone: row.previous_time_zone!, changedAt: changedAt! } : null,
    language: isLocaleCode(row.language) ? row.language : DEFAULT_LOCALE,
    streak: row.streak,
    themes: row.themes,
    levelScore: row.level_score ?? 0,
  };
}

/**
 * The change of time zone to store when the user sets `next` (decision 0060): read under the
 * user's row lock, so two edits at once cannot both start from the same zone.
 */
export async function zoneChangeOnSet(db: Executor, userId: number, next: string): Promise<ZoneChange | null> {
  const [row] = await queryRows<{
    time_zone: string | null;
    previous_time_zone: string | null;
    time_zone_changed_at: Date | string | null;
  }>(db, sql`SELECT time_zone, previous_time_zone, time_zone_changed_at FROM users WHERE id = ${userId} FOR UPDATE`);
  if (!row) throw new HttpError(404, USER_NOT_FOUND);
  const prior =
    row.previous_time_zone !== null && row.time_zone_changed_at !== null
      ? { previousTimeZone: row.previous_time_zone, changedAt: new Date(row.time_zone_changed_at) }
      : null;
  return zoneChangeAfter(row.time_zone, next, prior, now());
}
