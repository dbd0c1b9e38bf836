// Who a campaign goes to: the list, for the waitlist its source and quiz level, and the languages
// of its readers; with the live count of who it reaches and who gets which version.
import { LOCALES, LOCALE_CODES, type LocaleCode } from '../../../../lib/i18n/locales.ts';
import type { Audience, AudienceCount } from '../../../../lib/schemas/campaigns.ts';
import { SIGNUP_LEVELS } from '../../../../lib/schemas/waitlist-admin.ts';
import { CheckboxGroup, formatNumber } from '../../kit/index.ts';

const SOURCES: [string, string][] = [
  ['', 'Any source'],
  ['self_assessment', 'Self-assessment quiz'],
  ['spiritual_quiz', 'Knowledge quiz'],
];

/** Who gets which version: "Arabic 30 (Arabic version) · Urdu 12 (English: no Urdu version)". */
function ReachByLanguage({ reach, versions }: { reach: AudienceCount; versions: readonly LocaleCode[] }) {
  if (!reach.byLanguage.length) return null;
  return (
    <ul className="campaign-languages" aria-label="Recipients by language" data-testid="campaign-reach-languages">
      {reach.byLanguage.map(({ locale, recipients }) => (
        <li key={locale} data-language={locale}>
          {LOCALES.find((l) => l.code === locale)!.englishName}: {formatNumber(recipients)}{' '}
          <span className="admin-muted">
            {locale === 'en'
              ? ''
              : versions.includes(locale)
                ? `(its own version)`
                : `(gets English: no ${LOCALES.find((l) => l.code === locale)!.englishName} version)`}
          </span>
        </li>
      ))}
    </ul>
  );
}

export function CampaignAudienceFields({
  audience,
  setAudience,
  reach,
  countError,
  versions,
}: {
  audience: Audience;
  setAudience: (next: Audience) => void;
  reach: AudienceCount | null;
  countError: string | null;
  versions: readonly LocaleCode[];
}) {
  return (
    <fieldset className="campaign-audience">
      <legend>Audience</legend>
      <div className="admin-field">
        <label htmlFor="campaign-list">Send to</label>
        <select
          id="campaign-list"
          value={audience.list}
          onChange={(e) => setAudience(e.target.value === 'newsletter' ? { list: 'newsletter' } : { list: 'waitlist' })}
        >
          <option value="waitlist">Launch waitlist: confirmed, not yet notified</option>
          <option value="newsletter">Newsletter subscribers: confirmed, active</option>
        </select>
      </div>
      {audience.list === 'waitlist' && (
        <>
          <div className="admin-field">
            <label htmlFor="campaign-source">Source</label>
            <select
              id="campaign-source"
              value={audience.source ?? ''}
              onChange={(e) => setAudience({ ...audience, source: e.target.value || undefined })}
            >
              {SOURCES.map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </div>
          <div className="admin-field">
            <label htmlFor="campaign-level">Quiz level</label>
            <select
              id="campaign-level"
              value={audience.level ?? ''}
              onChange={(e) => setAudience({ ...audience, level: e.target.value || undefined })}
            >
              <option value="">Any level</option>
              {SIGNUP_LEVELS.map((level) => (
                <option key={level} value={level}>
                  {level}
                </option>
              ))}
            </select>
          </div>
        </>
      )}
      <CheckboxGroup
        legend="Only readers of (none ticked: every language)"
        options={LOCALE_CODES}
        selected={audience.languages ?? []}
        format={(code) => LOCALES.find((l) => l.code === code)!.englishName}
        onChange={(chosen) => setAudience({ ...audience, languages: chosen.length ? chosen : undefined })}
      />
      <p className="campaign-reach" aria-live="polite" data-testid="campaign-reach">
        {reach
          ? `Reaches ${formatNumber(reach.recipients)} ${reach.recipients === 1 ? 'person' : 'people'} now${reach.suppressed ? ` (${formatNumber(reach.suppressed)} suppressed: counted, not sent)` : ''}.`
          : (countError ?? 'Counting…')}
      </p>
      {reach && <ReachByLanguage reach={reach} versions={versions} />}
    </fieldset>
  );
}
