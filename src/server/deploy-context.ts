// What a build or a function may do in Netlify's deploy context (CONTEXT: production,
// deploy-preview, branch-deploy, dev). Deploy previews and branch deploys are public URLs that are
// not the site: they must never be indexed and never rebuild production. Site owners
// set the per-context variables described in README "Deploy previews".
import { serverEnv, type ServerEnv } from './env.ts';

/** Netlify's contexts of a deploy that is not the production site. */
const PREVIEW_CONTEXTS = new Set(['deploy-preview', 'branch-deploy']);

/**
 * Search engines may index a build only in production. Without CONTEXT (a plain local build, or a
 * host other than Netlify) and in Netlify's local `dev` context (never served publicly) the build
 * is the site as it would ship, so it is indexable; every other context (deploy-preview,
 * branch-deploy, or any context a site adds) is not.
 */
export function indexingAllowed(context: string | undefined): boolean {
  const value = context?.trim();
  return !value || value === 'production' || value === 'dev';
}

/** A deploy preview or branch deploy: it may read shared state but must not change production's. */
export function isPreviewContext(context: string | undefined): boolean {
  return PREVIEW_CONTEXTS.has(context?.trim() ?? '');
}

/** Deploy previews and branch deploys never call a build hook: it would rebuild production. */
export function buildHookAllowed(context: string | undefined): boolean {
  return !isPreviewContext(context);
}

/** The robots policy of pages built with this environment. */
export function buildIsIndexable(env: Pick<ServerEnv, 'CONTEXT'> = serverEnv()): boolean {
  return indexingAllowed(env.CONTEXT);
}

/**
 * robots.txt for this build. A preview does not advertise its sitemap, and it does not disallow its
 * pages either: a crawler must fetch a page to see its noindex (a URL blocked by robots.txt can
 * still be indexed from links, without its content), so every page and file of a preview says
 * noindex itself (the robots <meta> and the X-Robots-Tag header).
 */
export function robotsTxt(indexable: boolean, sitemapUrl: string): string {
  const rules = 'User-agent: *\nDisallow: /admin\nDisallow: /api/\n';
  return indexable
    ? `${rules}\nSitemap: ${sitemapUrl}\n`
    : `# A deploy preview: not for search engines (every page says noindex).\n${rules}`;
}

/**
 * The `_headers` file a non-production build adds to its output: Netlify applies it to every
 * static file of that deploy only (netlify.toml headers cannot be scoped to a context).
 */
export const NOINDEX_HEADERS_FILE = '/*\n  X-Robots-Tag: noindex, nofollow\n';
