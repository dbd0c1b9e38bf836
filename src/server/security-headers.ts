// The security headers every response of the site carries, pages and functions alike (decision
// 0032). Netlify applies netlify.toml's [[headers]] to static files only, never to a function's
// response, so the pages get these values from netlify.toml (tests/unit/security-headers.test.ts
// keeps the two equal) and every function response gets them from src/server/http.ts.
export const SECURITY_HEADERS = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
} as const satisfies Record<string, string>;

/**
 * The pages' Content-Security-Policy header: what a <meta> cannot carry (frame-ancestors) and the
 * rest of the policy; each page's <meta> CSP adds the hashes of its inline scripts and styles.
 */
export const PAGE_CONTENT_SECURITY_POLICY =
  "object-src 'none'; base-uri 'self'; frame-ancestors 'none'; form-action 'self'; img-src 'self' data: blob:; font-src 'self'; connect-src 'self'; media-src 'self'; manifest-src 'self'; worker-src 'self'";

/** A function's answer (JSON, CSV) loads nothing and is never framed; a function may send a stricter one. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";
