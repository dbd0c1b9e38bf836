// The built-in posts read straight from disk, so the same code works in the build, in Netlify
// Functions (netlify.toml includes src/content/blog/**) and in tests: the eleven English posts
// (src/content/blog/*.md) and the team's translations of some of them (src/content/blog/{locale}/,
// decision 0049), each naming its original by slug. Used by the back-office import and by the
// public pages when the database has no posts.
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import { builtInFrontmatterSchema } from '../../lib/blog/built-in-frontmatter.ts';
import { builtInCoverUrl } from '../../lib/blog/covers.ts';
import { BlogPostPayloadSchema, type BlogPostPayload } from '../../lib/schemas/blog-post.ts';

export type BuiltInPost = BlogPostPayload & {
  featured: boolean;
  /** The slug of the original a translation translates; null for an original. */
  translationOfSlug: string | null;
};

const FrontmatterSchema = builtInFrontmatterSchema(z.string());

/** Where the Markdown lives: the working directory (build, functions, tests), else next to this file's source. */
export function builtInPostsDirectory(): string {
  const candidates = [resolve(process.cwd(), 'src/content/blog')];
  try {
    candidates.push(fileURLToPath(new URL('../../content/blog', import.meta.url)));
  } catch {
    /* not a file: URL (bundled) */
  }
  const found = candidates.find((dir) => existsSync(dir));
  if (!found) throw new Error(`Built-in blog posts not found (looked in ${candidates.join(', ')})`);
  return found;
}

const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/;

export function parseBuiltInPost(source: string, file = 'post'): BuiltInPost {
  const match = FRONTMATTER.exec(source);
  if (!match) throw new Error(`${file}: missing frontmatter`);
  const data = FrontmatterSchema.parse(parseYaml(match[1]!));
  const payload = BlogPostPayloadSchema.parse({
    title: data.title,
    slug: data.slug,
    content: match[2]!.trim(),
    excerpt: data.excerpt,
    // A translation shows its original's picture: the cover is named by the file it points at.
    coverImage: builtInCoverUrl(coverName(data.coverImage, file)),
    coverImageAlt: data.coverImageAlt,
    author: data.author,
    authorBio: data.authorBio,
    category: data.category,
    tags: data.tags,
    status: 'published',
    publishDate: data.publishDate,
    metaTitle: data.metaTitle ?? null,
    metaDescription: data.metaDescription ?? null,
    allowIndexing: true,
    language: data.language,
    translationOf: null,
    translationReviewed: data.reviewedByNativeSpeaker ?? false,
  });
  if (data.translationOf && data.reviewedByNativeSpeaker === undefined) {
    throw new Error(`${file}: a translation says whether a native speaker has reviewed it (reviewedByNativeSpeaker)`);
  }
  return { ...payload, featured: data.featured, translationOfSlug: data.translationOf ?? null };
}

/** `small-consistent-deeds` of `../../assets/blog/small-consistent-deeds.png`. */
function coverName(path: string, file: string): string {
  const match = /([a-z0-9]+(?:-[a-z0-9]+)*)\.png$/.exec(path);
  if (!match) throw new Error(`${file}: coverImage must name a PNG in src/assets/blog/`);
  return match[1]!;
}

let cache: Promise<BuiltInPost[]> | undefined;

/** The built-in posts, every language, newest first (an original before its translations on a tie). */
export function loadBuiltInPosts(): Promise<BuiltInPost[]> {
  cache ??= (async () => {
    const dir = builtInPostsDirectory();
    const files = (await readdir(dir, { recursive: true })).filter((name) => name.endsWith('.md')).sort();
    const posts = await Promise.all(
      files.map(async (name) => parseBuiltInPost(await readFile(join(dir, name), 'utf8'), name)),
    );
    const slugs = new Set(posts.map((post) => post.slug));
    for (const post of posts) {
      if (post.translationOfSlug && !slugs.has(post.translationOfSlug))
        throw new Error(`${post.slug}: its original ${post.translationOfSlug} is not a built-in post`);
    }
    return posts.sort(
      (a, b) =>
        (b.publishDate?.getTime() ?? 0) - (a.publishDate?.getTime() ?? 0) ||
        Number(a.translationOfSlug !== null) - Number(b.translationOfSlug !== null),
    );
  })();
  cache.catch(() => (cache = undefined));
  return cache.then((posts) => posts.map((post) => ({ ...post, tags: [...post.tags] })));
}
