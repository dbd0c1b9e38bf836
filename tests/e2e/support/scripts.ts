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
 * Milliseconds between the page's load event and the first request whose path matches `pattern`
 * (negative when it started before the page had loaded); null when there was none yet.
 */
export async function requestDelayAfterLoad(page: Page, pattern: RegExp): Promise<number | null> {
  return page.evaluate((source) => {
    const load = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const starts = performance
      .getEntriesByType('resource')
      .filter((entry) => new RegExp(source).test(new URL(entry.name).pathname))
      .map((entry) => entry.startTime);
    return starts.length ? Math.min(...starts) - load.loadEventStart : null;
  }, pattern.source);
}

/**
 * Milliseconds between the page's first contentful paint and the first request whose path matches
 * `pattern` (negative when it started before); null when there was none yet.
 */
export async function requestDelayAfterFirstPaint(page: Page, pattern: RegExp): Promise<number | null> {
  return page.evaluate((source) => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0];
    const starts = performance
      .getEntriesByType('resource')
      .filter((entry) => new RegExp(source).test(new URL(entry.name).pathname))
      .map((entry) => entry.startTime);
    return paint && starts.length ? Math.min(...starts) - paint.startTime : null;
  }, pattern.source);
}

/** The same for the beacon's first POST to the events endpoint. */
export const beaconDelayAfterLoad = (page: Page) => requestDelayAfterLoad(page, new RegExp(`^${API.events}$`));

/**
 * Chromium's headless shell parks its mouse at (0, 0) and, after the first layout, sends a trusted
 * `pointerover` to whatever is drawn there (the header): a phantom pointer no phone visitor has,
 * which `client:intent` rightly reads as intent. Stories about a visitor who has not touched the
 * page drop that one event before the page's own listeners hear it.
 */
export async function withoutParkedPointer(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const drop = (event: PointerEvent) => {
      if (event.clientX === 0 && event.clientY === 0) event.stopImmediatePropagation();
    };
    addEventListener('pointerover', drop, { capture: true });
  });
}
