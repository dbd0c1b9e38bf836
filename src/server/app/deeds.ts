// The signed-in app user's day (decision 0039): today's verse and deeds, completing and unmarking a
// deed on their local date, the streak and XP that follow, and the badges earned.
//
// A completion is written as the back-office and analytics read it: a thawab_completions row (the
// local date, the time zone, the task's XP at that moment) and its 'thawap_completed' activity item
// at the same instant and on the same local date (decision 0024; the engagement roll-up triggers count
// the item on that date, decision 0043): one in each circle the user shares it with, so the circle's
// feed shows it, else one personal item (private unless shared, decision 0057). Every write
// locks the user row first, so concurrent requests of one user run one after the other.
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/client.ts';
import { parseIsoDate, toIsoDate, type CalendarDate } from '../../lib/dates.ts';
import { isDueOn, type SchedulingType } from '../../lib/content/thawab-schedule.ts';
import { localClock, pickEncouragement, streakAfterComplete, streakAfterUnmark } from '../../lib/deeds.ts';
import { APP_MESSAGES, appText, appTextLocale, type AppMessageKey } from '../../lib/i18n/app-messages.ts';
import type { CompletionAnswer } from '../../lib/schemas/app-deeds.ts';
import { deedDateProblem } from '../../lib/deeds-zone.ts';
import { readUser, type UserDay } from './deeds-user.ts';
import { now } from '../clock.ts';
import { HttpError } from '../http.ts';
import { thawabsDueOn, type DueThawab } from '../repositories/content-catalogue.ts';
import { verseOfTheDay } from '../repositories/content-verses.ts';
import { queryRows } from '../sql.ts';
import { localizeFields, type ContentTranslations } from '../../lib/i18n/content.ts';
import { DEFAULT_LOCALE, isLocaleCode, type LocaleCode } from '../../lib/i18n/locales.ts';
import { deedSharedWith, recordDeedItems, removeDeedItems, shareTargets } from './deed-sharing.ts';
import { awardBadges } from './badge-award.ts';
import { refreshProgress, xpOf } from './progress.ts';
import { APP_USER_ACTOR } from '../audit.ts';

export const DEED_NOT_FOUND = APP_MESSAGES.en.deedNotFound as string;
export const BADGE_NOT_HELD = APP_MESSAGES.en.badgeNotHeld as string;

/** An error the user reads, in their language (decision 0056). */
const userError = (status: number, locale: LocaleCode, key: AppMessageKey, values = {}, path?: string) => {
  const message = appText(locale, key, values);
  return new HttpError(status, message, path ? [{ path, message }] : undefined);
};

/** The deeds of the day the user's level sees: due that day, and the task's level at or below theirs. */
const forLevel = (tasks: DueThawab[], levelScore: number) =>
  tasks.filter((task) => (task.minLevelScore ?? 0) <= levelScore);

export async function today(db: Database, userId: number, requested: CalendarDate | null) {
  const user = await readUser(db, userId, false);
  const at = now();
  const date = requested ?? parseIsoDate(localClock(at, user.timeZone).date)!;
  const iso = toIsoDate(date);
  const [verse, due, done, xp] = await Promise.all([
    verseOfTheDay(db, date, user.language),
    thawabsDueOn(db, date, user.language),
    queryRows<{ task_id: number }>(
      db,
      sql`SELECT task_id FROM thawab_completions WHERE user_id = ${userId} AND completed_on = ${iso}::date`,
    ),
    xpOf(db, userId, iso),
  ]);
  const { xpToday, xpTotal } = xp;
  const doneIds = new Set(done.map((row) => row.task_id));
  return {
    date: iso,
    locale: user.language,
    timeZone: user.timeZone,
    canComplete: deedDateProblem(iso, at, user.timeZone, user.zoneChange) === null,
    verse,
    deeds: forLevel(due, user.levelScore).map((task) => ({ ...task, done: doneIds.has(task.id) })),
    streak: user.streak,
    xpToday,
    xpTotal,
  };
}

function checkDate(date: string, user: UserDay): void {
  const problem = deedDateProblem(date, now(), user.timeZone, user.zoneChange, user.language);
  if (problem) throw new HttpError(400, problem, [{ path: 'localDate', message: problem }]);
}

