// How an island reports an analytics event: onto the page's queue, which the inline beacon
// (beacon.ts, started by PageViewBeacon.astro) sends. Importing the beacon itself would make it a
// shared script file again; the queue works whichever of the two runs first.
import type { AnalyticsQueue, TrackedEvent } from './beacon.ts';

export function track(event: TrackedEvent): void {
  const queue: AnalyticsQueue = (window.thawabAnalytics ??= { pending: [] });
  if (queue.send) queue.send(event);
  else queue.pending.push(event);
}
