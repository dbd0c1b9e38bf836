// The media library's contract: upload rules shared by the media manager (checked before sending)
// and the media function, and the item shape the API answers with.

/**
 * 4 MB, not 5: a function's request is capped at 6 MB by the platform (AWS Lambda's payload limit)
 * and the file travels base64-encoded (4/3 larger), so about 4.4 MB is the most that can arrive.
 * See docs/decisions/0006-media-upload-size.md.
 */
export const MEDIA_MAX_BYTES = 4 * 1024 * 1024;
export const MEDIA_TOO_LARGE_MESSAGE = 'Images must be 4 MB or smaller';
export const MEDIA_ACCEPT = 'image/png,image/jpeg,image/webp,image/avif,image/gif';

/** One image in the library, as GET /api/media lists it and POST /api/media answers. */
export interface MediaItem {
  key: string;
  url: string;
  contentType: string;
  size: number;
  name: string;
  uploadedAt: string;
  uploadedBy: string;
}
