// The text form of a catalogue Message (decision 0047): what the Translations tab shows and edits,
// and what the server parses and checks before it stores a translation. ICU MessageFormat's
// subset that `Message` (format.ts) can hold: text with `{name}` placeholders, or one
// `{name, plural, one {…} other {…}}`; text around the plural is folded into every branch.
import { translate, type Message, type PluralMessage } from './format.ts';
import { intlTag, type LocaleCode } from './locales.ts';
import { translationShapeProblems } from './translation-shape.ts';

export type Parsed = { ok: true; message: Message } | { ok: false; error: string };

const NAME = /^[A-Za-z_]\w*$/;
const SELECTOR = /^(zero|one|two|few|many|other|=\d+)$/;

/** Serialises a Message to ICU text (the inverse of parseMessage). */
export function messageToIcu(message: Message): string {
  if (typeof message === 'string') return message;
  const branches = Object.entries(message)
    .filter(([k]) => k !== 'plural')
    .sort(([a], [b]) => branchOrder(a) - branchOrder(b))
    .map(([k, v]) => `${k} {${v}}`);
  return `{${message.plural}, plural, ${branches.join(' ')}}`;
}

const ORDER = ['zero', 'one', 'two', 'few', 'many', 'other'];
function branchOrder(key: string): number {
  return key.startsWith('=') ? -1 : ORDER.indexOf(key);
}

/** Finds the `}` that closes the `{` at `open`, or -1. */
function closing(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}' && --depth === 0) return i;
  }
  return -1;
}

/** Checks a run of text that may hold `{name}` placeholders only. */
function checkText(text: string, where: string): string | null {
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (c === '}') return `Unmatched "}" ${where}`;
    if (c === '{') {
      const end = closing(text, i);
      if (end < 0) return `Unclosed "{" ${where}`;
      const inner = text.slice(i + 1, end).trim();
      if (inner.includes(',')) return `Only one plural per message, and no plural inside a branch (${where})`;
      if (!NAME.test(inner))
        return `"{${inner}}" is not a placeholder: a placeholder is a name in braces, like {site} (${where})`;
      i = end + 1;
    } else i++;
  }
  return null;
}

/** Parses ICU text into a Message, or says what is wrong with it. */
export function parseMessage(text: string): Parsed {
  // Find a top-level `{x, plural, …}`; anything else in braces must be a placeholder.
  let i = 0;
  while (i < text.length) {
    if (text[i] === '}') return { ok: false, error: 'Unmatched "}"' };
    if (text[i] !== '{') {
      i++;
      continue;
    }
    const end = closing(text, i);
    if (end < 0) return { ok: false, error: 'Unclosed "{"' };
    const inner = text.slice(i + 1, end);
    const comma = inner.indexOf(',');
    if (comma < 0) {
      i = end + 1;
      continue;
    }
    const before = text.slice(0, i);
    const after = text.slice(end + 1);
    for (const [part, where] of [
      [before, 'before the plural'],
      [after, 'after the plural'],
    ] as const) {
      const problem = checkText(part, where);
      if (problem)
        return { ok: false, error: problem.startsWith('Only one') ? 'Only one plural per message' : problem };
      if (part.includes('#'))
        return { ok: false, error: `"#" stands for the count only inside a plural branch (found ${where})` };
    }
    const plural = parsePlural(inner);
    if (!plural.ok) return plural;
    const folded = Object.fromEntries(
      Object.entries(plural.message).map(([k, v]) => [k, k === 'plural' ? v : `${before}${v}${after}`]),
    ) as PluralMessage;
    return { ok: true, message: folded };
  }
  const problem = checkText(text, 'in the message');
  return problem ? { ok: false, error: problem } : { ok: true, message: text };
}

function parsePlural(inner: string): { ok: true; message: PluralMessage } | { ok: false; error: string } {
  const [rawName, rawType, ...rest] = inner.split(',');
  const name = rawName!.trim();
  if (!NAME.test(name)) return { ok: false, error: `"${name}" is not a valid plural variable name` };
  if (rawType?.trim() !== 'plural')
    return { ok: false, error: `Only "plural" is supported after the variable name, not "${rawType?.trim()}"` };
  const body = rest.join(',');
  const branches: Record<string, string> = {};
  let i = 0;
  while (i < body.length) {
    if (/\s/.test(body[i]!)) {
      i++;
      continue;
    }
    const open = body.indexOf('{', i);
    if (open < 0) return { ok: false, error: `Plural branch "${body.slice(i).trim()}" has no text in braces` };
    const selector = body.slice(i, open).trim();
    if (!SELECTOR.test(selector))
      return { ok: false, error: `"${selector}" is not a plural category (zero, one, two, few, many, other or =N)` };
    if (selector in branches) return { ok: false, error: `The branch "${selector}" appears twice` };
    const end = closing(body, open);
    if (end < 0) return { ok: false, error: `The branch "${selector}" is not closed` };
    const text = body.slice(open + 1, end);
    const problem = checkText(text, `in the branch "${selector}"`);
    if (problem) return { ok: false, error: problem };
    branches[selector] = text;
    i = end + 1;
  }
  if (branches.other === undefined) return { ok: false, error: 'A plural needs an "other" branch' };
  return { ok: true, message: { plural: name, ...branches } as PluralMessage };
}

