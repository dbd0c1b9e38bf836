// How the Translations tab names an area and a language (shared by its table and dialogs).
import { AREA_LABELS, type TranslationArea } from '../../../../lib/i18n/areas.ts';
import { LOCALES } from '../../../../lib/i18n/locales.ts';

export const languageName = (code: string) => {
  const locale = LOCALES.find((l) => l.code === code);
  return locale ? `${locale.englishName} (${locale.code})` : code;
};

export const areaName = (area: string) => AREA_LABELS[area as TranslationArea] ?? area;
