// What GET /api/blog/posts/slug/{slug} answers: the post, its body as sanitised HTML, and up to
// four related posts (summaries only), so the client fallback page never needs the sanitiser.
import type { BlogPost } from '../schemas/blog-post.ts';

export type RelatedPostView = Pick<
  BlogPost,
  'slug' | 'title' | 'excerpt' | 'category' | 'author' | 'date' | 'readTime' | 'publishDate' | 'coverImage' | 'coverImageAlt'
>;

export interface PublicPostView extends BlogPost {
  html: string;
  related: RelatedPostView[];
}

export function toRelatedView(post: BlogPost): RelatedPostView {
  const { slug, title, excerpt, category, author, date, readTime, publishDate, coverImage, coverImageAlt } = post;
  return { slug, title, excerpt, category, author, date, readTime, publishDate, coverImage, coverImageAlt };
}
