// The editor's side column: publishing (status, schedule), category and tags, featured, author,
// and the featured image (a site path, or an upload through the media library).
import { useRef, useState, type KeyboardEvent } from 'react';
import { BLOG_CATEGORIES } from '../../../../lib/blog/categories.ts';
import { addTag, type EditorForm } from '../../../../lib/blog/editor-form.ts';
import {
  SITE_IMAGE_HINT,
  SITE_IMAGE_MESSAGE,
  SITE_IMAGE_PLACEHOLDER,
  isSitePath,
} from '../../../../lib/blog/image-url.ts';
import type { BlogPostStatus } from '../../../../lib/schemas/blog-post.ts';
import { showToast } from '../../../../stores/toast.ts';
import { errorMessage } from '../../admin-api.ts';
import { Section, type SetField } from './editor-parts.tsx';
import { IMAGE_ACCEPT, uploadImage } from './MediaManager.tsx';

export function EditorSidebar({ form, set }: { form: EditorForm; set: SetField }) {
  const [tagInput, setTagInput] = useState('');
  const [uploading, setUploading] = useState(false);
  const fileRef = useRef<HTMLInputElement>(null);
  const scheduling = form.status === 'scheduled';
  const coverRefused = form.coverImage.trim() !== '' && !isSitePath(form.coverImage.trim());

  const onTagKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    set('tags', addTag(form.tags, tagInput));
    setTagInput('');
  };

  const onUpload = async (files: FileList | null) => {
    const file = files?.[0];
    if (!file) return;
    setUploading(true);
    try {
      const item = await uploadImage(file);
      set('coverImage', item.url);
      showToast({ title: 'Image uploaded', description: 'The featured image URL is filled in.', variant: 'success' });
    } catch (error) {
      showToast({
        title: 'Upload failed',
        description: errorMessage(error, 'Please try again.'),
        variant: 'destructive',
      });
    } finally {
      setUploading(false);
      if (fileRef.current) fileRef.current.value = '';
    }
  };

  return (
    <>
      <Section id="sec-publishing" title="Publishing">
        <div className="admin-field">
          <label htmlFor="f-status">Status</label>
          <select
            id="f-status"
            value={form.status}
            onChange={(e) => set('status', e.target.value as BlogPostStatus)}
            aria-describedby="f-status-hint"
          >
            <option value="draft">Draft</option>
            <option value="published">Published</option>
            <option value="scheduled">Scheduled</option>
          </select>
          <span id="f-status-hint" className="hint">
            {scheduling
              ? 'The Schedule button publishes the post at the date and time below.'
              : 'Save Draft keeps it private; Publish puts it live now.'}
          </span>
        </div>
        {scheduling && (
          <div className="field-pair">
            <div className="admin-field">
              <label htmlFor="f-date">Publish date</label>
              <input
                id="f-date"
                type="date"
                value={form.publishDate}
                onChange={(e) => set('publishDate', e.target.value)}
              />
            </div>
            <div className="admin-field">
              <label htmlFor="f-time">Publish time</label>
              <input
                id="f-time"
                type="time"
                value={form.publishTime}
                onChange={(e) => set('publishTime', e.target.value)}
              />
            </div>
          </div>
        )}
      </Section>

      <Section id="sec-organization" title="Organization">
        <div className="admin-field">
          <label htmlFor="f-category">
            Category <span aria-hidden="true">*</span>
          </label>
          <select id="f-category" required value={form.category} onChange={(e) => set('category', e.target.value)}>
            <option value="">Select a category</option>
            {BLOG_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </select>
        </div>
        <div className="admin-field">
          <label htmlFor="f-tag">Tags</label>
          <input
            id="f-tag"
            dir="auto"
            value={tagInput}
            onChange={(e) => setTagInput(e.target.value)}
            onKeyDown={onTagKey}
            aria-describedby="f-tag-hint"
          />
          <span id="f-tag-hint" className="hint">
            Press Enter to add a tag; select a tag to remove it.
          </span>
          {form.tags.length > 0 && (
            <ul className="tag-list" aria-label="Added tags">
              {form.tags.map((tag) => (
                <li key={tag}>
                  <button
                    type="button"
                    className="tag"
                    onClick={() =>
                      set(
                        'tags',
                        form.tags.filter((t) => t !== tag),
                      )
                    }
                    aria-label={`Remove tag ${tag}`}
                  >
                    {tag} <span aria-hidden="true">×</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      </Section>

      <Section id="sec-featured" title="Featured">
        <div className="switch-field">
          <input
            id="f-featured"
            type="checkbox"
            checked={form.featured}
            onChange={(e) => set('featured', e.target.checked)}
            aria-describedby="f-featured-hint"
          />
          <label htmlFor="f-featured">Mark as featured</label>
        </div>
        <span id="f-featured-hint" className="hint">
          The blog list shows the newest published featured post in its Featured Article block.
        </span>
      </Section>

      <Section id="sec-author" title="Author">
        <div className="admin-field">
          <label htmlFor="f-author">Name</label>
          <input id="f-author" dir="auto" value={form.author} onChange={(e) => set('author', e.target.value)} />
        </div>
        <div className="admin-field">
          <label htmlFor="f-author-bio">Bio</label>
          <textarea
            id="f-author-bio"
            rows={3}
            dir="auto"
            lang={form.language}
            value={form.authorBio}
            onChange={(e) => set('authorBio', e.target.value)}
          />
        </div>
      </Section>

      <Section id="sec-image" title="Featured Image">
        <div className="admin-field">
          <label htmlFor="f-cover">Image URL</label>
          <input
            id="f-cover"
            value={form.coverImage}
            onChange={(e) => set('coverImage', e.target.value)}
            placeholder={SITE_IMAGE_PLACEHOLDER}
            aria-describedby="f-cover-hint"
            aria-invalid={coverRefused ? true : undefined}
          />
          <span id="f-cover-hint" className="hint">
            {coverRefused ? `${SITE_IMAGE_MESSAGE}. ` : ''}
            {SITE_IMAGE_HINT}
          </span>
        </div>
        <div className="admin-field">
          <label htmlFor="f-cover-alt">Alt text</label>
          <input
            id="f-cover-alt"
            dir="auto"
            lang={form.language}
            value={form.coverImageAlt}
            onChange={(e) => set('coverImageAlt', e.target.value)}
            aria-describedby="f-cover-alt-hint"
          />
          <span id="f-cover-alt-hint" className="hint">
            Required for SEO
          </span>
        </div>
        {form.coverImage.trim() && !coverRefused && (
          <img className="cover-preview" src={form.coverImage} alt={form.coverImageAlt || 'Featured image preview'} />
        )}
        <input
          ref={fileRef}
          id="f-cover-file"
          type="file"
          accept={IMAGE_ACCEPT}
          className="visually-hidden"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(e) => void onUpload(e.target.files)}
        />
        <button
          type="button"
          className="btn btn-outline btn-sm"
          onClick={() => fileRef.current?.click()}
          disabled={uploading}
        >
          {uploading ? 'Uploading...' : 'Upload Image'}
        </button>
      </Section>
    </>
  );
}
