// The Translations tab's rules (decision 0047): ICU text in and out, checks against the English,
// the locales' plural categories, and the build's merge with English fallback and a report.
import { describe, expect, it } from 'vitest';
import { CATALOGUES, catalogueByName } from '../../src/lib/i18n/catalogues.ts';
import { translate, type Catalogue } from '../../src/lib/i18n/format.ts';
import {
  isPluralSource,
  messageToIcu,
  parseMessage,
  placeholders,
  pluralCategories,
  pluralPreview,
  sourceHash,
  validateTranslation,
} from '../../src/lib/i18n/icu.ts';
import { PLURAL_SAMPLES } from '../../src/lib/schemas/translations.ts';
import { mergeCatalogue } from '../../src/lib/i18n/merge.ts';

const DAYS = { plural: 'count', one: '# day left, {name}', other: '# days left, {name}' };

describe('ICU text', () => {
  it('parses text with placeholders and a plural, folding surrounding text into the branches', () => {
    expect(parseMessage('Hello {name}')).toEqual({ ok: true, message: 'Hello {name}' });
    expect(parseMessage('Still {count, plural, one {# day} other {# days}} to go')).toEqual({
      ok: true,
      message: { plural: 'count', one: 'Still # day to go', other: 'Still # days to go' },
    });
    expect(parseMessage(messageToIcu(DAYS))).toEqual({ ok: true, message: DAYS });
  });

  it('reports what is wrong', () => {
    const error = (text: string) => {
      const parsed = parseMessage(text);
      return parsed.ok ? null : parsed.error;
    };
    expect(error('Hello {name')).toMatch(/Unclosed/);
    expect(error('Hello name}')).toMatch(/Unmatched/);
    expect(error('{count, plural, one {# day}}')).toMatch(/"other"/);
    expect(error('{count, select, a {x} other {y}}')).toMatch(/Only "plural"/);
    expect(error('{count, plural, some {x} other {y}}')).toMatch(/not a plural category/);
    expect(error('Hi {first name}')).toMatch(/not a placeholder/);
    expect(error('{a, plural, other {x}} {b, plural, other {y}}')).toMatch(/Only one plural/);
  });

  it('lists placeholders of every branch', () => {
    expect(placeholders(DAYS)).toEqual(['name']);
    expect(placeholders('© {year} {site}.')).toEqual(['site', 'year']);
  });
});

describe('plural categories (CLDR, through Intl.PluralRules)', () => {
  it('Arabic has six, French three, Indonesian one', () => {
    expect(pluralCategories('ar')).toEqual(['zero', 'one', 'two', 'few', 'many', 'other']);
    expect(pluralCategories('fr')).toEqual(['one', 'many', 'other']);
    expect(pluralCategories('id')).toEqual(['other']);
  });
});

describe('validateTranslation', () => {
  it('accepts a translation with the same placeholders and every category of the locale', () => {
    expect(validateTranslation('id', DAYS, '{count, plural, other {# hari lagi, {name}}}').ok).toBe(true);
    const ar =
      '{count, plural, zero {لا أيام يا {name}} one {يوم واحد يا {name}} two {يومان يا {name}} few {# أيام يا {name}} many {# يومًا يا {name}} other {# يوم يا {name}}}';
    expect(validateTranslation('ar', DAYS, ar)).toMatchObject({ ok: true });
  });

  it('names the missing plural categories of the locale', () => {
    const result = validateTranslation('ar', DAYS, '{count, plural, one {يوم {name}} other {# يوم {name}}}');
    expect(result).toEqual({
      ok: false,
      errors: ['Missing plural categories for this language: zero, two, few, many'],
    });
    expect(validateTranslation('fr', DAYS, '{count, plural, one {# jour, {name}} other {# jours, {name}}}')).toEqual({
      ok: false,
      errors: ['Missing plural category for this language: many'],
    });
  });

  it('demands the source placeholders, no more, no fewer', () => {
    expect(validateTranslation('tr', '© {year} {site}.', '© {year}.')).toEqual({
      ok: false,
      errors: ['Missing placeholder {site} (the English has it)'],
    });
    expect(validateTranslation('tr', 'Blog', 'Blog {site}')).toEqual({
      ok: false,
      errors: ['Unknown placeholder {site} (the English has no such value)'],
    });
    expect(validateTranslation('tr', '{site} home', '{site} ana sayfası').ok).toBe(true);
  });

  it('refuses a non-plural for a plural source, and text that does not parse', () => {
    expect(validateTranslation('tr', DAYS, '# gün {name}')).toMatchObject({ ok: false });
    const bad = validateTranslation('tr', 'Blog', 'Blog {');
    expect(bad.ok ? [] : bad.errors[0]).toMatch(/^Not a valid message: Unclosed/);
  });
});

