// The locale a public request names (decision 0050): the language of the page it was made on, so
// the mail it causes is written in it. Only a code of the locale table (src/lib/i18n/locales.ts) is
// accepted; anything else is a 400 naming the codes, never a silent English.
import { z } from 'zod';
import { LOCALE_CODES, type LocaleCode } from '../i18n/locales.ts';

export const LOCALE_MESSAGE = `Unknown locale: use one of ${LOCALE_CODES.join(', ')}`;

/** A code of the locale table, the one schema of it; `message` says what the field is called where it is refused. */
export function localeCodeSchema(message = LOCALE_MESSAGE) {
  return z.enum(LOCALE_CODES as [LocaleCode, ...LocaleCode[]], { error: message });
}

export const PageLocaleSchema = localeCodeSchema();
