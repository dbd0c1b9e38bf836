// How a translation must be shaped for where its string is used (decision 0059): a string whose
// English is one line is used as one line somewhere (a mail subject, a page title, a button), so its
// translations must be one line too, and none may carry control characters that no reader sees.
// A translation may run longer than its English, but not without bound. validateTranslation
// (src/lib/i18n/icu.ts) applies this at save time, and every merge (the build, the mail's strings)
// drops a published string that fails it, so the English shows instead.

/** Any line break, including the Unicode ones. */
export const LINE_BREAK = /[\r\n\u2028\u2029\u0085]/;
/** C0 and C1 controls other than the line breaks above (tab included), and DEL: characters no reader sees. */
// eslint-disable-next-line no-control-regex
export const CONTROL = /[\u0000-\u0009\u000B\u000C\u000E-\u001F\u007F-\u0084\u0086-\u009F]/;

/**
 * The longest a translation of an English text this long may be: three times it and some, and at
 * least 120 characters (a short or empty English may need a full sentence in another language).
 */
export const maxTranslationLength = (englishLength: number) => Math.max(120, 3 * englishLength + 40);

/** What is wrong with `text` as a translation of the English `source` (both as ICU text), if anything. */
export function translationShapeProblems(source: string, text: string): string[] {
  const problems: string[] = [];
  if (!LINE_BREAK.test(source) && LINE_BREAK.test(text))
    problems.push('Must be one line, as the English is (it is used as a subject, title or button)');
  if (CONTROL.test(text)) problems.push('Must not contain control characters (such as a tab)');
  const max = maxTranslationLength(source.length);
  if (text.length > max) problems.push(`Too long: at most ${max} characters for this string`);
  return problems;
}
