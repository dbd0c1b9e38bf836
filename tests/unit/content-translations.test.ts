// Per-locale app content (decision 0048): the fallback rule per field, the merge that stamps who
// wrote a changed locale, the ?locale= rule, the Quran edition table against the installed
// quran-json package, and the seeded texts covering the whole seeded catalogue.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  localizeFields,
  mergeTranslations,
  readLocaleParam,
  TranslationsInputSchema,
  type ContentTranslations,
} from '../../src/lib/i18n/content.ts';
import { LOCALE_CODES, PREFIXED_LOCALES } from '../../src/lib/i18n/locales.ts';
import {
  editionAttribution,
  isEditionLocale,
  QURAN_EDITIONS,
  QURAN_EDITIONS_NOT_USED,
  QURAN_SOURCE,
  type QuranEditionLocale,
} from '../../src/lib/content/quran-source.ts';
import { SEED_BADGES, SEED_LEVELS, SEED_THAWABS } from '../../src/server/content/seed-catalogue.ts';
import {
  BADGE_TRANSLATIONS,
  LEVEL_TRANSLATIONS,
  seededTranslations,
  THAWAB_TRANSLATIONS,
} from '../../src/server/content/seed-translations.ts';

const english = { name: 'Pray Fajr on time', description: 'Wake for the dawn prayer.' };
const stored: ContentTranslations = {
  ar: {
    name: 'صلاة الفجر في وقتها',
    description: 'استيقظ لصلاة الفجر.',
    writtenBy: 'team',
    reviewed: false,
    updatedAt: '2026-11-25T00:00:00.000Z',
  },
  fr: { name: 'Prier Fajr à l’heure', writtenBy: 'amina', reviewed: true, updatedAt: '2026-11-25T00:00:00.000Z' },
  tr: {
    name: '   ',
    description: 'Sabah namazı için kalk.',
    writtenBy: 'team',
    reviewed: false,
    updatedAt: '2026-11-25T00:00:00.000Z',
  },
};

describe('localizeFields: English per missing field', () => {
  it('uses every text the locale has', () => {
    expect(localizeFields(english, stored, 'ar')).toEqual({
      name: 'صلاة الفجر في وقتها',
      description: 'استيقظ لصلاة الفجر.',
      fallback: [],
    });
  });
  it('falls back field by field, blank text counting as missing', () => {
    expect(localizeFields(english, stored, 'fr')).toEqual({
      name: 'Prier Fajr à l’heure',
      description: english.description,
      fallback: ['description'],
    });
    expect(localizeFields(english, stored, 'tr')).toEqual({
      name: english.name,
      description: 'Sabah namazı için kalk.',
      fallback: ['name'],
    });
  });
  it('answers English for a locale with no texts, or no translations at all, and English itself never falls back', () => {
    expect(localizeFields(english, stored, 'ur')).toEqual({ ...english, fallback: ['name', 'description'] });
    expect(localizeFields(english, null, 'ar')).toEqual({ ...english, fallback: ['name', 'description'] });
    expect(localizeFields(english, stored, 'en')).toEqual({ ...english, fallback: [] });
  });
});

describe('mergeTranslations: what a staff save stores', () => {
  const at = '2026-11-26T10:00:00.000Z';
  it('stamps a changed locale with the saver, keeps an unchanged one as it was, drops empty locales', () => {
    const next = mergeTranslations(
      stored,
      {
        ar: { name: 'صلاة الفجر في وقتها', description: 'استيقظ لصلاة الفجر.', reviewed: false },
        fr: { name: 'Prier le Fajr à l’heure' },
        ur: { name: '', description: '' },
      },
      'bilal',
      at,
    );
    expect(next.ar).toBe(stored.ar);
    expect(next.fr).toEqual({ name: 'Prier le Fajr à l’heure', writtenBy: 'bilal', reviewed: false, updatedAt: at });
    expect(next).not.toHaveProperty('ur');
    expect(next, 'a locale not sent is removed').not.toHaveProperty('tr');
  });
  it('a changed review mark alone is a change', () => {
    expect(
      mergeTranslations(
        stored,
        { ar: { name: 'صلاة الفجر في وقتها', description: 'استيقظ لصلاة الفجر.', reviewed: true } },
        'native',
        at,
      ).ar,
    ).toMatchObject({ reviewed: true, writtenBy: 'native' });
  });
  it('translations not sent keep the stored ones', () => {
    expect(mergeTranslations(stored, undefined, 'x', at)).toBe(stored);
  });
  it('the input schema takes the prefixed locales only, and trims', () => {
    expect(TranslationsInputSchema.safeParse({ en: { name: 'x' } }).success).toBe(false);
    expect(TranslationsInputSchema.safeParse({ xx: { name: 'x' } }).success).toBe(false);
    expect(TranslationsInputSchema.parse({ ar: { name: '  اسم  ' } })).toEqual({ ar: { name: 'اسم' } });
  });
});

