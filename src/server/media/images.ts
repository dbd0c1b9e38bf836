// Uploaded images: the type comes from the file's own bytes (never the name or the header), at
// most MEDIA_MAX_BYTES (4 MB), stored in the Netlify Blobs store 'media' under a random immutable key.
import { randomBytes } from 'node:crypto';
import { getStore } from '@netlify/blobs';
import type { MediaItem } from '../../lib/media.ts';
import { API } from '../../lib/routes.ts';

export { MEDIA_MAX_BYTES } from '../../lib/media.ts';
export const MEDIA_STORE = 'media';
export const MEDIA_KEY_PATTERN = /^[a-f0-9]{32}\.(?:png|jpg|webp|avif|gif)$/;

export interface ImageType {
  contentType: string;
  extension: 'png' | 'jpg' | 'webp' | 'avif' | 'gif';
}

const ascii = (bytes: Uint8Array, start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end));

/** PNG, JPEG, WebP, AVIF or GIF from the magic bytes; null for anything else. */
export function detectImageType(bytes: Uint8Array): ImageType | null {
  if (
    bytes.length >= 8 &&
    bytes[0] === 0x89 &&
    ascii(bytes, 1, 4) === 'PNG' &&
    bytes[4] === 0x0d &&
    bytes[5] === 0x0a &&
    bytes[6] === 0x1a &&
    bytes[7] === 0x0a
  ) {
    return { contentType: 'image/png', extension: 'png' };
  }
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return { contentType: 'image/jpeg', extension: 'jpg' };
  if (bytes.length >= 6 && (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a'))
    return { contentType: 'image/gif', extension: 'gif' };
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP')
    return { contentType: 'image/webp', extension: 'webp' };
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === 'ftyp' && ['avif', 'avis'].includes(ascii(bytes, 8, 12))) {
    return { contentType: 'image/avif', extension: 'avif' };
  }
  return null;
}

export type { MediaItem };

type Metadata = Omit<MediaItem, 'key' | 'url'>;

export const mediaStore = () => getStore({ name: MEDIA_STORE, consistency: 'strong' });
export const mediaUrl = (key: string) => API.mediaFile.path(key);

/** A display name from the browser's file name: letters, digits, dots, dashes; 100 chars. */
export function cleanFileName(name: string): string {
  return (
    name
      .replace(/[^\w.\- ]+/g, '')
      .trim()
      .slice(0, 100) || 'image'
  );
}

export async function saveImage(
  bytes: Uint8Array,
  type: ImageType,
  name: string,
  uploadedBy: string,
): Promise<MediaItem> {
  const key = `${randomBytes(16).toString('hex')}.${type.extension}`;
  const metadata: Metadata = {
    contentType: type.contentType,
    size: bytes.byteLength,
    name,
    uploadedAt: new Date().toISOString(),
    uploadedBy,
  };
  const copy = new Uint8Array(bytes.byteLength);
  copy.set(bytes);
  await mediaStore().set(key, copy.buffer, { metadata: { ...metadata } });
  return { key, url: mediaUrl(key), ...metadata };
}

export async function listImages(): Promise<MediaItem[]> {
  const store = mediaStore();
  const { blobs } = await store.list();
  const items = await Promise.all(
    blobs.map(async ({ key }) => {
      const found = await store.getMetadata(key);
      if (!found) return null;
      const meta = found.metadata as Partial<Metadata>;
      return {
        key,
        url: mediaUrl(key),
        contentType: String(meta.contentType ?? ''),
        size: Number(meta.size ?? 0),
        name: String(meta.name ?? key),
        uploadedAt: String(meta.uploadedAt ?? ''),
        uploadedBy: String(meta.uploadedBy ?? ''),
      } satisfies MediaItem;
    }),
  );
  return items
    .filter((item): item is MediaItem => item !== null)
    .sort((a, b) => b.uploadedAt.localeCompare(a.uploadedAt));
}

export async function readImage(key: string): Promise<{ data: ArrayBuffer; contentType: string } | null> {
  const found = await mediaStore().getWithMetadata(key, { type: 'arrayBuffer' });
  if (!found) return null;
  return {
    data: found.data,
    contentType: String((found.metadata as Partial<Metadata>).contentType ?? 'application/octet-stream'),
  };
}

export async function deleteImage(key: string): Promise<boolean> {
  const store = mediaStore();
  if (!(await store.getMetadata(key))) return false;
  await store.delete(key);
  return true;
}
