import type { Page } from '@playwright/test';

/**
 * The cookieless analytics beacon (issue 11) is the one script file a content page may load:
 * the page's tiny beacon entry and the shared beacon module, under 1 KB gzipped together.
 */
const BEACON_FILE = /\/_astro\/(PageViewBeacon|ViewBeacon)\.astro_astro_type_script_index_\d+_lang\.[\w-]+\.js$|\/_astro\/beacon\.[\w-]+\.js$/;

export const isBeaconScript = (url: string) => BEACON_FILE.test(new URL(url, 'http://x').pathname);

/** Collects the URLs of every script file the page requests, except the analytics beacon's. */
export function nonBeaconScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script' && !isBeaconScript(request.url())) scripts.push(request.url());
  });
  return scripts;
}
