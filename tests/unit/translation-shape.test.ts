// Translations shaped for where their string is used (decision 0059).
import { describe, expect, it } from 'vitest';
import { maxTranslationLength, translationShapeProblems } from '../../src/lib/i18n/translation-shape.ts';

describe('translationShapeProblems', () => {
  it('keeps a one-line English one line, and allows line breaks where the English has them', () => {
    for (const bad of ['a\nb', 'a\r\nb', 'a\u2028b', 'a\u0085b'])
      expect(translationShapeProblems('Subject', bad)).toEqual([
        'Must be one line, as the English is (it is used as a subject, title or button)',
      ]);
    expect(translationShapeProblems('Line one\nLine two', 'Ligne un\nLigne deux')).toEqual([]);
  });

  it('refuses control characters and a text far longer than its English', () => {
    expect(translationShapeProblems('Save', 'Enre\u0000gistrer')).toHaveLength(1);
    expect(translationShapeProblems('Save', 'Enregistrer\t')).toHaveLength(1);
    expect(translationShapeProblems('Save', 'x'.repeat(maxTranslationLength(4)))).toEqual([]);
    expect(translationShapeProblems('Save', 'x'.repeat(maxTranslationLength(4) + 1))).toEqual([
      `Too long: at most ${maxTranslationLength(4)} characters for this string`,
    ]);
    expect(translationShapeProblems('Sauvegarder', 'حفظ')).toEqual([]);
  });
});
