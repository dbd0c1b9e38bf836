// The scheduled refresh of the Thawab Metrics / Badge Analytics summary (decision 0018): a bulk
// job on its own connection, without the request handlers' per-query time limit.
import { createDatabase } from '../../../db/client.ts';
import { requireDatabaseUrl } from '../db.ts';
import { refreshAllDeedsSummaries } from '../repositories/analytics-deeds.ts';

export async function refreshDeedsAnalytics(): Promise<{ views: number; ms: number }> {
  const started = performance.now();
  const connection = createDatabase(requireDatabaseUrl(), { queryTimeoutMs: 0 });
  try {
    const views = await refreshAllDeedsSummaries(connection.db);
    return { views, ms: Math.round(performance.now() - started) };
  } finally {
    await connection.close();
  }
}
