// The site's one-off messages, each written in its reader's language (decision 0050): the
// confirmation of a waitlist or newsletter sign-up, the link of a privacy request and the app's
// sign-in code. The words come from the `emails` catalogue (src/lib/i18n/emails.ts, with published
// staff edits: strings.ts), the layout from renderEmail, and every link opens its page in the same
// language. Campaigns have their own renderer (campaign-message.ts).
import type { LocaleCode } from '../../lib/i18n/locales.ts';
import { PRIVACY_TOKEN_HOURS, type PrivacyAction } from '../../lib/schemas/email-links.ts';
import { SIGN_IN_CODE_LIFETIME_MS } from '../../lib/schemas/app-auth.ts';
import { confirmPageUrl, privacyConfirmPageUrl } from './links.ts';
import { renderEmail } from './message.ts';
import type { EmailStrings } from './strings.ts';

export const CONFIRM_TOKEN_TTL_DAYS = 7;
export const UNCONFIRMED_TTL_DAYS = 30;
export const PRIVACY_TOKEN_TTL_HOURS = PRIVACY_TOKEN_HOURS;

export type SignupList = 'waitlist' | 'newsletter';

/** What enqueueMail needs of a message besides its recipient and key. */
export interface LocalizedMail {
  kind: string;
  subject: string;
  html: string;
  text: string;
  locale: LocaleCode;
}

/** The confirmation message of a sign-up to `list`, with its single-use link. */
export function confirmationMail(
  strings: EmailStrings,
  locale: LocaleCode,
  token: string,
  list: SignupList,
): LocalizedMail {
  const t = strings.t.bind(strings, locale);
  const waitlist = list === 'waitlist';
  const rendered = renderEmail({
    locale,
    preheader: t(waitlist ? 'confirmPreheaderWaitlist' : 'confirmPreheaderNewsletter'),
    heading: t('confirmHeading'),
    paragraphs: [
      t(waitlist ? 'confirmBodyWaitlist' : 'confirmBodyNewsletter'),
      t('confirmIgnore', { days: UNCONFIRMED_TTL_DAYS }),
    ],
    action: { label: t('confirmAction'), url: confirmPageUrl(token, locale) },
    footer: [t('confirmValidity', { days: CONFIRM_TOKEN_TTL_DAYS })],
  });
  return { kind: `${list}_confirmation`, subject: t('confirmSubject'), ...rendered, locale };
}

/** The link of a privacy request (a copy, or the deletion, of what we hold about an address). */
export function privacyMail(
  strings: EmailStrings,
  locale: LocaleCode,
  token: string,
  action: PrivacyAction,
): LocalizedMail {
  const t = strings.t.bind(strings, locale);
  const copy = action === 'copy';
  const rendered = renderEmail({
    locale,
    preheader: t(copy ? 'privacyCopyPreheader' : 'privacyDeletePreheader'),
    heading: t(copy ? 'privacyCopyHeading' : 'privacyDeleteHeading'),
    paragraphs: [t(copy ? 'privacyCopyBody' : 'privacyDeleteBody'), t('privacyIgnore')],
    action: { label: t(copy ? 'privacyCopyAction' : 'privacyDeleteAction'), url: privacyConfirmPageUrl(token, locale) },
    footer: [t('privacyValidity', { hours: PRIVACY_TOKEN_TTL_HOURS })],
  });
  return {
    kind: `privacy_${action}`,
    subject: t(copy ? 'privacyCopySubject' : 'privacyDeleteSubject'),
    ...rendered,
    locale,
  };
}

/**
 * The app's sign-in code. The code stays in ASCII digits in every language, in the subject too: it
 * is typed or pasted into the app, whose field and the API take 0–9, and the phone's one-time-code
 * autofill reads those; the minutes around it are in the locale's digits.
 */
export function signInCodeMail(strings: EmailStrings, locale: LocaleCode, code: string): Omit<LocalizedMail, 'kind'> {
  const t = strings.t.bind(strings, locale);
  const subject = t('signInSubject', { code });
  const rendered = renderEmail({
    locale,
    preheader: subject,
    heading: t('signInHeading'),
    paragraphs: [
      t('signInIntro'),
      { code },
      t('signInValidity', { minutes: SIGN_IN_CODE_LIFETIME_MS / 60_000 }),
      t('signInIgnore'),
    ],
  });
  return { subject, ...rendered, locale };
}
