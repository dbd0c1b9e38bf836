// A campaign draft's language versions (decision 0050): English is the campaign's own text, every
// other language a translation. Pure helpers shared by the editor and the previews.
import { LOCALES, staffLanguageName, type LocaleCode } from '../../../../lib/i18n/locales.ts';
import {
  CAMPAIGN_VERSION_LOCALES,
  type Campaign,
  type CampaignInput,
  type CampaignVersion,
} from '../../../../lib/schemas/campaigns.ts';

const EMPTY_DRAFT: CampaignInput = {
  subject: '',
  preheader: '',
  body: '',
  audience: { list: 'waitlist' },
  translations: {},
};

export const languageName = staffLanguageName;
export const dirOf = (code: LocaleCode) => LOCALES.find((l) => l.code === code)!.dir;

export type Version = Pick<CampaignVersion, 'subject' | 'body'> & { preheader: string };

/** The text of one language version of the draft ('en': the campaign's own fields). */
export function versionOf(draft: CampaignInput, lang: LocaleCode): Version {
  if (lang === 'en') return { subject: draft.subject, preheader: draft.preheader ?? '', body: draft.body };
  const version = draft.translations?.[lang];
  return { subject: version?.subject ?? '', preheader: version?.preheader ?? '', body: version?.body ?? '' };
}

export function withVersion(draft: CampaignInput, lang: LocaleCode, patch: Partial<Version>): CampaignInput {
  if (lang === 'en') return { ...draft, ...patch };
  return { ...draft, translations: { ...draft.translations, [lang]: { ...versionOf(draft, lang), ...patch } } };
}

/** Where a version's field sits in the draft, as the server's 400 issues name it (translations.fr.subject). */
export const versionFieldPath = (lang: LocaleCode, field: keyof Version): string =>
  lang === 'en' ? field : `translations.${lang}.${field}`;

/** The languages a draft is written in, English first. */
export const draftLanguages = (draft: CampaignInput): LocaleCode[] => [
  'en',
  ...CAMPAIGN_VERSION_LOCALES.filter((code) => draft.translations?.[code] !== undefined),
];

export function toInput(c: Campaign | null): CampaignInput {
  return c
    ? { subject: c.subject, preheader: c.preheader, body: c.body, audience: c.audience, translations: c.translations }
    : EMPTY_DRAFT;
}
