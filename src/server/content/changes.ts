// What happens after a staff change to the app's content: the CDN-cached /api/app/* answers carry
// the cache tag below and are purged at once on Netlify (the purge token and site id are present
// in its functions); elsewhere, and if the purge fails, they expire by their s-maxage.
import { purgeCache } from '@netlify/functions';
import { serverEnv } from '../env.ts';

export const APP_CACHE_TAG = 'app-content';

/** Shared CDN seconds of the read API: a change is visible within s-maxage + stale-while-revalidate (≤ 5 minutes). */
export const APP_CACHE = { browserSeconds: 60, cdnSeconds: 180, staleSeconds: 60 } as const;

export function appCacheHeaders(): Record<string, string> {
  return {
    'Cache-Control': `public, max-age=${APP_CACHE.browserSeconds}, s-maxage=${APP_CACHE.cdnSeconds}, stale-while-revalidate=${APP_CACHE.staleSeconds}`,
    'Netlify-Cache-Tag': APP_CACHE_TAG,
    'Access-Control-Allow-Origin': '*',
  };
}

export type PurgeResult = 'purged' | 'expires' | 'failed';

export async function contentChanged(entity: string): Promise<PurgeResult> {
  const env = serverEnv();
  if (!env.NETLIFY_PURGE_API_TOKEN || !env.SITE_ID) return 'expires';
  try {
    await purgeCache({ tags: [APP_CACHE_TAG], token: env.NETLIFY_PURGE_API_TOKEN, siteID: env.SITE_ID });
    return 'purged';
  } catch (error) {
    console.error(
      `[content] CDN purge after a ${entity} change failed (${error instanceof Error ? error.message : String(error)}); cached answers expire within ${APP_CACHE.cdnSeconds + APP_CACHE.staleSeconds} s.`,
    );
    return 'failed';
  }
}
