// Media manager: upload images (PNG, JPEG, WebP, AVIF, GIF; 4 MB), list with previews, copy the
// URL, delete with confirmation.
import mediaCss from './media.css?inline';
import { adoptStyles, RowActions } from '../../kit/index.ts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { MEDIA_ACCEPT, MEDIA_MAX_BYTES, MEDIA_TOO_LARGE_MESSAGE } from '../../../../lib/media.ts';
import { showToast } from '../../../../stores/toast.ts';
import { adminApi, errorMessage, type MediaItem } from '../../admin-api.ts';
import { Spinner } from '../../kit/Spinner.tsx';
import { ADMIN } from '../../../../lib/routes.ts';

adoptStyles('media', mediaCss);

export const IMAGE_ACCEPT = MEDIA_ACCEPT;

/** Uploads one file with the size rule checked first (the server checks type and size again). */
export async function uploadImage(file: File): Promise<MediaItem> {
  if (file.size > MEDIA_MAX_BYTES) throw new Error(MEDIA_TOO_LARGE_MESSAGE);
  return adminApi.uploadMedia(file);
}

const formatSize = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

export default function MediaManager() {
  const [items, setItems] = useState<MediaItem[] | null>(null);
  const [error, setError] = useState(false);
  const [uploading, setUploading] = useState(false);
  const fileRef = useRef<HTMLInputElement>(null);

  const load = useCallback(async () => {
    try {
      setItems(await adminApi.listMedia());
      setError(false);
    } catch (caught) {
      console.error('[admin] loading media failed:', caught);
      setError(true);
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  const onFiles = async (files: FileList | null) => {
    if (!files?.length) return;
    setUploading(true);
    try {
      for (const file of Array.from(files)) {
        const item = await uploadImage(file);
        setItems((current) => [item, ...(current ?? [])]);
        showToast({ title: 'Image uploaded', description: `${item.name} is ready to use.`, variant: 'success' });
      }
    } catch (caught) {
      showToast({
        title: 'Upload failed',
        description: errorMessage(caught, 'Please try again.'),
        variant: 'destructive',
      });
    } finally {
      setUploading(false);
      if (fileRef.current) fileRef.current.value = '';
    }
  };

  const copy = async (item: MediaItem) => {
    const url = new URL(item.url, location.origin).href;
    try {
      await navigator.clipboard.writeText(url);
      showToast({ title: 'URL copied', description: url, variant: 'success' });
    } catch {
      showToast({ title: 'Copy this URL', description: url });
    }
  };

  const remove = async (item: MediaItem) => {
    if (!window.confirm(`Are you sure you want to delete ${item.name}? Posts using it will lose the image.`)) return;
    try {
      await adminApi.deleteMedia(item.key);
      setItems((current) => (current ?? []).filter((i) => i.key !== item.key));
      showToast({ title: 'Image deleted', description: `${item.name} was removed.`, variant: 'success' });
    } catch (caught) {
      showToast({
        title: 'Error deleting image',
        description: errorMessage(caught, 'Please try again.'),
        variant: 'destructive',
      });
    }
  };

  return (
    <section aria-labelledby="media-title">
      <nav className="admin-breadcrumb" aria-label="Breadcrumb">
        <a href={ADMIN.dashboard}>Dashboard</a> / <a href={ADMIN.blog}>Blog</a>
      </nav>
      <div className="admin-toolbar">
        <h1 id="media-title">Media Manager</h1>
        <div className="admin-actions">
          {/* The button is the visible, keyboard way in; the input keeps a label for assistive tech. */}
          <label htmlFor="media-upload" className="visually-hidden">
            Upload images
          </label>
          <input
            ref={fileRef}
            id="media-upload"
            type="file"
            accept={IMAGE_ACCEPT}
            multiple
            className="visually-hidden"
            tabIndex={-1}
            onChange={(e) => void onFiles(e.target.files)}
          />
          <button
            type="button"
            className="btn btn-primary btn-sm"
            onClick={() => fileRef.current?.click()}
            disabled={uploading}
          >
            {uploading ? 'Uploading...' : 'Upload Image'}
          </button>
        </div>
      </div>
      <p className="admin-muted">PNG, JPEG, WebP, AVIF or GIF, at most 4 MB each.</p>
      {items === null && !error && <Spinner label="Loading your media..." />}
      {error && (
        <div className="admin-panel card" role="alert">
          <h2>Error Loading Media</h2>
          <p>Unable to fetch the media library.</p>
          <button type="button" className="btn btn-outline btn-sm" onClick={() => void load()}>
            Try again
          </button>
        </div>
      )}
      {items && items.length === 0 && <p className="admin-empty">No images yet. Upload the first one.</p>}
      {items && items.length > 0 && (
        <ul className="media-grid">
          {items.map((item) => (
            <li key={item.key} className="card media-card">
              <img src={item.url} alt="" loading="lazy" width={240} height={160} />
              <div className="media-meta">
                <span className="media-name">{item.name}</span>
                <span className="admin-muted">
                  {formatSize(item.size)} · {item.contentType.replace('image/', '').toUpperCase()}
                </span>
                <code className="media-url">{item.url}</code>
              </div>
              <RowActions
                name={item.name}
                actions={[
                  { label: 'Copy URL', ariaLabel: `Copy URL of ${item.name}`, onClick: () => void copy(item) },
                  { label: 'Delete', onClick: () => void remove(item), danger: true },
                ]}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
