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
 * Milliseconds between a moment of the page's load (its load event, or its first contentful paint)
 * and the first request whose path matches `pattern` (negative when it started before); null when
 * there was no such request, or no such moment, yet.
 */
async function requestDelayAfter(
  page: Page,
  pattern: RegExp,
  moment: 'load' | 'first-contentful-paint',
): Promise<number | null> {
  return page.evaluate(
    ([source, moment]) => {
      const at =
        moment === 'load'
          ? (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.loadEventStart
          : performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
      const starts = performance
        .getEntriesByType('resource')
        .filter((entry) => new RegExp(source).test(new URL(entry.name).pathname))
        .map((entry) => entry.startTime);
      return at !== undefined && starts.length ? Math.min(...starts) - at : null;
    },
    [pattern.source, moment] as const,
  );
}

export const requestDelayAfterLoad = (page: Page, pattern: RegExp) => requestDelayAfter(page, pattern, 'load');
export const requestDelayAfterFirstPaint = (page: Page, pattern: RegExp) =>
  requestDelayAfter(page, pattern, 'first-contentful-paint');

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
