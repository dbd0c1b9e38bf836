import type { Config } from '@netlify/functions';
import { HttpError, route } from '../src/server/http.ts';
import { MEDIA_KEY_PATTERN, readImage } from '../src/server/media/images.ts';

// GET /media/{key}: an uploaded image. Keys are random and never reused, so the file is cached
// for a year as immutable.
export default route({
  async GET(_request, context) {
    const key = context.params.key ?? '';
    if (!MEDIA_KEY_PATTERN.test(key)) throw new HttpError(404, 'Image not found');
    const image = await readImage(key);
    if (!image) throw new HttpError(404, 'Image not found');
    return new Response(image.data, {
      headers: {
        'Content-Type': image.contentType,
        'Cache-Control': 'public, max-age=31536000, immutable',
        'X-Content-Type-Options': 'nosniff',
        'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
        'Cross-Origin-Resource-Policy': 'same-origin',
      },
    });
  },
});

export const config: Config = { path: '/media/:key' };
