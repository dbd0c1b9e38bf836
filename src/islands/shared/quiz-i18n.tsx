// The quiz islands' strings: the page passes its locale's QuizText (src/lib/i18n/quiz.ts) as a
// prop, the island provides it here, and components read it with useT(). No i18n runtime: the
// platform's Intl picks plural branches and digits (decision 0046).
import { createContext, useContext, type ReactNode } from 'react';
import type { PluralMessage } from '../../lib/i18n/format.ts';
import type { QuizKey, QuizText } from '../../lib/i18n/quiz.ts';

const Context = createContext<QuizText | null>(null);

export function QuizTextProvider({ text, children }: { text: QuizText; children: ReactNode }) {
  return <Context.Provider value={text}>{children}</Context.Provider>;
}

export type Translate = ((key: QuizKey, values?: Record<string, string | number>) => string) & {
  /** A number in the locale's digits. */
  n: (value: number) => string;
  /** An English product message in the locale (unchanged where the locale has none). */
  m: (english: string) => string;
  text: QuizText;
};

// format.ts's rules (exact match, then the CLDR category) on the tag the page sent, so the locale
// table stays out of the bundle.
export function makeT(text: QuizText): Translate {
  const numbers = new Intl.NumberFormat(text.intl);
  const n = (value: number) => numbers.format(value);
  const plural = (message: PluralMessage, count: number) =>
    message[`=${count}`] ?? message[new Intl.PluralRules(text.intl).select(count)] ?? message.other;
  const t = ((key, values = {}) => {
    const message = text.strings[key];
    let out: string;
    // Only the first screen's strings are here before the bank (the rest come with it).
    if (message === undefined) out = '';
    else if (typeof message === 'string') out = message;
    else {
      const count = Number(values[message.plural] ?? 0);
      out = plural(message, count).replaceAll('#', n(count));
    }
    return out.replace(/\{(\w+)\}/g, (whole, name: string) => {
      const value = values[name];
      return value === undefined ? whole : typeof value === 'number' ? n(value) : value;
    });
  }) as Translate;
  t.n = n;
  t.m = (english) => text.messages[english] ?? english;
  t.text = text;
  return t;
}

/** The quiz's strings, or null outside a quiz island (the admin's Toaster stays English). */
export function useOptionalT(): Translate | null {
  const text = useContext(Context);
  return text ? makeT(text) : null;
}

export function useT(): Translate {
  const text = useContext(Context);
  if (!text) throw new Error('useT outside a QuizTextProvider');
  return makeT(text);
}

/** `text` with the first occurrence of `bold` in <strong> (a figure inside a translated sentence). */
export function Emphasis({ text, bold }: { text: string; bold: string }) {
  const at = text.indexOf(bold);
  if (at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <strong>{bold}</strong>
      {text.slice(at + bold.length)}
    </>
  );
}
