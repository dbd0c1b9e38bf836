// Message lookup with English fallback, ICU plural selection and locale number formats, on the
// platform's Intl alone (decision 0044: no i18n runtime in the bundle).
import { DEFAULT_LOCALE, intlTag, localeOf, type LocaleCode } from './locales.ts';

/** ICU's plural branches: exact matches (`=0`) win over the locale's CLDR category. */
export type PluralMessage = { plural: string; other: string } & Partial<
  Record<Intl.LDMLPluralRule | `=${number}`, string>
>;
export type Message = string | PluralMessage;
export type Values = Record<string, string | number>;

/** A catalogue: every key in English; other locales may miss keys (they fall back). */
export interface Catalogue<K extends string> {
  en: Record<K, Message>;
  others: Partial<Record<LocaleCode, Partial<Record<K, Message>>>>;
}

const pluralRules = new Map<LocaleCode, Intl.PluralRules>();
const numberFormats = new Map<LocaleCode, Intl.NumberFormat>();

function rules(locale: LocaleCode): Intl.PluralRules {
  let found = pluralRules.get(locale);
  if (!found) pluralRules.set(locale, (found = new Intl.PluralRules(locale)));
  return found;
}

export function formatNumber(locale: LocaleCode, value: number, options?: Intl.NumberFormatOptions): string {
  if (options) return new Intl.NumberFormat(intlTag(locale), options).format(value);
  let found = numberFormats.get(locale);
  if (!found) numberFormats.set(locale, (found = new Intl.NumberFormat(intlTag(locale))));
  return found.format(value);
}

export function formatDate(
  locale: LocaleCode,
  date: Date,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'long' },
): string {
  return new Intl.DateTimeFormat(intlTag(locale), { timeZone: 'UTC', ...options }).format(date);
}

/** The branch ICU would choose for `count` in `locale`. */
export function selectPlural(locale: LocaleCode, message: PluralMessage, count: number): string {
  return message[`=${count}`] ?? message[rules(locale).select(count)] ?? message.other;
}

// First strong isolate … pop directional isolate: a Latin name or an e-mail address inside
// right-to-left text keeps its own direction and does not reorder the sentence around it.
const FSI = '\u2068';
const PDI = '\u2069';

/**
 * `key`'s message in `locale` (English when the locale lacks it), with `{name}` placeholders
 * filled: numbers through Intl in the locale, text isolated in right-to-left locales. In a plural
 * message `#` is the formatted count, as in ICU.
 */
export function translate<K extends string>(
  catalogue: Catalogue<K>,
  locale: LocaleCode,
  key: K,
  values: Values = {},
): string {
  const message = (locale === DEFAULT_LOCALE ? undefined : catalogue.others[locale]?.[key]) ?? catalogue.en[key];
  const used = message === catalogue.en[key] ? DEFAULT_LOCALE : locale;
  let text: string;
  if (typeof message === 'string') text = message;
  else {
    const count = values[message.plural];
    if (typeof count !== 'number') throw new Error(`message ${key} needs a number for {${message.plural}}`);
    text = selectPlural(used, message, count).replaceAll('#', formatNumber(used, count));
  }
  const rtl = localeOf(used).dir === 'rtl';
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`message ${key} needs {${name}}`);
    if (typeof value === 'number') return formatNumber(used, value, { useGrouping: name === 'year' ? false : 'auto' });
    return rtl ? `${FSI}${value}${PDI}` : value;
  });
}

/** Whether `locale` has its own text for `key` (false: the English one is shown). */
export function hasTranslation<K extends string>(catalogue: Catalogue<K>, locale: LocaleCode, key: K): boolean {
  return locale === DEFAULT_LOCALE || catalogue.others[locale]?.[key] !== undefined;
}
