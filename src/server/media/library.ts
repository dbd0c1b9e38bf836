// The staff writes of the media library: the image lives in Blobs, the audit row in Postgres. A
// failed upload leaves no row (it throws before the insert), and an audit row that cannot be
// written takes the stored image back out; a delete is recorded only if the image was there.
import type { Database } from '../../../db/client.ts';
import { MEDIA_TOO_LARGE_MESSAGE } from '../../lib/media.ts';
import { recordAudit, type AuditActor } from '../audit.ts';
import { HttpError } from '../http.ts';
import {
  cleanFileName,
  deleteImage,
  detectImageType,
  MEDIA_KEY_PATTERN,
  MEDIA_MAX_BYTES,
  saveImage,
} from './images.ts';

export const IMAGE_NOT_FOUND = 'Image not found';

export async function uploadImage(
  db: Database,
  staff: AuditActor & { displayName: string },
  bytes: Uint8Array,
  name: string,
) {
  if (bytes.byteLength > MEDIA_MAX_BYTES) throw new HttpError(413, MEDIA_TOO_LARGE_MESSAGE);
  const type = detectImageType(bytes);
  if (!type) throw new HttpError(415, 'Only PNG, JPEG, WebP, AVIF and GIF images can be uploaded');
  return db.transaction(async (tx) => {
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
}

export async function deleteImageAs(db: Database, staff: AuditActor, key: string): Promise<void> {
  if (!MEDIA_KEY_PATTERN.test(key)) throw new HttpError(404, IMAGE_NOT_FOUND);
  await db.transaction(async (tx) => {
    await recordAudit(tx, staff, {
      action: 'media.deleted',
      entityType: 'media',
      entityId: key,
      summary: `Deleted image ${key}`,
    });
    if (!(await deleteImage(key))) throw new HttpError(404, IMAGE_NOT_FOUND);
  });
}
