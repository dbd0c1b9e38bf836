// Where post images may come from: this site (the media library under /media/, built-in assets).
// Pages make no third-party requests and the Content-Security-Policy allows img-src 'self' only.
import { API } from '../routes.ts';

const PROBE_ORIGIN = 'https://site.invalid';

/**
 * A path on this site: one leading slash, then a path that stays on this origin however a browser
 * reads it. Refused: "//host" and "/\host" (browsers read a backslash as a slash, so both are
 * another site), any backslash, whitespace or control character (URL parsers drop tabs and
 * newlines, so "/\t/host" becomes "//host"), and anything that resolves to another origin.
 */
export function isSitePath(value: string): boolean {
  if (!/^\/(?![/\\])/.test(value)) return false;
  // eslint-disable-next-line no-control-regex
  if (/[\\\s\u0000-\u001f\u007f]/.test(value)) return false;
  try {
    return new URL(value, PROBE_ORIGIN).origin === PROBE_ORIGIN;
  } catch {
    return false;
  }
}

export const SITE_IMAGE_PLACEHOLDER = API.mediaFile.path('your-image.webp');
export const SITE_IMAGE_MESSAGE = 'Use an image from this site, such as a Media Manager address (/media/…)';
/** The featured-image field's hint: what the server accepts. */
export const SITE_IMAGE_HINT =
  'A path on this site starting with a single "/", such as /media/your-image.webp from the Media Manager. Addresses of other sites (https://…, //…) are not accepted.';