interface TaskRow extends Record<string, unknown> {
  id: number;
  name: string;
  category: string;
  xp_value: number;
  scheduling_type: SchedulingType;
  scheduling_value: string;
  min_score: number | null;
  translations: ContentTranslations | null;
}

async function deedsThatDay(tx: Executor, userId: number, date: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    tx,
    sql`SELECT count(*)::int AS n FROM thawab_completions WHERE user_id = ${userId} AND completed_on = ${date}::date`,
  );
  return row?.n ?? 0;
}

async function setStreak(tx: Executor, userId: number, streak: number): Promise<void> {
  // A write to the user (decision 0029): the version moves on, so a staff screen showing the old streak gets a 409.
  await tx.execute(sql`UPDATE users SET streak = ${streak}, updated_at = now(), version = version + 1, changed_by = ${APP_USER_ACTOR}, changed_at = now()
                       WHERE id = ${userId}`);
}

/** The answer's type is the contract's (CompletionAnswerSchema), so the two cannot drift. */
export type { CompletionAnswer };

/** The answer's XP, score and level after the change, with "You reached {level}!" when one was reached. */
async function progressAnswer(tx: Executor, userId: number, date: string, language: LocaleCode) {
  const progress = await refreshProgress(tx, userId, language, date);
  const reached = progress.reached;
  return {
    xpToday: progress.xpToday,
    xpTotal: progress.xpTotal,
    barakahScore: progress.barakahScore,
    level: progress.level,
    levelReached: reached ? { ...reached, message: appText(language, 'levelReached', { level: reached.name }) } : null,
  };
}

export async function completeDeed(
  db: Database,
  userId: number,
  date: string,
  taskId: number,
  share?: readonly number[],
): Promise<CompletionAnswer> {
  return db.transaction(async (tx) => {
    const user = await readUser(tx, userId, true);
    checkDate(date, user);
    const circleIds = await shareTargets(tx, userId, share);
    const [task] = await queryRows<TaskRow>(
      tx,
      sql`SELECT t.id, t.name, t.translations, t.category, t.xp_value, t.scheduling_type, t.scheduling_value, l.min_score
          FROM thawab_tasks t LEFT JOIN spiritual_levels l ON lower(l.name) = lower(t.min_level)
          WHERE t.id = ${taskId} AND t.is_active`,
    );
    if (!task) throw userError(404, user.language, 'deedNotFound');
    if (
      !isDueOn(task.scheduling_type, task.scheduling_value, parseIsoDate(date)!) ||
      (task.min_score ?? 0) > user.levelScore
    ) {
      const deed = localizeFields({ name: task.name, description: '' }, task.translations, user.language).name;
      throw userError(409, user.language, 'notYourDeed', { deed, date });
    }
    const at = now();
    const before = await deedsThatDay(tx, userId, date);
    const [inserted] = await queryRows<{ task_id: number }>(
      tx,
      sql`INSERT INTO thawab_completions (user_id, task_id, completed_on, time_zone, completed_at, xp)
          VALUES (${userId}, ${taskId}, ${date}::date, ${user.timeZone}, ${at.toISOString()}::timestamptz, ${task.xp_value})
          ON CONFLICT DO NOTHING RETURNING task_id`,
    );
    let streak = user.streak;
    let newBadges: CompletionAnswer['newBadges'] = [];
    let sharedWith: number[] | null = null;
    if (inserted) {
      sharedWith = await recordDeedItems(tx, userId, { name: task.name, at, localDate: date, circleIds });
      streak = streakAfterComplete(user.streak, before);
      if (streak !== user.streak) await setStreak(tx, userId, streak);
      newBadges = await awardBadges(tx, userId, user, streak, at);
    }
    return {
      date,
      thawabId: taskId,
      completed: true,
      changed: Boolean(inserted),
      streak,
      ...(await progressAnswer(tx, userId, date, user.language)),
      newBadges,
      // A repeated completion changed nothing: its circles are the first one's.
      sharedWith: sharedWith ?? (await deedSharedWith(tx, userId, taskId, date)),
      message: pickEncouragement(Math.random, user.language),
      messageLocale: appTextLocale(user.language, 'encouragement1'),
      locale: user.language,
    };
  });
}

