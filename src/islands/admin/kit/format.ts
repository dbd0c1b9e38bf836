// How the back-office writes dates and numbers (one format everywhere).
const dateTimeFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** "3 Mar 2026"; an em dash when there is no date. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '—';
  return new Date(value).toLocaleDateString('en-GB', { year: 'numeric', month: 'short', day: 'numeric' });
}

/** "3 Mar 2026, 14:05"; `never` when there is no date. */
export function formatDateTime(value: string | null | undefined, never = 'Never'): string {
  return value ? dateTimeFormat.format(new Date(value)) : never;
}

export function formatNumber(value: number): string {
  return value.toLocaleString('en-US');
}

/** "1 day", "12 days": a count with its noun, singular for exactly one. */
export function formatCount(value: number, singular: string, plural = `${singular}s`): string {
  return `${formatNumber(value)} ${value === 1 ? singular : plural}`;
}

export function capitalise(text: string): string {
  return text.slice(0, 1).toUpperCase() + text.slice(1);
}
