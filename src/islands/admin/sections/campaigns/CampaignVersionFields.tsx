// A campaign's language versions (decision 0050): the tabs that pick one, add or remove a version,
// and the subject, pre-header and body of the version on screen.
import { LOCALES, type LocaleCode } from '../../../../lib/i18n/locales.ts';
import { BODY_MAX, CAMPAIGN_VERSION_LOCALES, PREHEADER_MAX, SUBJECT_MAX } from '../../../../lib/schemas/campaigns.ts';
import { TabList, TabPanel, TextAreaField, TextField } from '../../kit/index.ts';
import { languageName, type Version } from './campaign-draft.ts';

export function CampaignVersionFields({
  languages,
  lang,
  version,
  errors,
  onSelect,
  onAdd,
  onRemove,
  onText,
}: {
  languages: LocaleCode[];
  lang: LocaleCode;
  version: Version;
  /** The server's refusals of this version's fields. */
  errors: Partial<Record<keyof Version, string>>;
  onSelect: (code: LocaleCode) => void;
  onAdd: (code: LocaleCode) => void;
  onRemove: () => void;
  onText: (patch: Partial<Version>) => void;
}) {
  const missing = CAMPAIGN_VERSION_LOCALES.filter((code) => !languages.includes(code));
  return (
    <>
      <div className="campaign-versions">
        <TabList
          label="Language versions"
          idPrefix="campaign-version"
          tabs={languages.map((code) => ({
            id: code,
            label: code === 'en' ? 'English (everyone else)' : languageName(code),
          }))}
          selected={lang}
          onSelect={onSelect}
        />
        <div className="campaign-inline">
          {missing.length > 0 && (
            <div className="admin-field">
              <label htmlFor="campaign-add-version">Add a version in</label>
              <select
                id="campaign-add-version"
                value=""
                onChange={(e) => e.target.value && onAdd(e.target.value as LocaleCode)}
              >
                <option value="">Choose a language…</option>
                {missing.map((code) => (
                  <option key={code} value={code}>
                    {languageName(code)}
                  </option>
                ))}
              </select>
            </div>
          )}
          {lang !== 'en' && (
            <button type="button" className="btn btn-outline btn-sm" onClick={onRemove}>
              Remove the {LOCALES.find((l) => l.code === lang)!.englishName} version
            </button>
          )}
        </div>
        <p className="admin-muted">
          Readers whose language has a version get it; everyone else gets the English. A person's language is that of
          the page they signed up on.
        </p>
      </div>
      <TabPanel idPrefix="campaign-version" selected={lang} className="campaign-form">
        <TextField
          id="campaign-subject"
          label="Subject"
          error={errors.subject}
          lang={lang}
          dir="auto"
          value={version.subject}
          maxLength={SUBJECT_MAX}
          required
          onChange={(subject) => onText({ subject })}
        />
        <TextField
          id="campaign-preheader"
          label="Pre-header"
          error={errors.preheader}
          hint="The line inbox lists show after the subject."
          lang={lang}
          dir="auto"
          value={version.preheader}
          maxLength={PREHEADER_MAX}
          onChange={(preheader) => onText({ preheader })}
        />
        <TextAreaField
          id="campaign-body"
          label="Body (Markdown)"
          error={errors.body}
          hint="Written like a blog post: **bold**, [links](https://…), # headings, lists."
          lang={lang}
          dir="auto"
          value={version.body}
          rows={14}
          maxLength={BODY_MAX}
          required
          onChange={(body) => onText({ body })}
        />
      </TabPanel>
    </>
  );
}
