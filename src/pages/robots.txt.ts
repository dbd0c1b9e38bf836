import type { APIRoute } from 'astro';
import { PAGES } from '../lib/routes.ts';

export const GET: APIRoute = ({ site }) => {
  const sitemap = new URL(PAGES.sitemapIndex, site).href;
  return new Response(`User-agent: *\nDisallow: /admin\nDisallow: /api/\n\nSitemap: ${sitemap}\n`, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
};
