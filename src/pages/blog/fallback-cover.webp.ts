// The cover shown (and shared) for posts without one.
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { APIRoute } from 'astro';
import sharp from 'sharp';

export const GET: APIRoute = async () => {
  const svg = await readFile(resolve(process.cwd(), 'src/assets/blog/fallback-cover.svg'));
  const webp = await sharp(svg).resize({ width: 1200, height: 630 }).webp({ quality: 85 }).toBuffer();
  return new Response(new Uint8Array(webp), { headers: { 'Content-Type': 'image/webp' } });
};
