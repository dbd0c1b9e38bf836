// Why a row is in the search's results when its English does not contain the query (decision 0053):
// "Matched in Türkçe: Sabah namazını vaktinde kıl", one line per language, each text marked with its
// language and isolated so a right-to-left text keeps its order inside the English table.
import { localeOf, type LocaleCode } from '../../../../lib/i18n/locales.ts';

export interface MatchedText {
  locale: LocaleCode;
  /** What matched in that language (its name and description, an edition's translation); absent when shown beside it. */
  text?: string;
  /** What the language's text is, when it is not the record's own translation (e.g. "the Arabic text"). */
  what?: string;
}

/** Shortens a long text for the line (the full text is in the edit dialog). */
const shorten = (text: string, max = 140) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

export function MatchedIn({ matches }: { matches: MatchedText[] }) {
  if (matches.length === 0) return null;
  return (
    <ul className="matched-in" aria-label="Matched in another language">
      {matches.map(({ locale, text, what }) => {
        const language = localeOf(locale);
        return (
          <li key={locale}>
            Matched in <span lang={locale}>{language.name}</span>
            {language.name === language.englishName ? '' : ` (${language.englishName})`}
            {what ? `, ${what}` : ''}
            {text ? (
              <>
                :{' '}
                <bdi lang={locale} dir={language.dir}>
                  {shorten(text)}
                </bdi>
              </>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

/** The matched locales of a thawab task, badge or level with their texts (name — description). */
export function translatedMatches(
  matchedIn: readonly LocaleCode[] | undefined,
  translations: Partial<Record<LocaleCode, { name?: string; description?: string }>>,
): MatchedText[] {
  return (matchedIn ?? []).map((locale) => {
    const t = translations[locale];
    return { locale, text: [t?.name, t?.description].filter(Boolean).join(' — ') };
  });
}
