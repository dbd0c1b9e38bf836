import type { Page } from '@playwright/test';
import { API } from '../../../src/lib/routes.ts';

/**
 * Collects the URLs of every script file the page requests. The analytics beacons are inline
 * scripts (a file requested during first paint counted in Lighthouse's LCP), so a page that must
 * not load JavaScript files expects none here, beacon included.
 */
export function scriptFiles(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

/**
 * Milliseconds between the page's load event and the beacon's first POST to the events endpoint
 * (negative when it was sent before the page had loaded); null when nothing was sent yet.
 */
export async function beaconDelayAfterLoad(page: Page): Promise<number | null> {
  return page.evaluate((endpoint) => {
    const load = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const starts = performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname === endpoint)
      .map((entry) => entry.startTime);
    return starts.length ? Math.min(...starts) - load.loadEventStart : null;
  }, API.events);
}
