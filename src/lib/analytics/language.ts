// The Growth Funnel's page language (decision 0053) as the tab and the export name it. No zod here,
// so the Analytics tab's chunk does not carry the query schema.
import { localeOf, type LocaleCode } from '../i18n/locales.ts';

/** The English label of a funnel language ('' = events recorded without one). */
export function languageLabel(language: LocaleCode | 'all' | ''): string {
  if (language === 'all') return 'All languages';
  if (language === '') return 'Not recorded';
  return `${localeOf(language).englishName} (${language})`;
}
