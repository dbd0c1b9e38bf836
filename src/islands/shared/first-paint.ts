/**
 * Runs `then` in the frame after the page's first contentful paint (at once where the browser does
 * not report paints). Lighthouse's simulated LCP replays every request that ended before the first
 * paint it observed, whether the paint needed it or not, so a request that wins that race in one run
 * costs a simulated round trip (docs/decisions/0063, amendment of 2026-12-02): what the first screen
 * does not need starts after it. A tab that is never shown never paints, and never runs `then`.
 * PhoneMockup.astro and MeasuredFigure.astro wait the same way in copies of their own: a module that
 * several of a page's scripts import becomes a script file, and the landing page loads none.
 */
export function afterFirstPaint(then: () => void): void {
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return then();
  new PerformanceObserver((list, observer) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    requestAnimationFrame(() => then());
  }).observe({ type: 'paint', buffered: true });
}
