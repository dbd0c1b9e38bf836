// Stable public URLs of the built-in covers. The build writes /blog/covers/{slug}.webp for every
// built-in post; posts imported into the database keep that URL, so pages can still serve them
// through Astro's image pipeline.
import { PAGES } from '../routes.ts';

export const BUILT_IN_COVER_PREFIX = PAGES.blogCoverPrefix;

export function builtInCoverUrl(slug: string): string {
  return PAGES.blogCover(slug);
}

/** The built-in slug whose cover this URL is, or null. Accepts site paths and absolute URLs. */
export function builtInCoverSlug(url: string | null | undefined): string | null {
  if (!url) return null;
  let path = url;
  if (/^https?:\/\//i.test(url)) {
    try {
      path = new URL(url).pathname;
    } catch {
      return null;
    }
  }
  const match = /^\/blog\/covers\/([a-z0-9]+(?:-[a-z0-9]+)*)\.webp$/.exec(path);
  return match ? match[1]! : null;
}
