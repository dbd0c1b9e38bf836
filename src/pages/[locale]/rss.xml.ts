// /{locale}/rss.xml: one language's published posts, newest first, with <language> (decision 0049).
import type { APIRoute, GetStaticPaths } from 'astro';
import { PREFIXED_LOCALES, isLocaleCode } from '../../lib/i18n/locales.ts';
import { blogFeed } from '../../server/blog/feed.ts';

export const getStaticPaths = (() =>
  PREFIXED_LOCALES.map((locale) => ({ params: { locale } }))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ params, site }) => {
  if (!isLocaleCode(params.locale)) throw new Error(`unknown locale ${params.locale}`);
  return blogFeed(params.locale, site!);
};