/** The `{name}` placeholders of a message, in every branch (sorted, unique). */
export function placeholders(message: Message): string[] {
  const texts =
    typeof message === 'string'
      ? [message]
      : Object.entries(message)
          .filter(([k]) => k !== 'plural')
          .map(([, v]) => v as string);
  const names = new Set<string>();
  for (const text of texts) for (const m of text.matchAll(/\{(\w+)\}/g)) names.add(m[1]!);
  return [...names].sort();
}

/** The CLDR plural categories of a locale, in CLDR order (ar: zero one two few many other). */
export function pluralCategories(locale: LocaleCode): Intl.LDMLPluralRule[] {
  return [...new Intl.PluralRules(intlTag(locale)).resolvedOptions().pluralCategories].sort(
    (a, b) => branchOrder(a) - branchOrder(b),
  );
}

/**
 * Checks a translation against its English source: its shape (src/lib/i18n/translation-shape.ts), it parses, its placeholders are the source's,
 * and when the source is a plural it is a plural on the same variable with every category the
 * locale's plural rules use. Returns the message, or every problem found.
 */
export function validateTranslation(
  locale: LocaleCode,
  source: Message,
  text: string,
): { ok: true; message: Message } | { ok: false; errors: string[] } {
  const parsed = parseMessage(text);
  if (!parsed.ok) return { ok: false, errors: [`Not a valid message: ${parsed.error}`] };
  const message = parsed.message;
  // Shaped for where the string is used: one line, no control characters, a bounded length (0059).
  const errors: string[] = translationShapeProblems(messageToIcu(source), text);
  const want = placeholders(source);
  const got = placeholders(message);
  const missing = want.filter((n) => !got.includes(n));
  const extra = got.filter((n) => !want.includes(n));
  if (missing.length)
    errors.push(
      `Missing placeholder${missing.length > 1 ? 's' : ''} ${missing.map((n) => `{${n}}`).join(', ')} (the English has ${missing.length > 1 ? 'them' : 'it'})`,
    );
  if (extra.length)
    errors.push(
      `Unknown placeholder${extra.length > 1 ? 's' : ''} ${extra.map((n) => `{${n}}`).join(', ')} (the English has no such value)`,
    );
  if (typeof source === 'string') {
    if (typeof message !== 'string') errors.push('The English is not a plural, so the translation cannot be one');
  } else if (typeof message === 'string') {
    errors.push(
      `The English is a plural on {${source.plural}}: write {${source.plural}, plural, …} with every category`,
    );
  } else {
    if (message.plural !== source.plural)
      errors.push(`The plural must count {${source.plural}}, as the English does (not {${message.plural}})`);
    const absent = pluralCategories(locale).filter((c) => message[c] === undefined);
    if (absent.length)
      errors.push(`Missing plural categor${absent.length > 1 ? 'ies' : 'y'} for this language: ${absent.join(', ')}`);
  }
  return errors.length ? { ok: false, errors } : { ok: true, message };
}

/** A short, stable fingerprint of an English source (FNV-1a 64, hex): "Outdated" compares it. */
export function sourceHash(message: Message): string {
  const text = messageToIcu(message);
  let hash = 0xcbf29ce484222325n;
  for (const byte of new TextEncoder().encode(text)) {
    hash ^= BigInt(byte);
    hash = (hash * 0x100000001b3n) & 0xffffffffffffffffn;
  }
  return hash.toString(16).padStart(16, '0');
}

/** Whether an English source in ICU text is a plural (the tab shows the preview for these). */
export function isPluralSource(source: string): boolean {
  const parsed = parseMessage(source);
  return parsed.ok && typeof parsed.message !== 'string';
}

/**
 * The translation rendered for each sample count in `locale` as the site would show it (placeholders
 * other than the count shown as `{name}`), or why it cannot be rendered yet.
 */
export function pluralPreview(
  locale: LocaleCode,
  source: string,
  text: string,
  counts: readonly number[],
): { count: number; text: string }[] | string {
  const parsedSource = parseMessage(source);
  if (!parsedSource.ok || typeof parsedSource.message === 'string') return 'The English is not a plural.';
  const sourceMessage = parsedSource.message;
  const parsed = parseMessage(text);
  if (!parsed.ok) return parsed.error;
  const message = parsed.message;
  if (typeof message === 'string') return `Write a plural: {${sourceMessage.plural}, plural, … other {…}}`;
  const values: Record<string, string | number> = Object.fromEntries(
    placeholders(message).map((name) => [name, `{${name}}`]),
  );
  return counts.map((count) => ({
    count,
    text: translate({ en: { m: sourceMessage }, others: { [locale]: { m: message } } }, locale, 'm', {
      ...values,
      [message.plural]: count,
    }),
  }));
}
