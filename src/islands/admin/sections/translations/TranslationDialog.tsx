// The Translations tab's editor (decision 0047): one string's English beside its translation in
// one language, the Reviewed mark, and a live plural preview that runs the site's own translate on
// the draft. Saving stores a draft (checked by the server); publishing is the tab's other dialog.
import { useMemo, useState } from 'react';
import { api } from '../../../../lib/api-client.ts';
import { isPluralSource, pluralCategories, pluralPreview } from '../../../../lib/i18n/icu.ts';
import { localeOf, type LocaleCode } from '../../../../lib/i18n/locales.ts';
import { API } from '../../../../lib/routes.ts';
import { PLURAL_SAMPLES, type TranslationItem } from '../../../../lib/schemas/translations.ts';
import { FormDialog, useSave, useVersioned } from '../../kit/index.ts';
import { areaName, languageName } from './names.ts';

export default function TranslationDialog({
  item,
  onClose,
  onSaved,
}: {
  item: TranslationItem;
  onClose: () => void;
  onSaved: () => void;
}) {
  const locale = item.locale as LocaleCode;
  const [text, setText] = useState(item.text);
  const [reviewed, setReviewed] = useState(item.reviewed && item.origin === 'staff');
  const form = useSave();
  const versioned = useVersioned<TranslationItem>(item.version, 'translation', (current) => {
    setText(current.text);
    setReviewed(current.reviewed);
  });
  const isPlural = isPluralSource(item.source);
  const preview = useMemo(
    () => (isPlural ? pluralPreview(locale, item.source, text, PLURAL_SAMPLES) : null),
    [isPlural, locale, item.source, text],
  );
  const save = () =>
    void form.save(
      () =>
        api.put<TranslationItem>(API.adminTranslationString, {
          catalogue: item.catalogue,
          key: item.key,
          locale: item.locale,
          text,
          reviewed,
          version: versioned.version ?? 0,
        }),
      (saved) => ({
        title: 'Draft saved',
        description: `${saved.key} in ${languageName(saved.locale)} is saved as a draft. Publish translations to put it on the site.`,
      }),
      onSaved,
      versioned.onConflict as never,
    );
  const language = localeOf(locale);
  const errorId = 'translation-text-error';
  return (
    <FormDialog
      title={`Translate ${item.key}`}
      submitLabel="Save draft"
      busyLabel="Saving..."
      busy={form.busy}
      error={form.error}
      conflict={versioned.conflict}
      onSubmit={save}
      onCancel={onClose}
      wide
    >
      <p className="hint">
        {areaName(item.area)} · {language.englishName}. Placeholders in braces (like {'{site}'}) must stay as they are;
        leave the text empty to clear it (English shows).
        {pluralCategories(locale).length > 1 && isPlural
          ? ` ${language.englishName} needs the plural categories: ${pluralCategories(locale).join(', ')}.`
          : ''}
      </p>
      <div className="translation-sides">
        <div className="admin-field">
          <span id="translation-source-label">English (source)</span>
          <pre className="translation-source" lang="en" dir="ltr" aria-labelledby="translation-source-label">
            {item.source}
          </pre>
        </div>
        <div className="admin-field">
          <label htmlFor="translation-text">{language.englishName} translation</label>
          <textarea
            id="translation-text"
            dir="auto"
            lang={locale}
            value={text}
            aria-invalid={Boolean(form.fields.text)}
            aria-describedby={form.fields.text ? errorId : undefined}
            onChange={(e) => setText(e.target.value)}
          />
          {form.fields.text && (
            <p id={errorId} className="field-error">
              {form.fields.text}
            </p>
          )}
        </div>
      </div>
      <label className="check-line">
        <input type="checkbox" checked={reviewed} onChange={(e) => setReviewed(e.target.checked)} /> Reviewed by a
        native speaker
      </label>
      {preview !== null && (
        <section aria-labelledby="plural-preview-title">
          <h3 id="plural-preview-title">Plural preview</h3>
          {typeof preview === 'string' ? (
            <p className="field-error" role="status">
              {preview}
            </p>
          ) : (
            <ul className="plural-preview" aria-live="polite">
              {preview.map((p) => (
                <li key={p.count}>
                  <span className="count">{p.count.toLocaleString('en-US')}</span>
                  <span lang={locale} dir="auto">
                    {p.text}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </FormDialog>
  );
}
