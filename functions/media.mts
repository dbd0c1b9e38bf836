import type { Config } from '@netlify/functions';
import { z } from 'zod';
import { json, readJson, route } from '../src/server/http.ts';
import { queryParams } from '../src/server/query.ts';
import { requireStaff } from '../src/server/auth/guard.ts';
import { getDb } from '../src/server/db.ts';
import { listImages, MEDIA_MAX_BYTES } from '../src/server/media/images.ts';
import { deleteImageAs, uploadImage } from '../src/server/media/library.ts';

/** The upload is JSON like every staff write: the file's bytes as base64 plus its name. (Raw
 *  binary bodies do not survive the local Netlify emulation, which reads bodies as text.) */
const UploadSchema = z.strictObject({
  name: z.string().max(200).default('image'),
  data: z
    .string()
    .min(1, 'The image file is empty')
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'The image data must be base64'),
});
const MAX_JSON_BYTES = Math.ceil((MEDIA_MAX_BYTES * 4) / 3) + 4096;

// GET: list the media library. POST: upload one image. DELETE ?key=: remove one.
export default route({
  async GET(request) {
    await requireStaff(request, 'media');
    return json(await listImages());
  },
  async POST(request) {
    const { staff } = await requireStaff(request, 'media');
    const { name, data } = await readJson(request, UploadSchema, MAX_JSON_BYTES);
    const item = await uploadImage(getDb(), staff, new Uint8Array(Buffer.from(data, 'base64')), name);
    return json(item, { status: 201 });
  },
  async DELETE(request) {
    const { staff } = await requireStaff(request, 'media');
    const key = queryParams(request).get('key') ?? '';
    await deleteImageAs(getDb(), staff, key);
    return json({ deleted: true, key });
  },
});

export const config: Config = { path: '/api/media' };
