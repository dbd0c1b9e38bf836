// Every number the site states is measured or a fact of the code (decision 0058, amended
// 2026-11-28). Three checks, each able to fail on a claim nobody measured:
// - every catalogue the site renders, in all eight locales: a number written in a message (in any
//   script's digits) must be one this file lists for that message, each pointing at the constant or
//   fact it states; any other message carries no number at all (a translator's "10,000+ users" fails);
// - every figure label (home `figure*`, landing `stat*`, the quiz counter) is bound to a measured
//   figure (src/lib/quiz/measured-figures.ts) or a product fact (src/lib/site-figures.ts), and the
//   pages render it with that binding;
// - the public pages, components and islands hold no literal figure ('10,000+', '92%') or English
//   claim of a number of people, countries, downloads or a rating.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CATALOGUES } from '../../src/lib/i18n/catalogues.ts';
import type { Message } from '../../src/lib/i18n/format.ts';
import { LOCALE_CODES } from '../../src/lib/i18n/locales.ts';
import { UNCONFIRMED_DAYS } from '../../src/lib/i18n/signup.ts';
import {
  FIGURE_FLOOR,
  MEASURED_FIGURES,
  showsFigure,
  type MeasuredFigure,
} from '../../src/lib/quiz/measured-figures.ts';
import { KNOWLEDGE_POINTS, SCALED_MAX, SELF_ASSESSMENT_QUESTION_COUNT } from '../../src/lib/quiz/scoring.ts';
import { PRODUCT_FIGURES, type ProductFigure } from '../../src/lib/site-figures.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const read = (path: string) => readFileSync(join(root, path), 'utf8');

/** The quiz takes about two minutes (its seven questions); a duration, not a claim about anyone. */
const QUIZ_MINUTES = 2;
/** The streak drawn on the phone mock-up (PhoneMockup.astro), an illustration of the app's screen. */
const MOCKUP_STREAK = 12;

/** Numbers a message may state, by catalogue and key, each from where it is true. */
const NUMBERS_IN_TEXT: Record<string, readonly number[]> = {
  'landing.secondaryCta': [QUIZ_MINUTES],
  'landing.phoneLabel': [MOCKUP_STREAK],
  'home.description': [QUIZ_MINUTES, SELF_ASSESSMENT_QUESTION_COUNT],
  'home.stickyText': [QUIZ_MINUTES],
  'quiz.quizShareText': [QUIZ_MINUTES],
  'quiz.selfIntro': [SELF_ASSESSMENT_QUESTION_COUNT],
  'quiz.selfShareText': [SELF_ASSESSMENT_QUESTION_COUNT],
  'quiz.knowledgeIntro': [...Object.values(KNOWLEDGE_POINTS), SCALED_MAX],
  'quiz.knowledgeDescription': [SCALED_MAX],
  'quiz.outOf50': [SCALED_MAX],
  'quiz.knowledgeShareText': [SCALED_MAX],
  'quiz.notifications': [8], // the F8 key that focuses the toasts (Toaster.tsx)
  'signup.confirmationSent': [UNCONFIRMED_DAYS],
};

/** Each label shown beside a figure, and the figure it labels. */
type Binding = { measured: MeasuredFigure } | { product: ProductFigure };
const FIGURE_LABELS: Record<string, Binding> = {
  'home.figureWeekly': { measured: 'weekly' },
  'home.figureAnswered': { measured: 'answered' },
  'landing.statAnswered': { measured: 'answered' },
  'landing.statLanguages': { product: 'languages' },
  'landing.statLevels': { product: 'levels' },
  'landing.statThemes': { product: 'themes' },
  'quiz.visitors': { measured: 'answered' },
};

// Decimal digits of the scripts the locales write numbers in (the locale table's numbering systems).
const DIGIT_ZEROS = [0x30, 0x660, 0x6f0, 0x9e6];
function digitValue(char: string): number {
  const code = char.codePointAt(0)!;
  const zero = DIGIT_ZEROS.find((z) => code >= z && code <= z + 9);
  if (zero === undefined) throw new Error(`a digit of an unknown script: ${char} (U+${code.toString(16)})`);
  return code - zero;
}

/** The numbers written in a text: digits of any script, thousands grouped by any separator. */
function numbersIn(text: string): number[] {
  const found = text.match(/\p{Nd}+(?:[,.\u066b\u066c\u00a0\u202f]\p{Nd}{3})*/gu) ?? [];
  return found.map((n) => Number([...n.replace(/[^\p{Nd}]/gu, '')].map(digitValue).join('')));
}

const texts = (message: Message): string[] =>
  typeof message === 'string'
    ? [message]
    : Object.entries(message).flatMap(([k, v]) => (k === 'plural' || v === undefined ? [] : [v]));

/** Every message of every registered catalogue, per locale. */
const messages = CATALOGUES.flatMap(({ name, catalogue }) =>
  LOCALE_CODES.flatMap((locale) =>
    Object.entries((locale === 'en' ? catalogue.en : catalogue.others[locale]) ?? {}).map(([key, message]) => ({
      id: `${name}.${key}`,
      locale,
      texts: texts(message as Message),
    })),
  ),
);

