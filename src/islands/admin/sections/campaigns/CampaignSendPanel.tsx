// A saved draft's last step: a test to a staff address in the version on screen, and for Super
// Admins sending it now or scheduling it. What is sent is the saved draft, so both wait for a save.
import { LOCALES, type LocaleCode } from '../../../../lib/i18n/locales.ts';
import type { AudienceCount } from '../../../../lib/schemas/campaigns.ts';
import { formatNumber, TextField } from '../../kit/index.ts';
import { H, type Heading } from './heading.ts';

export function CampaignSendPanel({
  headingLevel,
  lang,
  canSend,
  dirty,
  busy,
  reach,
  errors,
  testTo,
  when,
  onTestTo,
  onWhen,
  onSendTest,
  onDeliver,
}: {
  headingLevel: Heading;
  lang: LocaleCode;
  canSend: boolean;
  dirty: boolean;
  busy: boolean;
  reach: AudienceCount | null;
  errors: Record<string, string>;
  testTo: string;
  when: string;
  onTestTo: (value: string) => void;
  onWhen: (value: string) => void;
  onSendTest: () => void;
  onDeliver: (action: 'send' | 'schedule') => void;
}) {
  return (
    <div className="campaign-send card">
      <H level={headingLevel}>Test and send</H>
      <div className="campaign-inline">
        <TextField
          id="campaign-test-to"
          label="Send a test to (staff address)"
          type="email"
          value={testTo}
          hint={`The ${LOCALES.find((l) => l.code === lang)!.englishName} version, as on screen.`}
          error={errors.testTo}
          onChange={onTestTo}
        />
        <button type="button" className="btn btn-outline" onClick={onSendTest}>
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
              onClick={() => onDeliver('send')}
            >
              {reach
                ? `Send now to ${formatNumber(reach.recipients - reach.suppressed)} ${reach.recipients - reach.suppressed === 1 ? 'person' : 'people'}`
                : 'Send now'}
            </button>
          </div>
          <div className="campaign-inline">
            <TextField
              id="campaign-when"
              label="Or schedule for (your time)"
              type="datetime-local"
              value={when}
              error={errors.scheduledAt}
              onChange={onWhen}
            />
            <button
              type="button"
              className="btn btn-outline"
              disabled={busy || dirty}
              onClick={() => onDeliver('schedule')}
            >
              Schedule
            </button>
          </div>
        </>
      ) : (
        <p className="admin-muted">A Super Admin sends it: save the draft and let them know.</p>
      )}
    </div>
  );
}
