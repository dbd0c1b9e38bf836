// A campaign's draft (decision 0041): its language versions, audience and the live count of who it
// reaches, a preview, a test to a staff address, and for Super Admins sending or scheduling it.
import { useState } from 'react';
import type { LocaleCode } from '../../../../lib/i18n/locales.ts';
import {
  AudienceSchema,
  type Audience,
  type AudienceCount,
  type Campaign,
  type CampaignInput,
} from '../../../../lib/schemas/campaigns.ts';
import { ConflictNotice, fieldErrorsOf, runAction, useDebounced, useLoader, useVersioned } from '../../kit/index.ts';
import { campaignsApi } from './campaigns-api.ts';
import {
  draftLanguages,
  languageName,
  toInput,
  versionFieldPath,
  versionOf,
  withVersion,
  type Version,
} from './campaign-draft.ts';
import { CampaignAudienceFields } from './CampaignAudienceFields.tsx';
import { CampaignSendPanel } from './CampaignSendPanel.tsx';
import { CampaignVersionFields } from './CampaignVersionFields.tsx';
import { H, type Heading } from './heading.ts';
import { MessagePreview } from './MessagePreview.tsx';

export function CampaignEditor({
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
  const versionField = (field: keyof Version) => errors[versionFieldPath(lang, field)];
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
        // The toast says what failed; a field the server refused also says it under the field.
        () =>
          (campaign
            ? campaignsApi.save(campaign.id, versioned.version ?? campaign.version, draft)
            : campaignsApi.create(draft)
          ).catch((error: unknown) => {
            setErrors(fieldErrorsOf(error));
            throw error;
          }),
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
        <CampaignVersionFields
          languages={languages}
          lang={lang}
          version={version}
          errors={{
            subject: versionField('subject'),
            preheader: versionField('preheader'),
            body: versionField('body'),
          }}
          onSelect={setLang}
          onAdd={addVersion}
          onRemove={removeVersion}
          onText={setText}
        />
        <CampaignAudienceFields
          audience={audience}
          setAudience={setAudience}
          reach={reach}
          countError={count.error}
          versions={languages}
        />
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
        <CampaignSendPanel
          headingLevel={Math.min(headingLevel + 1, 4) as Heading}
          lang={lang}
          canSend={canSend}
          dirty={dirty}
          busy={busy}
          reach={reach}
          errors={errors}
          testTo={testTo}
          when={when}
          onTestTo={setTestTo}
          onWhen={setWhen}
          onSendTest={() => void sendTest()}
          onDeliver={(action) => void deliver(action)}
        />
      )}
    </>
  );
}
