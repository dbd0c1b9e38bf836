// Each built page's CSP <meta> lists the hashes of its own inline scripts and styles only.
//
// Astro's `security.csp` writes into every page the hash of every inline script and style of the
// whole build (38 on this site: every page's inline sheet, every island's scripts), plus what the
// page added with `Astro.csp.insert*Hash`. Base64 hashes do not compress: that list was 1.45 KB of
// each page's gzipped HTML, a tenth of the 14 KB first-round-trip budget (decision 0052). A hash
// the page does not carry allows nothing on that page: scripts and styles from files pass by
// 'self', the admin's lazy sections use adopted style sheets (decision 0019), and no public page
// creates an inline script or <style> at run time. So the build keeps, per page, the hashes of the
// inline elements it has and drops the rest; the policy is otherwise untouched.
import { createHash } from 'node:crypto';

const CSP_META = /(<meta http-equiv="content-security-policy" content=")([^"]*)(")/i;
// Inline scripts (no src) and styles, with their text exactly as the browser hashes it. Comments are
// matched first so that a comment naming "<style>" starts no element (the quiz page has one).
const INLINE = /<!--[\s\S]*?-->|<(script|style)\b([^>]*)>([\s\S]*?)<\/\1>/gi;
const HASH_SOURCE = /\s*'(sha(?:256|384|512))-([A-Za-z0-9+/=]+)'/g;

function digest(algorithm: string, text: string): string {
  return createHash(algorithm).update(text).digest('base64');
}

/** The CSP hash source of an inline script or style the build writes itself (`Astro.csp.insert*Hash`). */
export const sha256Source = (text: string) => `sha256-${digest('sha256', text)}` as const;

/**
 * `html` with its CSP <meta> naming only hash sources that match one of the page's own inline
 * scripts or styles. A page without the <meta> is returned as it is.
 */
export function keepOwnCspHashes(html: string): string {
  const meta = CSP_META.exec(html);
  if (!meta) return html;
  const bodies = [...html.matchAll(INLINE)]
    .filter((match) => match[1] && !/\bsrc=/i.test(match[2]!))
    .map((match) => match[3]!);
  const own = new Map<string, Set<string>>();
  const ownHashes = (algorithm: string) => {
    let set = own.get(algorithm);
    if (!set) {
      set = new Set(bodies.map((body) => digest(algorithm, body)));
      own.set(algorithm, set);
    }
    return set;
  };
  const policy = meta[2]!.replace(HASH_SOURCE, (source, algorithm: string, hash: string) =>
    ownHashes(algorithm).has(hash) ? source : '',
  );
  return html.replace(CSP_META, (_, start: string, __: string, end: string) => `${start}${policy}${end}`);
}
