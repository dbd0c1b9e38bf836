// The editor's "Language & translations" section (decision 0049): the post's language, the
// original it translates ("Translation of": find an original and link it, or unlink), whether a
// native speaker has reviewed the translation, and the other posts of its group. A link is part of
// the form: it is saved (versioned, audited) with the rest of the post.
import { useState, type KeyboardEvent } from 'react';
import type { EditorForm } from '../../../../lib/blog/editor-form.ts';
import { LOCALES, staffLanguageName } from '../../../../lib/i18n/locales.ts';
import type { BlogPostSummary, TranslationLink } from '../../../../lib/schemas/blog-post.ts';
import { ADMIN } from '../../../../lib/routes.ts';
import { adminApi, errorMessage } from '../../admin-api.ts';
import { Section, type SetField } from './editor-parts.tsx';

const languageName = staffLanguageName;

export function EditorLanguage({
  form,
  set,
  postId,
  group,
}: {
  form: EditorForm;
  set: SetField;
  /** The saved post's id (null while creating). */
  postId: number | null;
  /** The other posts of its group as loaded (original first). */
  group: TranslationLink[];
}) {
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<BlogPostSummary[] | null>(null);
  const [searching, setSearching] = useState(false);
  const [searchError, setSearchError] = useState<string | null>(null);
  /** What was picked in this session (the loaded group names the saved original). */
  const [picked, setPicked] = useState<TranslationLink | null>(null);

  const original =
    form.translationOf === null
      ? null
      : (group.find((post) => post.id === form.translationOf) ?? (picked?.id === form.translationOf ? picked : null));
  const ownTranslations = postId === null ? [] : group.filter((post) => post.translationOf === postId);

  const search = async () => {
    setSearching(true);
    setSearchError(null);
    try {
      const page = await adminApi.searchPosts({ q: query.trim() || undefined, originals: true, pageSize: 10 });
      setResults(page.posts.filter((post) => post.id !== postId && post.language !== form.language));
    } catch (error) {
      setSearchError(errorMessage(error, 'The search failed. Please try again.'));
    } finally {
      setSearching(false);
    }
  };

  const onSearchKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void search();
  };

  const link = (post: BlogPostSummary) => {
    setPicked({
      id: post.id,
      slug: post.slug,
      title: post.title,
      language: post.language,
      status: post.status,
      translationOf: post.translationOf,
    });
    set('translationOf', post.id);
    setResults(null);
    setQuery('');
  };

  return (
    <Section id="sec-language" title="Language & translations">
      <div className="admin-field">
        <label htmlFor="f-language">Language</label>
        <select
          id="f-language"
          value={form.language}
          onChange={(e) => set('language', e.target.value as EditorForm['language'])}
          aria-describedby="f-language-hint"
        >
          {LOCALES.map((locale) => (
            <option key={locale.code} value={locale.code}>
              {languageName(locale.code)}
            </option>
          ))}
        </select>
        <span id="f-language-hint" className="hint">
          The post is listed on that language’s blog{form.language === 'en' ? ' (/blog)' : ` (/${form.language}/blog)`}.
        </span>
      </div>

      <div className="admin-field" role="group" aria-labelledby="f-translation-of-label">
        <span id="f-translation-of-label" className="field-label">
          Translation of
        </span>
        {form.translationOf !== null ? (
          <div className="translation-link">
            <p>
              {original ? (
                <>
                  <a href={ADMIN.blogEdit(original.id)} lang={original.language} dir="auto">
                    {original.title}
                  </a>{' '}
                  <span className="admin-muted">
                    ({languageName(original.language)}, #{original.id})
                  </span>
                </>
              ) : (
                <>Post #{form.translationOf}</>
              )}
            </p>
            <button
              type="button"
              className="btn btn-ghost btn-sm"
              onClick={() => set('translationOf', null)}
              aria-label={`Unlink from ${original ? original.title : `post #${form.translationOf}`}`}
            >
              Unlink
            </button>
          </div>
        ) : ownTranslations.length > 0 ? (
          <p className="hint">
            This post is the original of{' '}
            {ownTranslations.length === 1 ? 'one translation' : `${ownTranslations.length} translations`}, so it is not
            itself a translation.
          </p>
        ) : (
          <>
            <p className="hint" id="f-translation-hint">
              Not linked. If this post translates another, find the original and link it.
            </p>
            {/* Inside the editor's form: no form of its own, Enter in the field searches. */}
            <div className="translation-search" role="search" aria-label="Originals">
              <label className="visually-hidden" htmlFor="f-original-search">
                Find the original post
              </label>
              <input
                id="f-original-search"
                type="search"
                value={query}
                onChange={(e) => setQuery(e.target.value)}
                onKeyDown={onSearchKey}
                placeholder="Title or slug"
                dir="auto"
                maxLength={200}
                aria-describedby="f-translation-hint"
              />
              <button
                type="button"
                className="btn btn-outline btn-sm"
                onClick={() => void search()}
                disabled={searching}
              >
                {searching ? 'Searching...' : 'Find'}
              </button>
            </div>
            {searchError && (
              <p className="editor-status-error" role="alert">
                {searchError}
              </p>
            )}
            {results && (
              <ul className="translation-results" aria-label="Originals found">
                {results.length === 0 && <li className="admin-muted">No original in another language matches.</li>}
                {results.map((post) => (
                  <li key={post.id}>
                    <span lang={post.language} dir="auto">
                      {post.title}
                    </span>{' '}
                    <span className="admin-muted">
                      ({languageName(post.language)}, {post.status})
                    </span>
                    <button
                      type="button"
                      className="btn btn-outline btn-sm"
                      onClick={() => link(post)}
                      aria-label={`Link as a translation of ${post.title}`}
                    >
                      Link
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </div>

      {form.translationOf !== null && (
        <div className="switch-field">
          <input
            id="f-reviewed"
            type="checkbox"
            checked={form.translationReviewed}
            onChange={(e) => set('translationReviewed', e.target.checked)}
          />
          <label htmlFor="f-reviewed">Reviewed by a native speaker</label>
        </div>
      )}

      {group.length > 0 && (
        <div className="admin-field">
          <span className="field-label" id="f-group-label">
            Linked translations
          </span>
          <ul className="translation-group" aria-labelledby="f-group-label">
            {group.map((post) => (
              <li key={post.id}>
                <span>{languageName(post.language)}:</span>{' '}
                <a href={ADMIN.blogEdit(post.id)} lang={post.language} dir="auto">
                  {post.title}
                </a>{' '}
                <span className="admin-muted">
                  ({post.translationOf === null ? 'original' : 'translation'}, {post.status})
                </span>
              </li>
            ))}
          </ul>
          <span className="hint">As last saved; a change of link shows here after saving.</span>
        </div>
      )}
    </Section>
  );
}
