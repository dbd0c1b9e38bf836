// Runs before every page the build renders (output: 'static'): the published staff translations
// are merged into the string catalogues once, before the first page reads them (decision 0047).
import { defineMiddleware } from 'astro:middleware';
import { loadPublishedTranslations } from './server/i18n/published-translations.ts';

export const onRequest = defineMiddleware(async (_context, next) => {
  await loadPublishedTranslations();
  return next();
});
