// When a thawab task is due. Scheduling types and values (product §3):
//   daily         value "everyday"
//   weekly        comma-separated weekdays, e.g. "monday,wednesday,friday"
//   monthly       a day of the month 1-31; in a month shorter than that day, the task falls on the
//                 month's last day (so "31" means "the last day of every month", and "30" still
//                 happens in February, on the 28th or 29th)
//   specific-date one date, YYYY-MM-DD
import { DATE_FORMAT_PROBLEM, daysInMonth, parseIsoDate, readIsoDate, weekday, type CalendarDate } from '../dates.ts';

export const SCHEDULING_TYPES = ['daily', 'weekly', 'monthly', 'specific-date'] as const;
export type SchedulingType = (typeof SCHEDULING_TYPES)[number];

export const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export type ScheduleCheck = { ok: true; value: string } | { ok: false; message: string };

/** Validates and normalises a scheduling value for its type. */
export function normaliseSchedule(type: SchedulingType, raw: string): ScheduleCheck {
  const value = raw.trim().toLowerCase();
  switch (type) {
    case 'daily':
      return value === '' || value === 'everyday'
        ? { ok: true, value: 'everyday' }
        : { ok: false, message: 'A daily task uses the value "everyday"' };
    case 'weekly': {
      const days = value
        .split(',')
        .map((d) => d.trim())
        .filter(Boolean);
      if (days.length === 0) return { ok: false, message: 'Choose at least one weekday, e.g. monday,wednesday,friday' };
      const unknown = days.find((d) => !(WEEKDAYS as readonly string[]).includes(d));
      if (unknown) return { ok: false, message: `"${unknown}" is not a weekday (use monday … sunday)` };
      const ordered = WEEKDAYS.filter((d) => days.includes(d));
      return { ok: true, value: ordered.join(',') };
    }
    case 'monthly': {
      if (!/^\d{1,2}$/.test(value) || Number(value) < 1 || Number(value) > 31) {
        return { ok: false, message: 'A monthly task needs a day of the month from 1 to 31' };
      }
      return { ok: true, value: String(Number(value)) };
    }
    case 'specific-date': {
      const { problem } = readIsoDate(value);
      if (!problem) return { ok: true, value };
      const message =
        problem === DATE_FORMAT_PROBLEM
          ? 'A specific-date task needs a real date as YYYY-MM-DD'
          : `A specific-date task's date ${problem}`;
      return { ok: false, message };
    }
  }
}

/** True when a task with this (already normalised) schedule is due on the date. */
export function isDueOn(type: SchedulingType, value: string, date: CalendarDate): boolean {
  switch (type) {
    case 'daily':
      return true;
    case 'weekly':
      return value.split(',').includes(WEEKDAYS[weekday(date)]!);
    case 'monthly': {
      const day = Number(value);
      return date.day === Math.min(day, daysInMonth(date.year, date.month));
    }
    case 'specific-date': {
      const d = parseIsoDate(value);
      return d !== null && d.year === date.year && d.month === date.month && d.day === date.day;
    }
  }
}

/** "Weekly: Mon, Wed, Fri" style text for the table's Scheduling column. */
export function describeSchedule(type: SchedulingType, value: string): string {
  switch (type) {
    case 'daily':
      return 'Daily · everyday';
    case 'weekly':
      return `Weekly · ${value
        .split(',')
        .map((d) => d.slice(0, 1).toUpperCase() + d.slice(1, 3))
        .join(', ')}`;
    case 'monthly':
      return `Monthly · day ${value}${Number(value) > 28 ? ' (or last day)' : ''}`;
    case 'specific-date':
      return `On ${value}`;
  }
}
