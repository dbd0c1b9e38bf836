import type { Config } from '@netlify/functions';
import { createDatabase } from '../db/client.ts';
import { requireDatabaseUrl } from '../src/server/db.ts';
import { json, route } from '../src/server/http.ts';
import { refreshAllDeedsSummaries } from '../src/server/repositories/analytics-deeds.ts';

// Scheduled every 10 minutes: recomputes the Thawab Metrics and Badge Analytics summary of every
// period × segment (decision 0016), so staff requests read it without waiting. A bulk job: its
// own connection without the request handlers' per-query time limit. Netlify invokes scheduled
// functions with POST; they have no public URL in production.
export default route({
  async POST() {
    const started = performance.now();
    const connection = createDatabase(requireDatabaseUrl(), { queryTimeoutMs: 0 });
    try {
      const views = await refreshAllDeedsSummaries(connection.db);
      const ms = Math.round(performance.now() - started);
      console.info(`[refresh-deeds-analytics] ${views} views in ${ms} ms`);
      return json({ views, ms });
    } finally {
      await connection.close();
    }
  },
});

export const config: Config = { schedule: '*/10 * * * *' };
