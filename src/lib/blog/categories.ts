// Blog categories: the editor offers all of them; the public list has tabs for a subset (product §2, §3).
export const BLOG_CATEGORIES = [
  'App Features',
  'Islamic Growth',
  'Spiritual Growth',
  'User Stories',
  'Community',
  'Good Deeds',
  'Prayer & Worship',
] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

export const BLOG_LIST_TABS = [
  'All',
  'App Features',
  'Islamic Growth',
  'User Stories',
  'Spiritual Growth',
  'Community',
] as const;

export const BUILT_IN_BLOG_CATEGORIES = ['App Features', 'Spiritual Growth', 'Islamic Growth'] as const;
