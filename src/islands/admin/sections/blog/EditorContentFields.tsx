// The editor's main column: title, slug, excerpt, the Markdown body with its formatting toolbar,
// and the SEO fields (filled from the title and excerpt when left empty).
import { useRef } from 'react';
import {
  applyToolbar,
  autoMetaDescription,
  autoMetaTitle,
  type EditorForm,
  type ToolbarAction,
} from '../../../../lib/blog/editor-form.ts';
import { EXCERPT_LIMIT, META_DESCRIPTION_LIMIT, META_TITLE_LIMIT } from '../../../../lib/blog/limits.ts';
import { slugify } from '../../../../lib/blog/slug.ts';
import { Counter, Section, type SetField } from './editor-parts.tsx';

const TOOLBAR: { action: ToolbarAction; label: string; text: string }[] = [
  { action: 'bold', label: 'Bold', text: 'B' },
  { action: 'italic', label: 'Italic', text: 'I' },
  { action: 'heading', label: 'Heading', text: 'H2' },
  { action: 'list', label: 'List', text: '• List' },
  { action: 'link', label: 'Link', text: 'Link' },
];

export function EditorContentFields({
  form,
  set,
  setForm,
  creating,
}: {
  form: EditorForm;
  set: SetField;
  setForm: (update: (current: EditorForm) => EditorForm) => void;
  /** A new post's slug follows its title. */
  creating: boolean;
}) {
  const contentRef = useRef<HTMLTextAreaElement>(null);

  const onTitle = (title: string) =>
    setForm((current) => ({ ...current, title, ...(creating ? { slug: slugify(title) } : {}) }));
  const fillMetaTitle = () =>
    setForm((current) =>
      !current.metaTitle.trim() && current.title.trim()
        ? { ...current, metaTitle: autoMetaTitle(current.title) }
        : current,
    );
  const fillMetaDescription = () =>
    setForm((current) =>
      !current.metaDescription.trim() && current.excerpt.trim()
        ? { ...current, metaDescription: autoMetaDescription(current.excerpt) }
        : current,
    );

  const toolbar = (action: ToolbarAction) => {
    const area = contentRef.current;
    if (!area) return;
    const result = applyToolbar(form.content, area.selectionStart, area.selectionEnd, action);
    set('content', result.text);
    requestAnimationFrame(() => {
      area.focus();
      area.setSelectionRange(result.start, result.end);
    });
  };

  return (
    <>
      <Section id="sec-content" title="Post Content">
        <div className="admin-field">
          <label htmlFor="f-title">
            Title <span aria-hidden="true">*</span>
          </label>
          <input
            id="f-title"
            required
            dir="auto"
            lang={form.language}
            value={form.title}
            onChange={(e) => onTitle(e.target.value)}
            onBlur={fillMetaTitle}
            maxLength={255}
          />
        </div>
        <div className="admin-field">
          <label htmlFor="f-slug">
            URL slug <span aria-hidden="true">*</span>
          </label>
          <div className="input-prefix">
            <span aria-hidden="true">{form.language === 'en' ? '/blog/' : `/${form.language}/blog/`}</span>
            <input
              id="f-slug"
              required
              dir="ltr"
              value={form.slug}
              onChange={(e) => set('slug', e.target.value)}
              aria-describedby="f-slug-hint"
            />
          </div>
          <span id="f-slug-hint" className="hint">
            {creating && form.title.trim() && !slugify(form.title)
              ? 'The title has no Latin letters to make a slug from: type one in lowercase Latin letters, digits and hyphens.'
              : creating
                ? 'Follows the title; you can change it.'
                : 'Changing the slug changes the post’s address.'}
          </span>
        </div>
        <div className="admin-field">
          <span className="field-label-row">
            <label htmlFor="f-excerpt">
              Excerpt <span aria-hidden="true">*</span>
            </label>
            <Counter id="f-excerpt-count" value={form.excerpt} limit={EXCERPT_LIMIT} />
          </span>
          <textarea
            id="f-excerpt"
            rows={3}
            required
            dir="auto"
            lang={form.language}
            value={form.excerpt}
            onChange={(e) => set('excerpt', e.target.value)}
            onBlur={fillMetaDescription}
            aria-describedby="f-excerpt-count"
          />
        </div>
        <div className="admin-field">
          <label htmlFor="f-content">
            Content <span aria-hidden="true">*</span>
          </label>
          <div className="editor-toolbar" role="toolbar" aria-label="Formatting" aria-controls="f-content">
            {TOOLBAR.map((item) => (
              <button
                key={item.action}
                type="button"
                className="btn btn-ghost btn-sm"
                onClick={() => toolbar(item.action)}
                aria-label={item.label}
                title={item.label}
              >
                {item.text}
              </button>
            ))}
          </div>
          <textarea
            id="f-content"
            ref={contentRef}
            rows={20}
            required
            dir="auto"
            lang={form.language}
            value={form.content}
            onChange={(e) => set('content', e.target.value)}
            className="editor-content"
            aria-describedby="f-content-hint"
          />
          <span id="f-content-hint" className="hint">
            Markdown: **bold**, *italic*, ## heading, - list, [text](url).
          </span>
        </div>
      </Section>

      <Section id="sec-seo" title="SEO & Social Media">
        <div className="admin-field">
          <span className="field-label-row">
            <label htmlFor="f-meta-title">Meta title</label>
            <Counter id="f-meta-title-count" value={form.metaTitle} limit={META_TITLE_LIMIT} />
          </span>
          <input
            id="f-meta-title"
            dir="auto"
            lang={form.language}
            value={form.metaTitle}
            onChange={(e) => set('metaTitle', e.target.value)}
            aria-describedby="f-meta-title-count"
          />
        </div>
        <div className="admin-field">
          <span className="field-label-row">
            <label htmlFor="f-meta-description">Meta description</label>
            <Counter id="f-meta-description-count" value={form.metaDescription} limit={META_DESCRIPTION_LIMIT} />
          </span>
          <textarea
            id="f-meta-description"
            rows={3}
            dir="auto"
            lang={form.language}
            value={form.metaDescription}
            onChange={(e) => set('metaDescription', e.target.value)}
            aria-describedby="f-meta-description-count"
          />
        </div>
        <div className="switch-field">
          <input
            id="f-indexing"
            type="checkbox"
            role="switch"
            checked={form.allowIndexing}
            onChange={(e) => set('allowIndexing', e.target.checked)}
          />
          <label htmlFor="f-indexing">Allow search engines to index this post</label>
        </div>
      </Section>
    </>
  );
}
