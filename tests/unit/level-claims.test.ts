// What the site says about XP, levels and invites is the rule (decision 0056; docs/product.md
// "Levels and Barakah Score"): the FAQ in every locale, the landing page's level feature and the blog
// posts that explain levels state the numbers of src/lib/progress/levels.ts, in the locale's digits,
// and the level names of the seeded table. Change a constant and these texts fail until rewritten.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { formatNumber } from '../../src/lib/i18n/format.ts';
import { landing } from '../../src/lib/i18n/landing.ts';
import { LOCALE_CODES, type LocaleCode } from '../../src/lib/i18n/locales.ts';
import { SPIRITUAL_LEVELS } from '../../src/lib/people.ts';
import {
  MAX_BARAKAH_SCORE,
  XP_PER_INVITE,
  XP_PER_SCORE_POINT,
  levelPositionForScore,
  xpToReach,
} from '../../src/lib/progress/levels.ts';
import { LEVEL_TRANSLATIONS } from '../../src/server/content/seed-translations.ts';
import { SEED_THAWABS } from '../../src/server/content/seed-catalogue.ts';
import { THEME_CATEGORIES } from '../../src/lib/deeds.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const read = (path: string) => readFileSync(`${root}${path}`, 'utf8');
const LEVELS = SPIRITUAL_LEVELS.map((l) => ({ minScore: l.min }));
/** Without the isolates right-to-left text wraps Latin words in. */
const plain = (text: string) => text.replace(/[\u2068\u2069]/g, '');
const levelName = (locale: LocaleCode, position: number) => {
  const english = SPIRITUAL_LEVELS[position]!.name;
  return locale === 'en' ? english : LEVEL_TRANSLATIONS[english]![locale][0];
};
/** The numbers every statement of the rule gives, as the locale writes them. */
const numbers = (locale: LocaleCode) => ({
  invite: `${formatNumber(locale, XP_PER_INVITE)} XP`,
  perPoint: `${formatNumber(locale, XP_PER_SCORE_POINT)} XP`,
  secondLevelScore: formatNumber(locale, SPIRITUAL_LEVELS[1].min),
  secondLevelXp: `${formatNumber(locale, xpToReach(LEVELS, 1))} XP`,
});

describe('the FAQ states the level rule in every locale', () => {
  it.each(LOCALE_CODES)('%s', (locale) => {
    const file = locale === 'en' ? 'src/content/support/faq.json' : `src/content/support/${locale}/faq.json`;
    const answer = plain((JSON.parse(read(file)) as { answer: string }[])[0]!.answer);
    const n = numbers(locale);
    expect(answer).toContain(n.invite);
    expect(answer).toContain(n.perPoint);
    expect(answer).toContain(n.secondLevelXp);
    expect(answer).toContain(formatNumber(locale, MAX_BARAKAH_SCORE));
    expect(answer).toContain(n.secondLevelScore);
    expect(answer).toContain(levelName(locale, 0));
    expect(answer).toContain(levelName(locale, 1));
  });
});

describe('the landing page’s level feature fills the rule’s constants', () => {
  it.each(LOCALE_CODES)('%s', (locale) => {
    const text = landing(locale, 'f6Text', { per: XP_PER_SCORE_POINT, invite: XP_PER_INVITE });
    expect(text).toContain(formatNumber(locale, XP_PER_SCORE_POINT));
    expect(text).toContain(formatNumber(locale, XP_PER_INVITE));
    // The component passes exactly these values.
    expect(read('src/components/sections/AppMarketing.astro')).toContain(
      "t('f6Text', { per: XP_PER_SCORE_POINT, invite: XP_PER_INVITE })",
    );
  });
});

describe('the blog posts that explain levels state the rule', () => {
  it.each([
    ['en', 'src/content/blog/track-good-deeds-with-thawab.md'],
    ['id', 'src/content/blog/id/mencatat-amal-baik-dengan-thawab.md'],
  ] as const)('%s: %s', (locale, file) => {
    const text = read(file);
    const n = numbers(locale);
    for (const part of [n.invite, n.perPoint, n.secondLevelXp, levelName(locale, 0), levelName(locale, 1)])
      expect(text).toContain(part);
    // There are no level badges; the post once promised one.
    expect(text).not.toMatch(/reaching a new level|mencapai tingkat baru/);
  });
});

describe('the rule’s worked example', () => {
  it('the second level’s XP is its minimum × XP per point, reached exactly there', () => {
    expect(xpToReach(LEVELS, 1)).toBe(SPIRITUAL_LEVELS[1].min * XP_PER_SCORE_POINT);
    expect(levelPositionForScore(LEVELS, xpToReach(LEVELS, 1) / XP_PER_SCORE_POINT)).toBe(1);
  });

  it('a new user sees a full day’s set: every theme has seeded deeds at the first level', () => {
    const first = SEED_THAWABS.filter((task) => task.minLevel === SPIRITUAL_LEVELS[0].name);
    for (const [theme, categories] of Object.entries(THEME_CATEGORIES))
      expect(
        first.filter((task) => categories.includes(task.category)).length,
        `${theme} at the first level`,
      ).toBeGreaterThan(0);
  });
});
