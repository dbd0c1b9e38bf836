// A blog post as the editor sends it (every field of the payload schema), for the tests and benches
// that create posts through the API. One copy: callers override what their story needs.
export function postPayload(overrides: Record<string, unknown> = {}) {
  return {
    title: 'A draft about gratitude',
    slug: 'a-draft-about-gratitude',
    content: 'A short practice of thanks.',
    excerpt: 'Start the day with three things you are thankful for.',
    coverImage: null,
    coverImageAlt: null,
    author: 'Thawab Team',
    authorBio: null,
    category: 'Community',
    tags: [],
    status: 'draft',
    publishDate: null,
    metaTitle: null,
    metaDescription: null,
    ogTitle: null,
    ogDescription: null,
    ogImage: null,
    allowIndexing: true,
    ...overrides,
  };
}
