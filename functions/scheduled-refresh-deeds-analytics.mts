import type { Config } from '@netlify/functions';
import { refreshDeedsAnalytics } from '../src/server/analytics/refresh.ts';
import { json, route } from '../src/server/http.ts';

// Scheduled every 10 minutes: recomputes the Thawab Metrics and Badge Analytics summary of every
// period × segment (decision 0018), so staff requests read it without waiting. Netlify invokes
// scheduled functions with POST; they have no public URL in production.
export default route({
  async POST() {
    const result = await refreshDeedsAnalytics();
    console.info(`[scheduled-refresh-deeds-analytics] ${result.views} views in ${result.ms} ms`);
    return json(result);
  },
});

export const config: Config = { schedule: '*/10 * * * *' };
