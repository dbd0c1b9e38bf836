// The traffic source of a visit, computed in the browser by the beacon (kept apart so the beacon's
// bundle holds only this).
/**
 * Traffic source: 'direct', 'referral' (a ?ref= share link), a lowercased utm_source, or the
 * referring site's host name. Bounded and plain so it can never carry a person's data.
 */
export const SOURCE_PATTERN = /^[a-z0-9][a-z0-9._-]{0,39}$/;

/** Source of a visit from its URL query and referrer (the beacon runs this in the browser). */
export function trafficSource(search: string, referrer: string, ownHost: string): string {
  const params = new URLSearchParams(search);
  if (params.get('ref')) return 'referral';
  const utm = (params.get('utm_source') ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9._-]/g, '')
    .slice(0, 40);
  if (utm && SOURCE_PATTERN.test(utm)) return utm;
  try {
    const host = new URL(referrer).hostname.toLowerCase().replace(/^www\./, '');
    if (host && host !== ownHost.replace(/^www\./, '') && SOURCE_PATTERN.test(host)) return host;
  } catch {
    /* no referrer */
  }
  return 'direct';
}