describe('the catalogues state no number nobody measured, in every locale', () => {
  it('the helpers read every script’s digits', () => {
    expect(numbersIn('10,000+ users, rated 4.9 by 92%')).toEqual([10000, 4, 9, 92]);
    expect(numbersIn('١٠٬٠٠٠ مستخدم')).toEqual([10000]);
    expect(numbersIn('۳۰ دن، ৩০ দিন, 10\u202f000')).toEqual([30, 30, 10000]);
  });

  it.each(LOCALE_CODES)('%s: a number only where this file lists it for that message', (locale) => {
    const stray = messages
      .filter((m) => m.locale === locale)
      .flatMap((m) =>
        m.texts
          .flatMap(numbersIn)
          .filter((n) => !(NUMBERS_IN_TEXT[m.id] ?? []).includes(n))
          .map((n) => `${m.id}: ${n}`),
      );
    expect(stray).toEqual([]);
  });

  it('the list names only messages that exist', () => {
    const ids = new Set(messages.map((m) => m.id));
    for (const id of [...Object.keys(NUMBERS_IN_TEXT), ...Object.keys(FIGURE_LABELS)]) expect(ids, id).toContain(id);
  });
});

describe('every figure is measured or a product fact', () => {
  it('every figure label of the home and landing catalogues is bound to one', () => {
    const labels = messages
      .filter((m) => m.locale === 'en' && /^(home\.figure|landing\.stat)/.test(m.id))
      .map((m) => m.id)
      .filter((id) => id !== 'home.figuresLabel' && id !== 'landing.statsHeading');
    expect(labels.sort()).toEqual(
      Object.keys(FIGURE_LABELS)
        .filter((id) => !id.startsWith('quiz.'))
        .sort(),
    );
  });

  it('the pages render each label with the figure it is bound to', () => {
    const home = read('src/pages/index.astro');
    const landing = read('src/components/sections/AppMarketing.astro');
    for (const [id, binding] of Object.entries(FIGURE_LABELS)) {
      const [catalogue, key] = id.split('.') as [string, string];
      if (catalogue === 'quiz') continue;
      const page = catalogue === 'home' ? home : landing;
      const expected =
        'measured' in binding
          ? `<MeasuredFigure as="${catalogue === 'home' ? 'li' : 'dl'}" figure="${binding.measured}" label={t('${key}')}`
          : `{ value: formatNumber(locale, PRODUCT_FIGURES.${binding.product}), label: t('${key}') }`;
      expect(page, id).toContain(expected);
    }
    // The quiz counter reads the measured field of `answered`, behind the floor.
    const counter = read('src/islands/quiz-self/VisitorCounter.tsx');
    expect(counter).toContain('MEASURED_FIGURES.answered.field');
    expect(counter).toContain('showsFigure(count)');
  });

  it('a measured figure is shown from its floor up, never below, and each names the rows it counts', () => {
    expect(showsFigure(FIGURE_FLOOR - 1)).toBe(false);
    expect(showsFigure(0)).toBe(false);
    expect(showsFigure(FIGURE_FLOOR)).toBe(true);
    expect(showsFigure(Number.NaN)).toBe(false);
    expect(showsFigure('150')).toBe(false);
    for (const figure of Object.values(MEASURED_FIGURES)) expect(figure.source).toMatch(/quiz_completions/);
  });

  it('a product fact is a whole number the code computes', () => {
    for (const value of Object.values(PRODUCT_FIGURES)) expect(Number.isInteger(value) && value > 0).toBe(true);
  });
});

describe('the public pages, components and islands hold no literal figure', () => {
  const folders = ['src/pages', 'src/components', 'src/layouts', 'src/islands'];
  const files = folders
    .flatMap((folder) =>
      readdirSync(join(root, folder), { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile() && /\.(astro|tsx?)$/.test(e.name))
        .map((e) => relative(root, join(e.parentPath, e.name))),
    )
    // The back-office shows staff the database's own counts; it makes no claim to visitors.
    .filter((file) => !/(^|\/)admin(\/|\.astro$)/.test(file))
    // The site's facts about itself, where the spec's figures once were.
    .concat(['src/lib/site.ts', 'src/lib/site-figures.ts']);

  // A figure written as a string ('10,000+', "92%", `4.9`), a number of people, or a rating.
  const CLAIMS = [
    /['"`]\s*\d[\d,.]*\s*[+%]\s*['"`]/,
    /\b\d[\d,.]*\+?\s+(?:\w+\s+)?(?:people|persons|users|members|countries|downloads|installs|testers|reviews|muslims|families)\b/i,
    /\b(?:rated|rating of|stars? from)\s+\d/i,
  ];

  it('finds the files to check', () => {
    expect(files).toEqual(
      expect.arrayContaining(['src/pages/index.astro', 'src/components/sections/AppMarketing.astro']),
    );
  });

  it('none carries a claim', () => {
    const found = files.flatMap((file) =>
      read(file)
        .split('\n')
        .flatMap((line, i) => (CLAIMS.some((claim) => claim.test(line)) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(found).toEqual([]);
  });

  it('the check catches the claims the site once made', () => {
    for (const line of [
      "answered: '10,000+',",
      "ratingPercent: '92%',",
      '<p>Rated 4.9 by our testers</p>',
      '<span>30+ countries on the waitlist</span>',
      '14,000 people take this quiz every week',
    ])
      expect(
        CLAIMS.some((claim) => claim.test(line)),
        line,
      ).toBe(true);
  });
});
