// A campaign past its draft: scheduled, sending, paused or sent. Its delivery counts, and for Super
// Admins the buttons that pause, resume, send now or unschedule it.
import { audienceLabel, type Campaign, type DeliveryAction } from '../../../../lib/schemas/campaigns.ts';
import { formatDateTime, formatNumber, ProgressBar, runAction, StatCard } from '../../kit/index.ts';
import { campaignsApi } from './campaigns-api.ts';
import { H, type Heading } from './heading.ts';
import { CampaignVersionsPreview } from './MessagePreview.tsx';
import { StatusPill } from './StatusPill.tsx';

export function CampaignProgressView({
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