describe('?locale=', () => {
  it('absent is English; a table code is served; anything else is refused', () => {
    expect(readLocaleParam(null)).toEqual({ ok: true, locale: 'en' });
    for (const code of LOCALE_CODES) expect(readLocaleParam(code)).toEqual({ ok: true, locale: code });
    for (const bad of ['', 'xx', 'AR', 'ar-EG', 'en-US']) expect(readLocaleParam(bad).ok, bad).toBe(false);
  });
});

describe('the Quran edition table', () => {
  it('serves besides English only QuranEnc editions, each credited with its publisher, QuranEnc.com and version (decision 0061)', () => {
    for (const [code, e] of Object.entries(QURAN_EDITIONS)) {
      expect(e.locale).toBe(code);
      const attribution = editionAttribution(code as QuranEditionLocale);
      expect(attribution).toContain(`issued by ${e.publisher}`);
      expect(attribution).toContain(`QuranEnc.com (${e.url}), version ${e.version}`);
      expect(attribution).toContain(`licensed ${QURAN_SOURCE.package.licence}.`);
    }
    expect(Object.keys(QURAN_EDITIONS)).toEqual(['id']);
  });

  it('uses an edition only for a locale of the site, and accounts for every prefixed locale', () => {
    for (const code of Object.keys(QURAN_EDITIONS)) expect(PREFIXED_LOCALES).toContain(code);
    const accounted = new Set([...Object.keys(QURAN_EDITIONS), ...Object.keys(QURAN_EDITIONS_NOT_USED), 'ar']);
    for (const code of PREFIXED_LOCALES) expect(accounted.has(code), code).toBe(true);
  });

  it("no longer reads quran-json's Tanzil translations, whose terms are non-commercial", () => {
    const pkgDir = dirname(createRequire(import.meta.url).resolve('quran-json/package.json'));
    expect(readFileSync(join(pkgDir, 'README.md'), 'utf8')).toContain('sourced from [tanzil.net]');
    for (const code of ['bn', 'fr', 'tr', 'ur']) expect(isEditionLocale(code), code).toBe(false);
    expect(existsSync(join(pkgDir, 'dist', 'quran.json'))).toBe(true);
  });
});

describe('the seeded translations', () => {
  const catalogues = [
    ['thawab tasks', SEED_THAWABS.map((t) => t.name), THAWAB_TRANSLATIONS],
    ['badges', SEED_BADGES.map((b) => b.name), BADGE_TRANSLATIONS],
    ['levels', SEED_LEVELS.map((l) => l.name), LEVEL_TRANSLATIONS],
  ] as const;
  for (const [what, names, texts] of catalogues) {
    it(`cover every seeded ${what} in all seven locales, within the fields' lengths, and nothing else`, () => {
      expect(Object.keys(texts).sort()).toEqual([...names].sort());
      for (const name of names) {
        for (const code of PREFIXED_LOCALES) {
          const [n, d] = texts[name]![code as keyof (typeof texts)[string]];
          expect(n.trim().length, `${name} ${code}`).toBeGreaterThan(0);
          expect(n.length).toBeLessThanOrEqual(what === 'levels' ? 64 : 120);
          expect(d.trim().length, `${name} ${code}`).toBeGreaterThan(0);
          expect(d.length).toBeLessThanOrEqual(500);
          expect(n, `${name} ${code} is translated, not copied`).not.toBe(name);
        }
      }
    });
  }
  it('are stored as written by the team and not reviewed', () => {
    const stored = seededTranslations(THAWAB_TRANSLATIONS['Pray Fajr on time']!, '2026-11-25T00:00:00.000Z');
    expect(Object.keys(stored).sort()).toEqual([...PREFIXED_LOCALES].sort());
    for (const t of Object.values(stored)) expect(t).toMatchObject({ writtenBy: 'team', reviewed: false });
  });
});
