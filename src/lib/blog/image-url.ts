// Where post images may come from: this site (the media library under /media/, built-in assets).
// Pages make no third-party requests and the Content-Security-Policy allows img-src 'self' only.

/** A path on this site: starts with one slash (not "//host", which is another site). */
export function isSitePath(value: string): boolean {
  return /^\/(?!\/)/.test(value);
}

export const SITE_IMAGE_MESSAGE = 'Use an image from this site, such as a Media Manager address (/media/…)';
