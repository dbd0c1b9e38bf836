// The rules of dua requests (decision 0064): which dua of an intention a request gets, how its
// reference is written, and the recitation links (the quota's month: src/lib/quota-month.ts).
import { DUA_LIBRARY, type DuaIntention, type DuaReference } from './dua-library.ts';

/**
 * Dua requests a user may make in one of their local calendar months by default (docs/product.md):
 * Super Admins change the limit in the back-office (quota_limits, decision 0070). Extras bought in
 * a store add to it (`dua_quota.extra_requests_purchased`, credited by
 * src/server/premium/entitlements.ts, decision 0062).
 */
export const DUA_MONTHLY_LIMIT = 30;

export const RECIPIENT_NAME_MAX = 100;
export const PERSONAL_NOTE_MAX = 500;

/**
 * The dua a request gets: the intention's duas in turn, by how many requests the user made for it
 * before (so asking again for one's parents offers the next dua of the list, then starts over).
 */
export function duaFor(intention: DuaIntention, earlierRequests: number): DuaReference {
  const list: readonly DuaReference[] = DUA_LIBRARY[intention];
  return list[earlierRequests % list.length]!;
}

/** "2:201", or "14:40-41" for a range. */
export function ayahReference(ref: DuaReference): string {
  return ref.firstAyah === ref.lastAyah
    ? `${ref.surah}:${ref.firstAyah}`
    : `${ref.surah}:${ref.firstAyah}-${ref.lastAyah}`;
}

/** The reference ayahReference wrote, read back (null for anything else). */
export function parseAyahReference(text: string): DuaReference | null {
  const match = /^([1-9]\d{0,2}):([1-9]\d{0,2})(?:-([1-9]\d{0,2}))?$/.exec(text);
  if (!match) return null;
  const first = Number(match[2]);
  return { surah: Number(match[1]), firstAyah: first, lastAyah: match[3] ? Number(match[3]) : first };
}

/**
 * One recitation link per ayah from a template with `{surah}` and `{ayah}` (each zero-padded to three
 * digits, as per-ayah recitation archives name their files), or [] when no source is configured.
 */
export function recitationUrls(template: string | undefined, ref: DuaReference): string[] {
  if (!template) return [];
  const pad = (n: number) => String(n).padStart(3, '0');
  const urls: string[] = [];
  for (let ayah = ref.firstAyah; ayah <= ref.lastAyah; ayah++)
    urls.push(template.replaceAll('{surah}', pad(ref.surah)).replaceAll('{ayah}', pad(ayah)));
  return urls;
}