describe('mergeCatalogue: published staff strings over the files, English where they fail', () => {
  const file: Catalogue<string> = {
    en: { home: '{site} home', blog: 'Blog', days: DAYS },
    others: { tr: { home: '{site} ana sayfası', blog: 'Blog' } },
  };

  it('applies valid overrides and leaves the file catalogue untouched', () => {
    const { catalogue, report } = mergeCatalogue('t', file, [
      { catalogue: 't', key: 'blog', locale: 'tr', text: 'Günlük' },
    ]);
    expect(translate(catalogue, 'tr', 'blog')).toBe('Günlük');
    expect(file.others.tr?.blog).toBe('Blog');
    expect(report).toContain('t [tr]: 1 missing, English shown: days');
  });

  it('a cleared string and a bad one show English and are reported, never thrown', () => {
    const { catalogue, report } = mergeCatalogue('t', file, [
      { catalogue: 't', key: 'home', locale: 'tr', text: 'ana sayfa' },
      { catalogue: 't', key: 'blog', locale: 'tr', text: '' },
      { catalogue: 't', key: 'nope', locale: 'tr', text: 'x' },
    ]);
    expect(translate(catalogue, 'tr', 'home', { site: 'Thawab' })).toBe('Thawab home');
    expect(translate(catalogue, 'tr', 'blog')).toBe('Blog');
    expect(catalogue.others.tr?.blog).toBeUndefined();
    expect(report).toContain('t.home [tr]: Missing placeholder {site} (the English has it); English shown');
    expect(report).toContain('t.nope [tr]: no such English string or locale; ignored');
    expect(report).toContain('t [tr]: 3 missing, English shown: home, blog, days');
  });

  it('a staff plural is used with the locale rules', () => {
    const { catalogue } = mergeCatalogue('t', file, [
      { catalogue: 't', key: 'days', locale: 'tr', text: '{count, plural, one {# gün, {name}} other {# gün, {name}}}' },
    ]);
    expect(translate(catalogue, 'tr', 'days', { count: 1000, name: 'Ali' })).toBe('1.000 gün, Ali');
  });
});

describe('the catalogue registry', () => {
  it('registers the chrome, and every file string fits its English', () => {
    const chrome = catalogueByName('chrome');
    expect(chrome?.area).toBe('chrome');
    for (const entry of CATALOGUES) expect(mergeCatalogue(entry.name, entry.catalogue, []).report).toEqual([]);
  });

  it('fingerprints the English so a changed source is seen', () => {
    expect(sourceHash('Blog')).toMatch(/^[0-9a-f]{16}$/);
    expect(sourceHash('Blog')).not.toBe(sourceHash('Blog '));
    expect(sourceHash(DAYS)).toBe(
      sourceHash({ other: '# days left, {name}', plural: 'count', one: '# day left, {name}' }),
    );
  });
});

describe('the plural preview (sample counts 0, 1, 2, 3, 11, 100, 1,000,000)', () => {
  const source = messageToIcu(DAYS);
  it("shows each of Arabic's six forms where CLDR puts them, in Arabic digits", () => {
    const ar = '{count, plural, zero {لا أيام} one {يوم واحد} two {يومان} few {# أيام} many {# يومًا} other {# يوم}}';
    expect(pluralPreview('ar', source, ar, PLURAL_SAMPLES)).toEqual([
      { count: 0, text: 'لا أيام' },
      { count: 1, text: 'يوم واحد' },
      { count: 2, text: 'يومان' },
      { count: 3, text: '٣ أيام' },
      { count: 11, text: '١١ يومًا' },
      { count: 100, text: '١٠٠ يوم' },
      { count: 1_000_000, text: '١٬٠٠٠٬٠٠٠ يوم' },
    ]);
  });

  it('French uses "many" for a million; Indonesian has one form; the count placeholder stays visible', () => {
    const fr = pluralPreview(
      'fr',
      source,
      '{count, plural, one {# jour, {name}} many {# de jours, {name}} other {# jours, {name}}}',
      [0, 1, 2, 1_000_000],
    );
    expect(fr).toEqual([
      { count: 0, text: '0 jour, {name}' },
      { count: 1, text: '1 jour, {name}' },
      { count: 2, text: '2 jours, {name}' },
      { count: 1_000_000, text: '1\u202f000\u202f000 de jours, {name}' },
    ]);
    expect(pluralPreview('id', source, '{count, plural, other {# hari}}', [1, 11])).toEqual([
      { count: 1, text: '1 hari' },
      { count: 11, text: '11 hari' },
    ]);
  });

  it('says why while the text is not yet a plural', () => {
    expect(pluralPreview('tr', source, '{count, plural, one {# gün}', PLURAL_SAMPLES)).toBe('Unclosed "{"');
    expect(pluralPreview('tr', source, '# gün', PLURAL_SAMPLES)).toBe('Write a plural: {count, plural, … other {…}}');
    expect(isPluralSource(source)).toBe(true);
    expect(isPluralSource('Blog')).toBe(false);
  });
});
