// A funnel page's view (and a referral link opened, when the URL carries ?ref=). Loaded by
// PageViewBeacon.astro after the load event; the beacon sends when the browser is idle. The server accepts
// only the funnel pages' paths.
import type { FunnelPage } from '../../lib/analytics/constants.ts';
import { track } from './beacon.ts';

track({ type: 'page_view', path: (location.pathname.replace(/\/+$/, '') || '/') as FunnelPage });
if (new URLSearchParams(location.search).get('ref')) track({ type: 'referral_opened' });