export async function unmarkDeed(
  db: Database,
  userId: number,
  date: string,
  taskId: number,
): Promise<CompletionAnswer> {
  return db.transaction(async (tx) => {
    const user = await readUser(tx, userId, true);
    checkDate(date, user);
    const [removed] = await queryRows<{ completed_at: string }>(
      tx,
      sql`DELETE FROM thawab_completions WHERE user_id = ${userId} AND task_id = ${taskId} AND completed_on = ${date}::date
          RETURNING to_char(completed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS completed_at`,
    );
    let streak = user.streak;
    if (removed) {
      // The completion's own activity items (one per circle, or the personal one): same user, same instant.
      await removeDeedItems(tx, userId, removed.completed_at);
      streak = streakAfterUnmark(user.streak, await deedsThatDay(tx, userId, date));
      if (streak !== user.streak) await setStreak(tx, userId, streak);
    }
    return {
      date,
      thawabId: taskId,
      completed: false,
      changed: Boolean(removed),
      streak,
      ...(await progressAnswer(tx, userId, date, user.language)),
      newBadges: [],
      sharedWith: [],
      message: appText(user.language, 'deedUnmarked'),
      messageLocale: appTextLocale(user.language, 'deedUnmarked'),
      locale: user.language,
    };
  });
}

export interface MyBadge {
  id: number;
  name: string;
  description: string;
  icon: string;
  colorClass: string;
  earnedAt: string;
  displayed: boolean;
  fallback: ('name' | 'description')[];
}

const MY_BADGE_COLUMNS = sql`b.id, b.name, b.description, b.translations, b.icon, b.color_class, ub.earned_at, ub.displayed`;
type MyBadgeRow = {
  id: number;
  name: string;
  description: string;
  translations: ContentTranslations | null;
  icon: string;
  color_class: string;
  earned_at: Date | string;
  displayed: boolean;
};
const toMyBadge = (row: MyBadgeRow, locale: LocaleCode): MyBadge => ({
  id: row.id,
  ...localizeFields(row, row.translations, locale),
  icon: row.icon,
  colorClass: row.color_class,
  earnedAt: new Date(row.earned_at).toISOString(),
  displayed: row.displayed,
});

/** The user's language ('en' when unset or not a locale of the table). */
export async function userLanguage(db: Executor, userId: number): Promise<LocaleCode> {
  const [row] = await queryRows<{ language: string }>(db, sql`SELECT language FROM users WHERE id = ${userId}`);
  return row && isLocaleCode(row.language) ? row.language : DEFAULT_LOCALE;
}

/** The badges the user holds (a badge staff deleted is gone with its rows), newest first, in their language. */
export async function myBadges(db: Executor, userId: number, locale: LocaleCode = DEFAULT_LOCALE): Promise<MyBadge[]> {
  const rows = await queryRows<MyBadgeRow>(
    db,
    sql`SELECT ${MY_BADGE_COLUMNS} FROM user_badges ub JOIN badges b ON b.id = ub.badge_id WHERE ub.user_id = ${userId} ORDER BY ub.earned_at DESC, b.id`,
  );
  return rows.map((row) => toMyBadge(row, locale));
}

export async function setBadgeDisplayed(
  db: Executor,
  userId: number,
  badgeId: number,
  displayed: boolean,
  locale: LocaleCode = DEFAULT_LOCALE,
): Promise<MyBadge> {
  const [row] = await queryRows<MyBadgeRow>(
    db,
    sql`WITH u AS (UPDATE user_badges SET displayed = ${displayed} WHERE user_id = ${userId} AND badge_id = ${badgeId} RETURNING badge_id, earned_at, displayed)
        SELECT b.id, b.name, b.description, b.translations, b.icon, b.color_class, u.earned_at, u.displayed FROM u JOIN badges b ON b.id = u.badge_id`,
  );
  if (!row) throw userError(404, locale, 'badgeNotHeld');
  return toMyBadge(row, locale);
}
