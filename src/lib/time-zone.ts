// Time zone names (IANA, as the app sends them) and the one formatter per zone that reads a wall
// clock in it (src/lib/deeds.ts, wallClock).

/** True for a time zone name this runtime's Intl knows (IANA, e.g. "Europe/London"). */
export function isTimeZone(value: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/.test(value)) return false;
  try {
    zoneFormat(value);
    return true;
  } catch {
    return false;
  }
}

// Building an Intl.DateTimeFormat costs far more than formatting with one (it was 7 % of a
// completion's CPU in bench:app's spike), so each zone's is built once. Only zones Intl accepts are
// kept (the constructor throws for others), so the map is bounded by the IANA list.
const formats = new Map<string, Intl.DateTimeFormat>();

/** The zone's date-and-time formatter (en-CA numbers, 24-hour clock); throws for an unknown zone. */
export function zoneFormat(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formats.set(timeZone, format);
  }
  return format;
}
