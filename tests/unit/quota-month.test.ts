// The month a monthly quota counts in (src/lib/quota-month.ts): the user's local month, turning at
// their midnight in UTC+14 and UTC−12, and never opened early by a change of time zone.
import { describe, expect, it } from 'vitest';
import { localMonth, monthLabel, nextMonthStarts, quotaPeriod } from '../../src/lib/quota-month.ts';

describe('the quota’s local month', () => {
  it('turns at local midnight in UTC+14 (Kiritimati) and UTC−12', () => {
    const kiritimati = 'Pacific/Kiritimati';
    expect(localMonth(new Date('2026-11-30T09:59:59Z'), kiritimati)).toEqual({ year: 2026, month: 11 });
    expect(localMonth(new Date('2026-11-30T10:00:00Z'), kiritimati)).toEqual({ year: 2026, month: 12 });
    expect(nextMonthStarts(new Date('2026-11-15T00:00:00Z'), kiritimati).toISOString()).toBe(
      '2026-11-30T10:00:00.000Z',
    );
    const minus12 = 'Etc/GMT+12';
    expect(localMonth(new Date('2026-12-01T11:59:59Z'), minus12)).toEqual({ year: 2026, month: 11 });
    expect(localMonth(new Date('2026-12-01T12:00:00Z'), minus12)).toEqual({ year: 2026, month: 12 });
    expect(nextMonthStarts(new Date('2026-11-30T23:00:00Z'), minus12).toISOString()).toBe('2026-12-01T12:00:00.000Z');
  });

  it('rolls the year over and follows a change of summer time', () => {
    expect(monthLabel(localMonth(new Date('2026-12-31T13:00:00Z'), 'Pacific/Kiritimati'))).toBe('2027-01');
    expect(nextMonthStarts(new Date('2026-12-20T00:00:00Z'), 'UTC').toISOString()).toBe('2027-01-01T00:00:00.000Z');
    // London is on BST (UTC+1) when April begins.
    expect(nextMonthStarts(new Date('2026-03-10T00:00:00Z'), 'Europe/London').toISOString()).toBe(
      '2026-03-31T23:00:00.000Z',
    );
    expect(nextMonthStarts(new Date('2026-11-10T00:00:00Z'), 'Asia/Kathmandu').toISOString()).toBe(
      '2026-11-30T18:15:00.000Z',
    );
  });
});

describe('the quota’s month after a change of time zone', () => {
  const change = { previousTimeZone: 'Etc/GMT+12', changedAt: new Date('2026-11-30T10:30:00Z') };
  it('keeps the earlier month for a day after a jump east across midnight, then turns', () => {
    // 10:30 on 30 November in UTC−12 is already 1 December in Kiritimati.
    const right = quotaPeriod(new Date('2026-11-30T10:31:00Z'), 'Pacific/Kiritimati', change);
    expect(monthLabel(right.month)).toBe('2026-11');
    expect(right.endsAt.toISOString()).toBe('2026-12-01T10:30:00.000Z');
    const dayLater = quotaPeriod(new Date('2026-12-01T10:30:00Z'), 'Pacific/Kiritimati', change);
    expect(monthLabel(dayLater.month)).toBe('2026-12');
  });

  it('reads an instant before the change in the zone the user had then', () => {
    const before = quotaPeriod(new Date('2026-11-30T10:00:00Z'), 'Pacific/Kiritimati', change);
    expect(monthLabel(before.month)).toBe('2026-11');
    expect(before.endsAt.toISOString()).toBe('2026-12-01T12:00:00.000Z');
  });

  it('does not hold back a move west, nor a user who never changed zone', () => {
    const west = { previousTimeZone: 'Pacific/Kiritimati', changedAt: new Date('2026-11-30T11:00:00Z') };
    expect(monthLabel(quotaPeriod(new Date('2026-11-30T11:05:00Z'), 'Etc/GMT+12', west).month)).toBe('2026-11');
    expect(monthLabel(quotaPeriod(new Date('2026-11-30T10:00:00Z'), 'Pacific/Kiritimati', null).month)).toBe('2026-12');
  });
});
