// The analytics beacon: one cookieless event per call to POST /api/events with
// navigator.sendBeacon. Nothing is sent before the page has loaded, painted its first words and the
// browser is idle, so it never competes with the page's first paint or input; no identifier is stored in the browser.
// Only PageViewBeacon.astro imports this module, so its bundle imports nothing and Astro inlines it
// in the page (no script file: a file requested during first paint moved Lighthouse's LCP).
// Islands report their events through the page's queue (track.ts), never by importing this.
import type { BeaconEvent } from '../../lib/analytics/events.ts';
import { trafficSource } from '../../lib/analytics/source.ts';
import type { FunnelPage } from '../../lib/analytics/constants.ts';
import { afterFirstPaint } from './first-paint.ts';

/** API.events, put in at build time (astro.config.ts `vite.define`). */
declare const __EVENTS_ENDPOINT__: string;
const ENDPOINT = __EVENTS_ENDPOINT__;

type WithoutSource<T> = T extends unknown ? Omit<T, 'source' | 'locale'> : never;
export type TrackedEvent = WithoutSource<BeaconEvent>;

/**
 * The page's event queue (`window.thawabAnalytics`): islands push while the beacon is not there
 * yet (or on a page without one), the beacon takes what is pending and sends the rest directly.
 */
export interface AnalyticsQueue {
  pending: TrackedEvent[];
  send?: (event: TrackedEvent) => void;
}

declare global {
  interface Window {
    thawabAnalytics?: AnalyticsQueue;
  }
}

let source: string | undefined;
let ready = false;
const waiting: string[] = [];

function send(body: string): void {
  try {
    if (navigator.sendBeacon?.(ENDPOINT, new Blob([body], { type: 'application/json' }))) return;
  } catch {
    /* fall back to fetch */
  }
  void fetch(ENDPOINT, {
    method: 'POST',
    body,
    keepalive: true,
    headers: { 'Content-Type': 'application/json' },
  }).catch(() => undefined);
}

function flush(): void {
  ready = true;
  for (const body of waiting.splice(0)) send(body);
}

function whenIdle(): void {
  const idle = () =>
    typeof requestIdleCallback === 'function' ? requestIdleCallback(flush, { timeout: 3000 }) : setTimeout(flush, 200);
  const painted = () => afterFirstPaint(idle);
  if (document.readyState === 'complete') painted();
  else addEventListener('load', painted, { once: true });
}

/**
 * Records an event; the page's traffic source is added (ref link, utm_source, referrer or direct)
 * and its locale, `<html lang>` (decision 0053; the server accepts only the locale table's codes).
 */
function record(event: TrackedEvent): void {
  source ??= trafficSource(location.search, document.referrer, location.hostname);
  const body = JSON.stringify({ ...event, source, locale: document.documentElement.lang });
  if (ready) return send(body);
  if (waiting.push(body) === 1) whenIdle();
}

/**
 * Starts the beacon on a funnel page: records its view (and a referral link opened, when the URL
 * carries ?ref=; the server accepts only the funnel pages' paths), then the islands' events.
 */
export function startBeacon(): void {
  // A locale's page (/ar/test) counts as its funnel page: BaseLayout names it in data-page (decision 0044).
  const path = document.documentElement.dataset.page ?? (location.pathname.replace(/\/+$/, '') || '/');
  record({ type: 'page_view', path: path as FunnelPage });
  if (new URLSearchParams(location.search).get('ref')) record({ type: 'referral_opened' });
  const queue = (window.thawabAnalytics ??= { pending: [] });
  queue.send = record;
  for (const event of queue.pending.splice(0)) record(event);
}
