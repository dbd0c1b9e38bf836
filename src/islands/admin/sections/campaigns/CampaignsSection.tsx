// Campaigns (Content Editor, Super Admin; decision 0041): launch announcements and newsletter
// issues. The list of campaigns with their progress; a campaign's page composes it (subject,
// pre-header, Markdown body, audience with its count), previews both parts at desktop and phone
// width, sends a test to a staff address and, for Super Admins, sends now or schedules; while it
// sends, the page shows sent / failed / suppressed / remaining and can pause and resume.
// Language versions (decision 0050): English is the campaign's own text; a version in another
// language goes to the readers of that language, everyone else gets English. The audience can be
// narrowed to readers of some languages, and its count says who gets which version.
import { createElement, useEffect, useRef, useState } from 'react';
import { LOCALES, LOCALE_CODES, staffLanguageName, type LocaleCode } from '../../../../lib/i18n/locales.ts';
import {
  AudienceSchema,
  audienceLabel,
  BODY_MAX,
  CAMPAIGN_VERSION_LOCALES,
  PREHEADER_MAX,
  SUBJECT_MAX,
  type Audience,
  type AudienceCount,
  type Campaign,
  type CampaignInput,
  type CampaignStatus,
  type CampaignVersion,
  type DeliveryAction,
} from '../../../../lib/schemas/campaigns.ts';
import { SIGNUP_LEVELS } from '../../../../lib/schemas/waitlist-admin.ts';
import { API } from '../../../../lib/routes.ts';
import { CAMPAIGN_SEND_PERMISSION } from '../../../../lib/permissions.ts';
import {
  adoptStyles,
  CheckboxGroup,
  ConflictNotice,
  DataTable,
  ErrorPanel,
  Field,
  formatDateTime,
  formatNumber,
  ProgressBar,
  runAction,
  StatCard,
  TabList,
  TabPanel,
  useDebounced,
  useLoader,
  useVersioned,
} from '../../kit/index.ts';
import { Spinner } from '../../kit/Spinner.tsx';
import type { SectionProps } from '../../section-props.ts';
import { campaignsApi } from './campaigns-api.ts';
import { STATUS_LABELS, STATUS_PILLS } from './campaign-status.ts';
import campaignsCss from './campaigns.css?inline';

adoptStyles('campaigns', campaignsCss);

const SOURCES: [string, string][] = [
  ['', 'Any source'],
  ['self_assessment', 'Self-assessment quiz'],
  ['spiritual_quiz', 'Knowledge quiz'],
];
const EMPTY_DRAFT: CampaignInput = {
  subject: '',
  preheader: '',
  body: '',
  audience: { list: 'waitlist' },
  translations: {},
};

const languageName = staffLanguageName;
const dirOf = (code: LocaleCode) => LOCALES.find((l) => l.code === code)!.dir;

type Version = Pick<CampaignVersion, 'subject' | 'body'> & { preheader: string };

/** The text of one language version of the draft ('en': the campaign's own fields). */
function versionOf(draft: CampaignInput, lang: LocaleCode): Version {
  if (lang === 'en') return { subject: draft.subject, preheader: draft.preheader ?? '', body: draft.body };
  const version = draft.translations?.[lang];
  return { subject: version?.subject ?? '', preheader: version?.preheader ?? '', body: version?.body ?? '' };
}

function withVersion(draft: CampaignInput, lang: LocaleCode, patch: Partial<Version>): CampaignInput {
  if (lang === 'en') return { ...draft, ...patch };
  return { ...draft, translations: { ...draft.translations, [lang]: { ...versionOf(draft, lang), ...patch } } };
}

/** The languages a draft is written in, English first. */
const draftLanguages = (draft: CampaignInput): LocaleCode[] => [
  'en',
  ...CAMPAIGN_VERSION_LOCALES.filter((code) => draft.translations?.[code] !== undefined),
];

type Heading = 1 | 2 | 3 | 4;
const H = ({ level, children, id }: { level: Heading; children: React.ReactNode; id?: string }) =>
  createElement(`h${level}`, { id }, children);

/** The campaign a deep link names: /admin?campaign=12#campaigns (the blog list's "Send as newsletter"). */
function linkedCampaign(): number | null {
  if (typeof location === 'undefined') return null;
  const value = new URLSearchParams(location.search).get('campaign');
  return value && /^\d{1,9}$/.test(value) ? Number(value) : null;
}

