// The Daily Verses calendar: a month of scheduled verses with its gaps, Fridays and each date's
// Hijri date; a scheduled verse opens its dialog.
import { useEffect, useMemo, useState } from 'react';
import { api } from '../../../../lib/api-client.ts';
import { API, withQuery } from '../../../../lib/routes.ts';
import { daysInMonth, todayIso } from '../../../../lib/dates.ts';
import type { Verse } from '../../../../lib/schemas/content-verse.ts';
import { errorMessage, guarded } from '../../admin-api.ts';
import { surahLabel } from './surah-label.ts';

const hijri = new Intl.DateTimeFormat('en-u-ca-islamic-umalqura', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const monthTitle = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const WEEKDAY_HEADS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

export function VerseCalendar({ onOpen }: { onOpen: (v: Verse) => void }) {
  const today = todayIso();
  const [month, setMonth] = useState(() => ({ year: Number(today.slice(0, 4)), month: Number(today.slice(5, 7)) }));
  const [items, setItems] = useState<Verse[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const days = daysInMonth(month.year, month.month);
  const iso = (day: number) => `${month.year}-${String(month.month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

  useEffect(() => {
    let cancelled = false;
    setItems(null);
    guarded(() => api.get<{ items: Verse[] }>(withQuery(API.adminVerses.path(), { from: iso(1), to: iso(days) })))
      .then((r) => !cancelled && setItems(r.items))
      .catch((e) => !cancelled && setError(errorMessage(e, 'Could not load the schedule.')));
    return () => {
      cancelled = true;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `days` and `iso` derive from the month, which is listed
  }, [month.year, month.month]);

  const byDate = useMemo(() => new Map((items ?? []).map((v) => [v.scheduledDate, v])), [items]);
  const firstWeekday = new Date(Date.UTC(month.year, month.month - 1, 1)).getUTCDay();
  const gaps = items ? days - items.length : 0;
  const shift = (delta: number) =>
    setMonth((m) => {
      const d = new Date(Date.UTC(m.year, m.month - 1 + delta, 1));
      return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1 };
    });

  return (
    <div>
      <div className="calendar-nav">
        <button type="button" className="btn btn-outline btn-sm" onClick={() => shift(-1)} aria-label="Previous month">
          ‹ Previous
        </button>
        <h3 aria-live="polite">{monthTitle.format(new Date(Date.UTC(month.year, month.month - 1, 1)))}</h3>
        <button type="button" className="btn btn-outline btn-sm" onClick={() => shift(1)} aria-label="Next month">
          Next ›
        </button>
        {items && (
          <span className="admin-muted">
            {items.length} scheduled · {gaps} {gaps === 1 ? 'gap' : 'gaps'}
          </span>
        )}
      </div>
      {error && (
        <p className="admin-error" role="alert">
          {error}
        </p>
      )}
      <div className="calendar" role="list" aria-label="Scheduled verses by date">
        {WEEKDAY_HEADS.map((d) => (
          <div key={d} className="calendar-head" aria-hidden="true">
            {d}
          </div>
        ))}
        {Array.from({ length: firstWeekday }, (_, i) => (
          <div key={`b${i}`} className="calendar-blank" aria-hidden="true" />
        ))}
        {Array.from({ length: days }, (_, i) => {
          const date = iso(i + 1);
          const verse = byDate.get(date);
          const jsDate = new Date(`${date}T00:00:00Z`);
          const friday = jsDate.getUTCDay() === 5;
          const classes = [
            'calendar-day',
            !verse && items ? 'is-gap' : '',
            friday ? 'is-friday' : '',
            date === today ? 'is-today' : '',
          ]
            .filter(Boolean)
            .join(' ');
          return (
            <div key={date} className={classes} role="listitem" data-date={date}>
              <span className="greg">
                {i + 1}
                {friday ? ' · Jumu‘ah' : ''}
              </span>
              <span className="hijri">{hijri.format(jsDate)}</span>
              {verse ? (
                <button type="button" onClick={() => onOpen(verse)}>
                  {surahLabel(verse.surah)} {verse.ayahNumber}
                </button>
              ) : (
                items && <span className="gap-label">No verse</span>
              )}
            </div>
          );
        })}
      </div>
    </div>
  );
}
