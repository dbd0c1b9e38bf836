// The Translations section of a content dialog (decision 0048): one name and one description input
// per locale, side by side, saved with the entity. dir="auto" and the locale's lang let Arabic and
// Urdu run right to left inside the English back-office; English stays the entity's own fields.
import type { ContentTranslations, LocaleTextsInput, TranslationsInput } from '../../../../lib/i18n/content.ts';
import { LOCALES, PREFIXED_LOCALES, type LocaleCode } from '../../../../lib/i18n/locales.ts';

type Prefixed = Exclude<LocaleCode, 'en'>;
const PREFIXED = LOCALES.filter((l) => (PREFIXED_LOCALES as readonly string[]).includes(l.code));

export function TranslationsFields({
  idPrefix,
  value,
  stored,
  fields,
  onChange,
}: {
  idPrefix: string;
  value: TranslationsInput;
  /** The saved translations, to say who wrote each locale's texts. */
  stored?: ContentTranslations;
  /** The server's field errors, keyed like "translations.ar.name". */
  fields: Record<string, string | undefined>;
  onChange: (next: TranslationsInput) => void;
}) {
  const set = (code: Prefixed, patch: Partial<LocaleTextsInput>) =>
    onChange({ ...value, [code]: { ...value[code], ...patch } });
  return (
    <fieldset className="translations">
      <legend>Translations</legend>
      <p className="hint" id={`${idPrefix}-translations-hint`}>
        English is the name and description above. A language left empty shows the English text in the app. Tick
        “Reviewed” only once a native speaker has read the text.
      </p>
      <div className="translations-grid">
        {PREFIXED.map((locale) => {
          const code = locale.code as Prefixed;
          const texts = value[code] ?? {};
          const by = stored?.[code];
          const nameId = `${idPrefix}-${code}-name`;
          const descriptionId = `${idPrefix}-${code}-description`;
          const nameError = fields[`translations.${code}.name`];
          const descriptionError = fields[`translations.${code}.description`];
          return (
            <div className="translation-locale" key={code} role="group" aria-labelledby={`${idPrefix}-${code}-heading`}>
              <p className="translation-heading" id={`${idPrefix}-${code}-heading`}>
                {locale.englishName}{' '}
                <span lang={code} dir={locale.dir}>
                  {locale.name}
                </span>
                {by && (
                  <span className="hint">
                    {' '}
                    · by {by.writtenBy}
                    {by.reviewed ? ', reviewed' : ', not reviewed'}
                  </span>
                )}
              </p>
              <label htmlFor={nameId}>{locale.englishName} name</label>
              <input
                id={nameId}
                dir="auto"
                lang={code}
                value={texts.name ?? ''}
                aria-invalid={Boolean(nameError)}
                aria-describedby={nameError ? `${nameId}-error` : undefined}
                onChange={(e) => set(code, { name: e.target.value })}
              />
              {nameError && (
                <p id={`${nameId}-error`} className="field-error">
                  {nameError}
                </p>
              )}
              <label htmlFor={descriptionId}>{locale.englishName} description</label>
              <textarea
                id={descriptionId}
                dir="auto"
                lang={code}
                rows={2}
                value={texts.description ?? ''}
                aria-invalid={Boolean(descriptionError)}
                aria-describedby={descriptionError ? `${descriptionId}-error` : undefined}
                onChange={(e) => set(code, { description: e.target.value })}
              />
              {descriptionError && (
                <p id={`${descriptionId}-error`} className="field-error">
                  {descriptionError}
                </p>
              )}
              <label className="check-line">
                <input
                  type="checkbox"
                  checked={texts.reviewed ?? false}
                  onChange={(e) => set(code, { reviewed: e.target.checked })}
                />{' '}
                Reviewed by a native speaker
              </label>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