function StatusPill({ status }: { status: CampaignStatus }) {
  return <span className={`status-pill ${STATUS_PILLS[status]}`}>{STATUS_LABELS[status]}</span>;
}

export default function CampaignsSection({ info, headingLevel = 2 }: SectionProps) {
  const [open, setOpen] = useState<number | 'new' | null>(linkedCampaign);
  const list = useLoader(() => campaignsApi.list(), [], 'Could not load the campaigns.');
  const canSend = info.permissions.includes(CAMPAIGN_SEND_PERMISSION);
  const close = () => {
    setOpen(null);
    if (linkedCampaign() !== null) history.replaceState(null, '', `${location.pathname}${location.hash}`);
    void list.load();
  };

  return (
    <section className="campaigns-section" aria-labelledby="campaigns-heading">
      <H level={headingLevel} id="campaigns-heading">
        Campaigns
      </H>
      {open !== null ? (
        <CampaignPage
          key={String(open)}
          id={open === 'new' ? null : open}
          canSend={canSend}
          headingLevel={(headingLevel + 1) as Heading}
          onClose={close}
          onCreated={(id) => setOpen(id)}
        />
      ) : (
        <>
          <p className="admin-muted">
            Launch announcements to the waitlist and newsletter issues. Content Editors draft and test; Super Admins
            send.
          </p>
          <div className="admin-actions">
            <button type="button" className="btn btn-primary" onClick={() => setOpen('new')}>
              New campaign
            </button>
          </div>
          {list.error ? (
            <ErrorPanel message={list.error} onRetry={() => void list.load()} />
          ) : !list.data ? (
            <Spinner label="Loading campaigns..." />
          ) : list.data.length === 0 ? (
            <p>No campaigns yet.</p>
          ) : (
            <DataTable caption="Campaigns" head={['Subject', 'Audience', 'Status', 'Progress', 'Created', 'Actions']}>
              {list.data.map((c) => (
                <tr key={c.id} data-campaign={c.id}>
                  <td>{c.subject}</td>
                  <td>{audienceLabel(c.audience)}</td>
                  <td>
                    <StatusPill status={c.status} />
                  </td>
                  <td>
                    {c.progress.total
                      ? `${formatNumber(c.progress.sent)} of ${formatNumber(c.progress.total)} sent`
                      : '—'}
                  </td>
                  <td>{formatDateTime(c.createdAt)}</td>
                  <td>
                    <button
                      type="button"
                      className="btn btn-outline btn-sm"
                      onClick={() => setOpen(c.id)}
                      aria-label={`Open ${c.subject}`}
                    >
                      Open
                    </button>
                  </td>
                </tr>
              ))}
            </DataTable>
          )}
        </>
      )}
    </section>
  );
}

