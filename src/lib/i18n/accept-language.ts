// The visitor's preferred language from an Accept-Language header (RFC 9110 §12.5.4): the primary
// subtag of the range with the highest weight above zero, the first one listed on a tie. `q=0`
// means "not acceptable", so `ar;q=0` prefers nothing and the first-visit redirect (decision 0044)
// must not send that visitor to /ar. Ranges `*` and malformed entries are skipped.

const RANGE = /^([a-z]{1,8})(?:-[a-z0-9]{1,8})*$/i;
const WEIGHT = /^q=(0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/i;

/** The primary language subtag (lower case) the header prefers, or undefined when none is acceptable. */
export function preferredLanguage(header: string | null | undefined): string | undefined {
  let best: { language: string; weight: number } | undefined;
  for (const part of (header ?? '').split(',')) {
    const [range = '', ...params] = part.split(';').map((item) => item.trim());
    const match = RANGE.exec(range);
    if (!match) continue;
    let weight = 1;
    for (const param of params) {
      if (!/^q=/i.test(param)) continue;
      const parsed = WEIGHT.exec(param);
      weight = parsed ? Number(parsed[1]) : 0;
    }
    if (weight > 0 && (!best || weight > best.weight)) best = { language: match[1]!.toLowerCase(), weight };
  }
  return best?.language;
}
