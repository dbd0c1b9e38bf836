// The message as a recipient gets it, for the editor (the draft on screen) and for a sent or
// scheduled campaign (each language version in turn).
import { useEffect, useRef, useState } from 'react';
import type { LocaleCode } from '../../../../lib/i18n/locales.ts';
import type { Campaign, CampaignInput } from '../../../../lib/schemas/campaigns.ts';
import { API } from '../../../../lib/routes.ts';
import { TabList, TabPanel, useDebounced } from '../../kit/index.ts';
import { campaignsApi } from './campaigns-api.ts';
import { dirOf, draftLanguages, languageName, toInput, versionOf } from './campaign-draft.ts';
import { H, type Heading } from './heading.ts';

/** A sent or scheduled campaign's message, one language version at a time. */
export function CampaignVersionsPreview({ campaign, headingLevel }: { campaign: Campaign; headingLevel: Heading }) {
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

/**
 * Both parts as a recipient gets them. The HTML part loads in a frame from the preview endpoint (a
 * hidden form posts the draft to it: the admin page's CSP would block the message's inline styles
 * in a srcdoc frame), at desktop or phone width; the text part comes as JSON.
 */
export function MessagePreview({
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