function CampaignPage({
  id,
  canSend,
  headingLevel,
  onClose,
  onCreated,
}: {
  id: number | null;
  canSend: boolean;
  headingLevel: Heading;
  onClose: () => void;
  onCreated: (id: number) => void;
}) {
  const loaded = useLoader(
    () => (id === null ? Promise.resolve(null) : campaignsApi.get(id)),
    [id],
    'Could not load the campaign.',
  );
  const campaign = loaded.data;
  const sending = campaign?.status === 'sending';
  // While it sends, the progress is read again every two seconds.
  useEffect(() => {
    if (!sending) return;
    const timer = setInterval(() => void loaded.load(), 2000);
    return () => clearInterval(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the poll restarts only when sending starts or stops; `load` is stable
  }, [sending, loaded.load]);

  if (id !== null && loaded.error) return <ErrorPanel message={loaded.error} onRetry={() => void loaded.load()} />;
  if (id !== null && !campaign) return <Spinner label="Loading the campaign..." />;
  return (
    <div className="campaign-page">
      <div className="admin-actions">
        <button type="button" className="btn btn-outline btn-sm" onClick={onClose}>
          All campaigns
        </button>
      </div>
      {campaign && campaign.status !== 'draft' ? (
        <CampaignProgressView
          campaign={campaign}
          canSend={canSend}
          headingLevel={headingLevel}
          onChanged={(c) => loaded.setData(c)}
          reload={() => void loaded.load()}
        />
      ) : (
        <CampaignEditor
          campaign={campaign ?? null}
          canSend={canSend}
          headingLevel={headingLevel}
          onSaved={(c) => (id === null ? onCreated(c.id) : loaded.setData(c))}
          onDeleted={onClose}
        />
      )}
    </div>
  );
}

function CampaignProgressView({
  campaign,
  canSend,
  headingLevel,
  onChanged,
  reload,
}: {
  campaign: Campaign;
  canSend: boolean;
  headingLevel: Heading;
  onChanged: (c: Campaign) => void;
  reload: () => void;
}) {
  const { progress } = campaign;
  const done = progress.sent + progress.failed + progress.suppressed;
  const act = (action: DeliveryAction, failure: string, title: string) =>
    runAction(
      () => campaignsApi.delivery(campaign.id, campaign.version, action),
      { failure, success: { title }, onConflict: reload },
      onChanged,
    );
  return (
    <>
      <H level={headingLevel}>{campaign.subject}</H>
      <p>
        <StatusPill status={campaign.status} /> To {audienceLabel(campaign.audience)}.
        {campaign.scheduledAt && ` Scheduled for ${formatDateTime(campaign.scheduledAt)}.`}
        {campaign.startedAt && ` Started ${formatDateTime(campaign.startedAt)}.`}
        {campaign.finishedAt && ` Finished ${formatDateTime(campaign.finishedAt)}.`}
      </p>
      {campaign.storing && (
        <p className="admin-muted">Preparing the recipient list: the counts grow as it is stored.</p>
      )}
      {campaign.status !== 'scheduled' && (
        <>
          <ul className="stat-cards" aria-label="Delivery progress">
            <StatCard label="Sent" value={formatNumber(progress.sent)} data-stat="sent" />
            <StatCard label="Failed" value={formatNumber(progress.failed)} data-stat="failed" />
            <StatCard
              label="Suppressed"
              value={formatNumber(progress.suppressed)}
              note="Unsubscribed, bounced or complained: not sent"
              data-stat="suppressed"
            />
            <StatCard label="Remaining" value={formatNumber(progress.remaining)} data-stat="remaining" />
          </ul>
          <ProgressBar
            value={progress.total ? (done / progress.total) * 100 : 100}
            label={`${formatNumber(done)} of ${formatNumber(progress.total)} handled`}
          />
        </>
      )}
      {canSend && (
        <div className="admin-actions">
          {campaign.status === 'sending' && (
            <button
              type="button"
              className="btn btn-outline"
              onClick={() => void act('pause', 'Could not pause', 'Paused')}
            >
              Pause
            </button>
          )}
          {campaign.status === 'paused' && (
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => void act('resume', 'Could not resume', 'Resumed')}
            >
              Resume
            </button>
          )}
          {campaign.status === 'scheduled' && (
            <>
              <button
                type="button"
                className="btn btn-primary"
                onClick={() => void act('send', 'Could not send', 'Sending')}
              >
                Send now
              </button>
              <button
                type="button"
                className="btn btn-outline"
                onClick={() => void act('unschedule', 'Could not unschedule', 'Back to draft')}
              >
                Unschedule
              </button>
            </>
          )}
        </div>
      )}
      <details>
        <summary>Message</summary>
        <CampaignVersionsPreview campaign={campaign} headingLevel={Math.min(headingLevel + 1, 4) as Heading} />
      </details>
    </>
  );
}

function toInput(c: Campaign | null): CampaignInput {
  return c
    ? { subject: c.subject, preheader: c.preheader, body: c.body, audience: c.audience, translations: c.translations }
    : EMPTY_DRAFT;
}

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

