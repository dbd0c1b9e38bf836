import type { APIRoute } from 'astro';
import { PAGES } from '../lib/routes.ts';
import { buildIsIndexable, robotsTxt } from '../server/deploy-context.ts';

// Production allows crawling (except the back-office and the API); a deploy preview or branch
// deploy disallows everything: it is a public URL that is not the site.
export const GET: APIRoute = ({ site }) =>
  new Response(robotsTxt(buildIsIndexable(), new URL(PAGES.sitemapIndex, site).href), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
