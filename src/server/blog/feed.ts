// One language's blog feed (RSS 2.0 with <language>, decision 0049): /rss.xml for English,
// /{locale}/rss.xml for the others; each list page links its own in its <head>.
import rss from '@astrojs/rss';
import { postPath } from '../../lib/blog/translations.ts';
import { blogText } from '../../lib/i18n/blog.ts';
import type { LocaleCode } from '../../lib/i18n/locales.ts';
import { SITE } from '../../lib/site.ts';
import { localePath } from '../../lib/i18n/pages.ts';
import { PAGES } from '../../lib/routes.ts';
import { loadPublicPosts, postsIn } from './public-posts.ts';

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export async function blogFeed(language: LocaleCode, site: URL): Promise<Response> {
  const posts = postsIn((await loadPublicPosts()).posts, language);
  return rss({
    title: blogText(language, 'blogName', { site: SITE.name }),
    description: blogText(language, 'feedDescription', { site: SITE.name }),
    // The channel's link is the language's list; items' absolute paths resolve against its origin.
    site: new URL(localePath(language, PAGES.blog), site).href,
    trailingSlash: false,
    items: posts.map((post) => ({
      title: post.title,
      link: postPath(post.slug, post.language),
      pubDate: post.publishDate ? new Date(post.publishDate) : new Date(post.createdAt),
      description: post.excerpt,
      // RSS <author> must be an email address; the writer's name goes in dc:creator.
      customData: `<dc:creator>${escapeXml(post.author)}</dc:creator>`,
      categories: [post.category, ...post.tags],
    })),
    xmlns: { dc: 'http://purl.org/dc/elements/1.1/' },
    customData: `<language>${language}</language>`,
  });
}
