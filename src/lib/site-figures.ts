// Every figure the public site states about its users or the product (decision 0058, amended
// 2026-11-28). There are two kinds and nothing else:
// - measured (src/lib/quiz/measured-figures.ts): counted from stored rows by GET /api/quiz-stats and
//   shown only from its floor up;
// - product facts (below): constants of the code that makes them true.
// No rating, share of satisfied testers, download or country count is stated: the app is not
// launched, so none exists to measure. tests/unit/marketing-figures.test.ts holds every locale's
// catalogues and the public pages to this list.
import { LOCALE_CODES } from './i18n/locales.ts';
import { SPIRITUAL_LEVELS } from './people.ts';
import { APP_THEMES } from './schemas/app-auth.ts';

export { FIGURE_FLOOR, MEASURED_FIGURES, showsFigure, type MeasuredFigure } from './quiz/measured-figures.ts';

/** Facts about the product, computed from the code that makes them true. */
export const PRODUCT_FIGURES = {
  /** Languages the site and the app's texts are written in (the locale table). */
  languages: LOCALE_CODES.length,
  /** Levels of the seeded level table, Waking Soul to Luminous Soul. */
  levels: SPIRITUAL_LEVELS.length,
  /** Themes a user chooses from (the app's themes, each with its badge in the seeded catalogue). */
  themes: APP_THEMES.length,
} as const;
export type ProductFigure = keyof typeof PRODUCT_FIGURES;
