// Related articles under a post (product §9: at most 4): same category first, then the newest others.
export const RELATED_LIMIT = 4;

interface RelatablePost {
  slug: string;
  category: string;
  publishDate: string | Date | null;
}

const time = (value: string | Date | null) => (value ? new Date(value).getTime() : 0);

export function relatedPosts<T extends RelatablePost>(
  post: RelatablePost,
  all: readonly T[],
  limit = RELATED_LIMIT,
): T[] {
  const others = all.filter((candidate) => candidate.slug !== post.slug);
  const newestFirst = (a: T, b: T) => time(b.publishDate) - time(a.publishDate);
  const sameCategory = others.filter((candidate) => candidate.category === post.category).sort(newestFirst);
  const rest = others.filter((candidate) => candidate.category !== post.category).sort(newestFirst);
  return [...sameCategory, ...rest].slice(0, limit);
}
