// A published blog post written straight into the e2e database, for the blog stories that need a
// post the built-in set lacks; each test names what differs (slug, language, status…).
import { query } from './state.ts';

export async function insertPost(values: Record<string, unknown>): Promise<number> {
  const post = {
    title: 'A post',
    excerpt: 'An excerpt.',
    category: 'Community',
    author: 'Yusuf Karim',
    author_bio: 'Yusuf writes about community life.',
    status: 'published',
    date: 'June 1, 2026',
    read_time: '1 min read',
    content: 'Body.',
    publish_date: new Date(Date.now() - 60_000),
    allow_indexing: true,
    ...values,
  };
  const columns = Object.keys(post);
  const [row] = await query<{ id: number }>(
    `INSERT INTO blog_posts (${columns.join(', ')}) VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id`,
    Object.values(post),
  );
  return row!.id;
}
