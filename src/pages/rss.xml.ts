// /rss.xml: the published English posts, newest first (same source as /blog); /{locale}/rss.xml has
// each other language's (src/server/blog/feed.ts, decision 0049).
import type { APIRoute } from 'astro';
import { blogFeed } from '../server/blog/feed.ts';

export const GET: APIRoute = ({ site }) => blogFeed('en', site!);
