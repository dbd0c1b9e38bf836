// /rss.xml: the published posts, newest first (same source as /blog).
import rss from '@astrojs/rss';
import type { APIRoute } from 'astro';
import { postPath } from '../lib/blog/meta.ts';
import { SITE } from '../lib/site.ts';
import { loadPublicPosts } from '../server/blog/public-posts.ts';

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

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
      // RSS <author> must be an email address; the writer's name goes in dc:creator.
      customData: `<dc:creator>${escapeXml(post.author)}</dc:creator>`,
      categories: [post.category, ...post.tags],
    })),
    xmlns: { dc: 'http://purl.org/dc/elements/1.1/' },
    customData: '<language>en</language>',
  });
};