function CampaignEditor({
  campaign,
  canSend,
  headingLevel,
  onSaved,
  onDeleted,
}: {
  campaign: Campaign | null;
  canSend: boolean;
  headingLevel: Heading;
  onSaved: (c: Campaign) => void;
  onDeleted: () => void;
}) {
  const [draft, setDraft] = useState<CampaignInput>(() => toInput(campaign));
  const [lang, setLang] = useState<LocaleCode>('en');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [testTo, setTestTo] = useState('');
  const [when, setWhen] = useState('');
  const [busy, setBusy] = useState(false);
  const versioned = useVersioned<Campaign>(campaign?.version, 'campaign', (theirs) => setDraft(toInput(theirs)));
  const audience = (draft.audience ?? { list: 'waitlist' }) as Audience;
  const debouncedAudience = useDebounced(JSON.stringify(audience), 300);
  const count = useLoader(
    () => campaignsApi.audience(AudienceSchema.parse(JSON.parse(debouncedAudience))),
    [debouncedAudience],
    'Could not count the audience.',
  );
  const set = (patch: Partial<CampaignInput>) => setDraft((d) => ({ ...d, ...patch }));
  const setAudience = (next: Audience) => set({ audience: next });
  const setText = (patch: Partial<Version>) => setDraft((d) => withVersion(d, lang, patch));
  const dirty = JSON.stringify(draft) !== JSON.stringify(toInput(campaign));
  const languages = draftLanguages(draft);
  const version = versionOf(draft, lang);
  const missing = CAMPAIGN_VERSION_LOCALES.filter((code) => !languages.includes(code));
  const addVersion = (code: LocaleCode) => {
    setDraft((d) => withVersion(d, code, {}));
    setLang(code);
  };
  const removeVersion = () => {
    if (lang === 'en') return;
    setDraft((d) => {
      const { [lang]: _removed, ...rest } = d.translations ?? {};
      return { ...d, translations: rest };
    });
    setLang('en');
  };

  const save = async (): Promise<Campaign | null> => {
    setBusy(true);
    setErrors({});
    try {
      let saved: Campaign | null = null;
      await runAction(
        () =>
          campaign
            ? campaignsApi.save(campaign.id, versioned.version ?? campaign.version, draft)
            : campaignsApi.create(draft),
        {
          failure: 'Could not save the draft',
          success: { title: 'Draft saved' },
          onConflict: (c) => versioned.onConflict(c as never),
        },
        (result) => {
          saved = result;
          versioned.setVersion(result.version);
          onSaved(result);
        },
      ).catch(() => false);
      return saved;
    } finally {
      setBusy(false);
    }
  };

  const deliver = async (action: 'send' | 'schedule') => {
    if (!campaign) return;
    if (action === 'schedule' && !when) {
      setErrors({ scheduledAt: 'Choose when it is sent' });
      return;
    }
    setBusy(true);
    try {
      await runAction(
        () =>
          campaignsApi.delivery(
            campaign.id,
            versioned.version ?? campaign.version,
            action,
            action === 'schedule' ? new Date(when).toISOString() : undefined,
          ),
        {
          failure: action === 'send' ? 'Could not send' : 'Could not schedule',
          success: { title: action === 'send' ? 'Sending' : 'Scheduled' },
          onConflict: (c) => versioned.onConflict(c as never),
        },
        onSaved,
      );
    } finally {
      setBusy(false);
    }
  };

  const sendTest = async () => {
    if (!campaign) return;
    if (!testTo.trim()) {
      setErrors({ testTo: 'Enter a staff address' });
      return;
    }
    setErrors({});
    await runAction(() => campaignsApi.test(campaign.id, testTo.trim(), version, lang), {
      failure: 'Could not send the test',
      success: { title: 'Test sent', description: `${languageName(lang)} version to ${testTo.trim()}` },
    });
  };

  const remove = async () => {
    if (!campaign) return;
    await runAction(
      () => campaignsApi.remove(campaign.id, versioned.version ?? campaign.version),
      { confirm: 'Delete this draft?', failure: 'Could not delete the draft', success: { title: 'Draft deleted' } },
      onDeleted,
    );
  };

  const reach = count.data as AudienceCount | null;
  return (
    <>
      <H level={headingLevel}>{campaign ? `Draft: ${campaign.subject}` : 'New campaign'}</H>
      {versioned.conflict && <ConflictNotice state={versioned.conflict} />}
      <form
        className="campaign-form"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <div className="campaign-versions">
          <TabList
            label="Language versions"
            idPrefix="campaign-version"
            tabs={languages.map((code) => ({
              id: code,
              label: code === 'en' ? 'English (everyone else)' : languageName(code),
            }))}
            selected={lang}
            onSelect={setLang}
          />
          <div className="campaign-inline">
            {missing.length > 0 && (
              <div className="admin-field">
                <label htmlFor="campaign-add-version">Add a version in</label>
                <select
                  id="campaign-add-version"
                  value=""
                  onChange={(e) => e.target.value && addVersion(e.target.value as LocaleCode)}
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
              <button type="button" className="btn btn-outline btn-sm" onClick={removeVersion}>
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
          <Field id="campaign-subject" label="Subject" error={errors.subject}>
            {(describedBy) => (
              <input
                id="campaign-subject"
                lang={lang}
                dir="auto"
                value={version.subject}
                maxLength={SUBJECT_MAX}
                required
                aria-describedby={describedBy}
                onChange={(e) => setText({ subject: e.target.value })}
              />
            )}
          </Field>
          <Field id="campaign-preheader" label="Pre-header" hint="The line inbox lists show after the subject.">
            {(describedBy) => (
              <input
                id="campaign-preheader"
                lang={lang}
                dir="auto"
                value={version.preheader}
                maxLength={PREHEADER_MAX}
                aria-describedby={describedBy}
                onChange={(e) => setText({ preheader: e.target.value })}
              />
            )}
          </Field>
          <Field
            id="campaign-body"
            label="Body (Markdown)"
            hint="Written like a blog post: **bold**, [links](https://…), # headings, lists."
          >
            {(describedBy) => (
              <textarea
                id="campaign-body"
                lang={lang}
                dir="auto"
                value={version.body}
                rows={14}
                maxLength={BODY_MAX}
                required
                aria-describedby={describedBy}
                onChange={(e) => setText({ body: e.target.value })}
              />
            )}
          </Field>
        </TabPanel>
        <fieldset className="campaign-audience">
          <legend>Audience</legend>
          <div className="admin-field">
            <label htmlFor="campaign-list">Send to</label>
            <select
              id="campaign-list"
              value={audience.list}
              onChange={(e) =>
                setAudience(e.target.value === 'newsletter' ? { list: 'newsletter' } : { list: 'waitlist' })
              }
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
              : (count.error ?? 'Counting…')}
          </p>
          {reach && <ReachByLanguage reach={reach} versions={languages} />}
        </fieldset>
        <div className="admin-actions">
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {campaign ? 'Save draft' : 'Create draft'}
          </button>
          {campaign && (
            <button type="button" className="btn btn-destructive" onClick={() => void remove()} disabled={busy}>
              Delete draft
            </button>
          )}
        </div>
      </form>
      <MessagePreview draft={version} locale={lang} headingLevel={Math.min(headingLevel + 1, 4) as Heading} />
      {campaign && (
        <div className="campaign-send card">
          <H level={Math.min(headingLevel + 1, 4) as Heading}>Test and send</H>
          <div className="campaign-inline">
            <Field
              id="campaign-test-to"
              label="Send a test to (staff address)"
              hint={`The ${LOCALES.find((l) => l.code === lang)!.englishName} version, as on screen.`}
              error={errors.testTo}
            >
              {(describedBy, invalid) => (
                <input
                  id="campaign-test-to"
                  type="email"
                  value={testTo}
                  aria-invalid={invalid}
                  aria-describedby={describedBy}
                  onChange={(e) => setTestTo(e.target.value)}
                />
              )}
            </Field>
            <button type="button" className="btn btn-outline" onClick={() => void sendTest()}>
              Send test
            </button>
          </div>
          {canSend ? (
            <>
              {dirty && <p className="admin-muted">Save the draft first: what is sent is the saved draft.</p>}
              <div className="admin-actions">
                <button
                  type="button"
                  className="btn btn-primary"
                  disabled={busy || dirty || !reach}
                  onClick={() => void deliver('send')}
                >
                  {reach
                    ? `Send now to ${formatNumber(reach.recipients - reach.suppressed)} ${reach.recipients - reach.suppressed === 1 ? 'person' : 'people'}`
                    : 'Send now'}
                </button>
              </div>
              <div className="campaign-inline">
                <Field id="campaign-when" label="Or schedule for (your time)" error={errors.scheduledAt}>
                  {(describedBy, invalid) => (
                    <input
                      id="campaign-when"
                      type="datetime-local"
                      value={when}
                      aria-invalid={invalid}
                      aria-describedby={describedBy}
                      onChange={(e) => setWhen(e.target.value)}
                    />
                  )}
                </Field>
                <button
                  type="button"
                  className="btn btn-outline"
                  disabled={busy || dirty}
                  onClick={() => void deliver('schedule')}
                >
                  Schedule
                </button>
              </div>
            </>
          ) : (
            <p className="admin-muted">A Super Admin sends it: save the draft and let them know.</p>
          )}
        </div>
      )}
    </>
  );
}

/**
 * Both parts as a recipient gets them. The HTML part loads in a frame from the preview endpoint (a
 * hidden form posts the draft to it: the admin page's CSP would block the message's inline styles
 * in a srcdoc frame), at desktop or phone width; the text part comes as JSON.
 */
/** A sent or scheduled campaign's message, one language version at a time. */
function CampaignVersionsPreview({ campaign, headingLevel }: { campaign: Campaign; headingLevel: Heading }) {
  const input = toInput(campaign);
  const languages = draftLanguages(input);
  const [lang, setLang] = useState<LocaleCode>('en');
  const preview = <MessagePreview draft={versionOf(input, lang)} locale={lang} headingLevel={headingLevel} />;
  if (languages.length === 1) return preview;
  return (
    <>
      <TabList
        label="Language versions"
        idPrefix="campaign-sent-version"
        tabs={languages.map((code) => ({ id: code, label: languageName(code) }))}
        selected={lang}
        onSelect={setLang}
      />
      <TabPanel idPrefix="campaign-sent-version" selected={lang}>
        {preview}
      </TabPanel>
    </>
  );
}

function MessagePreview({
  draft,
  locale,
  headingLevel,
}: {
  draft: Pick<CampaignInput, 'subject' | 'preheader' | 'body'>;
  locale: LocaleCode;
  headingLevel: Heading;
}) {
  const [part, setPart] = useState<'html' | 'text'>('html');
  const [width, setWidth] = useState<'desktop' | 'phone'>('desktop');
  const [text, setText] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const content = useDebounced(
    JSON.stringify({ subject: draft.subject, preheader: draft.preheader ?? '', body: draft.body, locale }),
    400,
  );
  const current = JSON.parse(content) as { subject: string; preheader: string; body: string; locale: LocaleCode };
  const ready = current.subject.trim() !== '' && current.body.trim() !== '';
  useEffect(() => {
    if (!ready) return;
    if (part === 'html') form.current?.submit();
    else
      void campaignsApi.preview(current, current.locale).then(
        (r) => setText(r.text),
        () => setText(null),
      );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `current` is rebuilt each render from `content`, which is listed
  }, [content, part, ready]);

  return (
    <div className="campaign-preview card">
      <H level={headingLevel}>Preview</H>
      <div className="campaign-toggles">
        <div role="group" aria-label="Part">
          <button
            type="button"
            className={`btn btn-sm ${part === 'html' ? 'btn-primary' : 'btn-outline'}`}
            aria-pressed={part === 'html'}
            onClick={() => setPart('html')}
          >
            HTML
          </button>
          <button
            type="button"
            className={`btn btn-sm ${part === 'text' ? 'btn-primary' : 'btn-outline'}`}
            aria-pressed={part === 'text'}
            onClick={() => setPart('text')}
          >
            Text
          </button>
        </div>
        <div role="group" aria-label="Width">
          <button
            type="button"
            className={`btn btn-sm ${width === 'desktop' ? 'btn-primary' : 'btn-outline'}`}
            aria-pressed={width === 'desktop'}
            onClick={() => setWidth('desktop')}
          >
            Desktop
          </button>
          <button
            type="button"
            className={`btn btn-sm ${width === 'phone' ? 'btn-primary' : 'btn-outline'}`}
            aria-pressed={width === 'phone'}
            onClick={() => setWidth('phone')}
          >
            Phone
          </button>
        </div>
      </div>
      {!ready ? (
        <p className="admin-muted">Write a subject and a body to see the message.</p>
      ) : (
        <div className={`campaign-frame campaign-frame-${width}`}>
          <form ref={form} method="post" action={API.adminCampaignPreview} target="campaign-preview-frame" hidden>
            <input type="hidden" name="subject" value={current.subject} />
            <input type="hidden" name="preheader" value={current.preheader} />
            <input type="hidden" name="body" value={current.body} />
            <input type="hidden" name="locale" value={current.locale} />
          </form>
          <iframe
            name="campaign-preview-frame"
            title="HTML part of the message"
            hidden={part !== 'html'}
            data-testid="campaign-preview-html"
            sandbox=""
          />
          {part === 'text' && (
            <pre
              className="campaign-text"
              data-testid="campaign-preview-text"
              lang={current.locale}
              dir={dirOf(current.locale)}
            >
              {text ?? 'Loading…'}
            </pre>
          )}
        </div>
      )}
    </div>
  );
}
