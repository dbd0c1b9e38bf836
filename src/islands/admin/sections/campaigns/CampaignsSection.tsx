// Campaigns (Content Editor, Super Admin; decision 0041): launch announcements and newsletter
// issues. The list of campaigns with their progress; a campaign's page composes it (subject,
// pre-header, Markdown body, audience with its count), previews both parts at desktop and phone
// width, sends a test to a staff address and, for Super Admins, sends now or schedules; while it
// sends, the page shows sent / failed / suppressed / remaining and can pause and resume.
// Language versions (decision 0050): English is the campaign's own text; a version in another
// language goes to the readers of that language, everyone else gets English. The audience can be
// narrowed to readers of some languages, and its count says who gets which version.
import { useEffect, useState } from 'react';
import { audienceLabel } from '../../../../lib/schemas/campaigns.ts';
import { CAMPAIGN_SEND_PERMISSION } from '../../../../lib/permissions.ts';
import { adoptStyles, DataTable, ErrorPanel, formatDateTime, formatNumber, useLoader } from '../../kit/index.ts';
import { Spinner } from '../../kit/Spinner.tsx';
import type { SectionProps } from '../../section-props.ts';
import { campaignsApi } from './campaigns-api.ts';
import { CampaignEditor } from './CampaignEditor.tsx';
import { CampaignProgressView } from './CampaignProgressView.tsx';
import { H, type Heading } from './heading.ts';
import { StatusPill } from './StatusPill.tsx';
import campaignsCss from './campaigns.css?inline';

adoptStyles('campaigns', campaignsCss);

/** The campaign a deep link names: /admin?campaign=12#campaigns (the blog list's "Send as newsletter"). */
function linkedCampaign(): number | null {
  if (typeof location === 'undefined') return null;
  const value = new URLSearchParams(location.search).get('campaign');
  return value && /^\d{1,9}$/.test(value) ? Number(value) : null;
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
