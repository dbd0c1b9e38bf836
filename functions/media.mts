import type { Config } from '@netlify/functions';
import { z } from 'zod';
import { MEDIA_TOO_LARGE_MESSAGE } from '../src/lib/media.ts';
import { HttpError, json, readJson, route } from '../src/server/http.ts';
import { queryParams } from '../src/server/query.ts';
import { requireStaff } from '../src/server/auth/guard.ts';
import { recordAudit } from '../src/server/audit.ts';
import { getDb } from '../src/server/db.ts';
import {
  MEDIA_KEY_PATTERN,
  MEDIA_MAX_BYTES,
  cleanFileName,
  deleteImage,
  detectImageType,
  listImages,
  saveImage,
} from '../src/server/media/images.ts';

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
    const bytes = new Uint8Array(Buffer.from(data, 'base64'));
    if (bytes.byteLength > MEDIA_MAX_BYTES) throw new HttpError(413, MEDIA_TOO_LARGE_MESSAGE);
    const type = detectImageType(bytes);
    if (!type) throw new HttpError(415, 'Only PNG, JPEG, WebP, AVIF and GIF images can be uploaded');
    // The image lives in Blobs, the audit row in Postgres: a failed upload leaves no row (it throws
    // before the insert), and an audit row that cannot be written takes the stored image back out.
    const item = await getDb().transaction(async (tx) => {
      const saved = await saveImage(bytes, type, cleanFileName(name), staff.displayName);
      try {
        await recordAudit(tx, staff, {
          action: 'media.uploaded',
          entityType: 'media',
          entityId: saved.key,
          summary: `Uploaded "${saved.name}" (${type.contentType}, ${bytes.byteLength} bytes)`,
        });
      } catch (error) {
        await deleteImage(saved.key).catch(() => undefined);
        throw error;
      }
      return saved;
    });
    return json(item, { status: 201 });
  },
  async DELETE(request) {
    const { staff } = await requireStaff(request, 'media');
    const key = queryParams(request).get('key') ?? '';
    if (!MEDIA_KEY_PATTERN.test(key)) throw new HttpError(404, 'Image not found');
    await getDb().transaction(async (tx) => {
      await recordAudit(tx, staff, {
        action: 'media.deleted',
        entityType: 'media',
        entityId: key,
        summary: `Deleted image ${key}`,
      });
      if (!(await deleteImage(key))) throw new HttpError(404, 'Image not found');
    });
    return json({ deleted: true, key });
  },
});

export const config: Config = { path: '/api/media' };
