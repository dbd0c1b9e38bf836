// What GET /api/blog/posts/slug/{slug} answers: the post, its body as sanitised HTML, up to four
// related posts in its language (summaries only), so the client fallback page never needs the
// sanitiser, and its published translations ("Read this in", decision 0049).
import type { BlogPost } from '../schemas/blog-post.ts';

export type RelatedPostView = Pick<
  BlogPost,
  | 'slug'
  | 'title'
  | 'excerpt'
  | 'category'
  | 'author'
  | 'date'
  | 'readTime'
  | 'publishDate'
  | 'coverImage'
  | 'coverImageAlt'
  | 'language'
>;

/** A published translation of a post: enough to link it in its language. */
export type TranslationView = Pick<BlogPost, 'slug' | 'title' | 'language'>;

export interface PublicPostView extends BlogPost {
  html: string;
  related: RelatedPostView[];
  translations: TranslationView[];
}

export function toRelatedView(post: BlogPost): RelatedPostView {
  const { slug, title, excerpt, category, author, date, readTime, publishDate, coverImage, coverImageAlt, language } =
    post;
  return { slug, title, excerpt, category, author, date, readTime, publishDate, coverImage, coverImageAlt, language };
}
