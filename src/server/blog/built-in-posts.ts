// The built-in posts (src/content/blog/*.md) as API payloads, for 'Import Existing Posts'.
// (Admin branch version; the blog branch owns the full loader.)
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { BlogPostPayloadSchema, type BlogPostPayload } from '../../lib/schemas/blog-post.ts';

const BLOG_DIR = join(process.cwd(), 'src', 'content', 'blog');

function parseValue(raw: string): unknown {
  const value = raw.trim();
  if (value.startsWith('"') || value.startsWith('[')) return JSON.parse(value);
  if (value === 'true' || value === 'false') return value === 'true';
  return value;
}

function parseMarkdown(file: string, text: string): { data: Record<string, unknown>; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(text);
  if (!match) throw new Error(`${file}: no frontmatter`);
  const data: Record<string, unknown> = {};
  for (const line of match[1]!.split(/\r?\n/)) {
    if (!line.trim()) continue;
    const index = line.indexOf(':');
    if (index < 0) throw new Error(`${file}: cannot read frontmatter line "${line}"`);
    data[line.slice(0, index).trim()] = parseValue(line.slice(index + 1));
  }
  return { data, body: match[2]!.trim() };
}

export async function loadBuiltInPosts(): Promise<Array<BlogPostPayload & { featured: boolean }>> {
  const files = (await readdir(BLOG_DIR)).filter((name) => name.endsWith('.md')).sort();
  const posts: Array<BlogPostPayload & { featured: boolean }> = [];
  for (const file of files) {
    const { data, body } = parseMarkdown(file, await readFile(join(BLOG_DIR, file), 'utf8'));
    const slug = String(data.slug);
    const payload = BlogPostPayloadSchema.parse({
      title: data.title,
      slug,
      content: body,
      excerpt: data.excerpt,
      coverImage: `/blog/covers/${slug}.webp`,
      coverImageAlt: data.coverImageAlt ?? null,
      author: data.author,
      authorBio: data.authorBio ?? null,
      category: data.category,
      tags: data.tags ?? [],
      status: 'published',
      publishDate: data.publishDate,
      metaTitle: data.metaTitle ?? null,
      metaDescription: data.metaDescription ?? null,
      allowIndexing: true,
    });
    posts.push({ ...payload, featured: data.featured === true });
  }
  return posts;
}
