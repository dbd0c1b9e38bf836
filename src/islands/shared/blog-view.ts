// Counts one view per browser session per post (sessionStorage) with a beacon to /api/blog/views,
// and records it as a 'blog_read' analytics event (the Analytics tab's views per post over time).
// Loaded by ViewBeacon.astro after the page's load event, so no script file competes with the
// post's first paint.
import { track } from './beacon.ts';

const STORAGE_PREFIX = 'thawab:blog-viewed:';

function countView(endpoint: string, slug: string): void {
  const key = STORAGE_PREFIX + slug;
  try {
    if (sessionStorage.getItem(key)) return;
    sessionStorage.setItem(key, '1');
  } catch {
    /* storage unavailable (private mode): count this visit anyway */
  }
  track({ type: 'blog_read', slug }); // the cookieless analytics event (views over time)
  const body = new Blob([JSON.stringify({ slug })], { type: 'application/json' });
  if (!navigator.sendBeacon?.(endpoint, body)) {
    void fetch(endpoint, { method: 'POST', body, keepalive: true, headers: { 'Content-Type': 'application/json' } }).catch(() => undefined);
  }
}

/**
 * Counts the pre-rendered post (data-view-slug), the posts the fallback page showed before this
 * module loaded (`shown`), and every later `blog:post-shown`.
 */
export function startCounting(shown: readonly string[]): void {
  // The endpoint comes from the routes module through data-view-endpoint (set at build time).
  const endpoint = document.querySelector<HTMLElement>('[data-view-endpoint]')!.dataset.viewEndpoint!;
  const slug = document.querySelector<HTMLElement>('[data-view-slug]')?.dataset.viewSlug;
  for (const each of [...(slug ? [slug] : []), ...shown]) countView(endpoint, each);
  document.addEventListener('blog:post-shown', (event) => countView(endpoint, (event as CustomEvent<string>).detail));
}
