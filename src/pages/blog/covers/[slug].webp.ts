// Stable public URLs of the built-in covers (/blog/covers/{slug}.webp): social cards, RSS and posts
// imported into the database point here. Pages themselves use Astro's image pipeline.
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { APIRoute, GetStaticPaths } from 'astro';
import sharp from 'sharp';
import { builtInCoverSlug } from '../../../lib/blog/covers.ts';
import { loadBuiltInPosts } from '../../../server/blog/built-in-posts.ts';

// One per picture: a translation shows its original's (decision 0049).
export const getStaticPaths = (async () => {
  const names = new Set(
    (await loadBuiltInPosts()).map((post) => builtInCoverSlug(post.coverImage)).filter((name) => name !== null),
  );
  return [...names].map((slug) => ({ params: { slug } }));
}) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ params }) => {
  const source = await readFile(resolve(process.cwd(), 'src/assets/blog', `${params.slug}.png`));
  const webp = await sharp(source).resize({ width: 1200, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer();
  return new Response(new Uint8Array(webp), { headers: { 'Content-Type': 'image/webp' } });
};
