import type { Config } from '@netlify/functions';
import { HttpError, json, route } from '../src/server/http.ts';
import { requireStaff } from '../src/server/auth/guard.ts';
import {
  MEDIA_KEY_PATTERN,
  MEDIA_MAX_BYTES,
  cleanFileName,
  deleteImage,
  detectImageType,
  listImages,
  saveImage,
} from '../src/server/media/images.ts';

const TOO_LARGE = 'Images must be 5 MB or smaller';

/** The raw image body (the one staff write that is not JSON: a 5 MB file as base64 JSON would
 *  exceed the function payload limit). A non-simple image/* type still forces a CORS preflight. */
async function readImageBody(request: Request): Promise<Uint8Array> {
  const type = (request.headers.get('content-type') ?? '').trim().toLowerCase();
  if (!type.startsWith('image/')) throw new HttpError(415, 'Upload the image file itself (Content-Type: image/…)');
  if (Number(request.headers.get('content-length') ?? '0') > MEDIA_MAX_BYTES) throw new HttpError(413, TOO_LARGE);
  if (!request.body) throw new HttpError(400, 'The image file is empty');
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MEDIA_MAX_BYTES) {
      await reader.cancel().catch(() => undefined);
      throw new HttpError(413, TOO_LARGE);
    }
    chunks.push(value);
  }
  if (size === 0) throw new HttpError(400, 'The image file is empty');
  return new Uint8Array(Buffer.concat(chunks));
}

// GET: list the media library. POST: upload one image. DELETE ?key=: remove one.
export default route({
  async GET(request) {
    await requireStaff(request, 'media');
    return json(await listImages());
  },
  async POST(request) {
    const { staff } = await requireStaff(request, 'media');
    const bytes = await readImageBody(request);
    const type = detectImageType(bytes);
    if (!type) throw new HttpError(415, 'Only PNG, JPEG, WebP, AVIF and GIF images can be uploaded');
    const item = await saveImage(bytes, type, cleanFileName(request.headers.get('x-file-name')), staff.displayName);
    return json(item, { status: 201 });
  },
  async DELETE(request) {
    await requireStaff(request, 'media');
    const key = new URL(request.url).searchParams.get('key') ?? '';
    if (!MEDIA_KEY_PATTERN.test(key) || !(await deleteImage(key))) throw new HttpError(404, 'Image not found');
    return json({ deleted: true, key });
  },
});

export const config: Config = { path: '/api/media' };
