import type { Page } from '@playwright/test';

/**
 * The cookieless analytics beacon (issue 11) is the one script a content page may load: the page's
 * tiny starter (with Vite's preload helper), and after the load event the beacon modules.
 */
const BEACON_FILE = /\/_astro\/(PageViewBeacon|ViewBeacon)\.astro_astro_type_script_index_\d+_lang\.[\w-]+\.js$|\/_astro\/(beacon|page-view|preload-helper)\.[\w-]+\.js$/;
/** The beacon's modules proper (not its starter): they must not be requested before the page has loaded. */
const BEACON_MODULE = /\/_astro\/(beacon|page-view)\.[\w-]+\.js$/;

export const isBeaconScript = (url: string) => BEACON_FILE.test(new URL(url, 'http://x').pathname);

/** Collects the URLs of every script file the page requests, except the analytics beacon's. */
export function nonBeaconScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script' && !isBeaconScript(request.url())) scripts.push(request.url());
  });
  return scripts;
}

/**
 * Milliseconds between the page's load event and the first request for a beacon module (negative
 * when a module was requested before the page had loaded); null when no module was requested.
 */
export async function beaconDelayAfterLoad(page: Page): Promise<number | null> {
  return page.evaluate((pattern) => {
    const load = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const starts = performance
      .getEntriesByType('resource')
      .filter((entry) => new RegExp(pattern).test(new URL(entry.name).pathname))
      .map((entry) => entry.startTime);
    return starts.length ? Math.min(...starts) - load.loadEventStart : null;
  }, BEACON_MODULE.source);
}
