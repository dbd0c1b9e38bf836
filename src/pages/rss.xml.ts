// /rss.xml: the published posts, newest first (same source as /blog).
import rss from '@astrojs/rss';
import type { APIRoute } from 'astro';
import { postPath } from '../lib/blog/meta.ts';
import { SITE } from '../lib/site.ts';
import { loadPublicPosts } from '../server/blog/public-posts.ts';

export const GET: APIRoute = async ({ site }) => {
  const { posts } = await loadPublicPosts();
  return rss({
    title: SITE.blogName,
    description: 'Practical, warm articles on daily good deeds, prayer and Quran habits from the Thawab team.',
    site: site!,
    trailingSlash: false,
    items: posts.map((post) => ({
      title: post.title,
      link: postPath(post.slug),
      pubDate: post.publishDate ? new Date(post.publishDate) : new Date(post.createdAt),
      description: post.excerpt,
      author: post.author,
      categories: [post.category, ...post.tags],
    })),
    customData: '<language>en</language>',
  });
};
