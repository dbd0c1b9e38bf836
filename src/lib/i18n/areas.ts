// The Translations tab's areas (decision 0047). Apart from the registry (catalogues.ts) so the tab's
// browser code gets the names without every catalogue's strings.
/** The areas, in the tab's order. */
export const TRANSLATION_AREAS = ['quiz', 'landing', 'blog', 'support', 'legal', 'emails', 'app', 'chrome'] as const;
export type TranslationArea = (typeof TRANSLATION_AREAS)[number];

export const AREA_LABELS: Record<TranslationArea, string> = {
  quiz: 'Quiz',
  landing: 'Landing',
  blog: 'Blog chrome',
  support: 'Support',
  legal: 'Legal',
  emails: 'Emails',
  app: 'App messages',
  chrome: 'Site chrome',
};
