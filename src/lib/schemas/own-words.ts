// The one rule for a user's own words shown beside the Quran's text (a dua request's name and note,
// decision 0064; a dedication's names and message, decision 0065): no links (QuranEnc's conditions
// allow no advertising beside it, decision 0061), and no control characters no reader sees (the
// rule translations follow, decision 0059). A note may run over lines; a name is one line.
import { z } from 'zod';
import { CONTROL, LINE_BREAK } from '../i18n/translation-shape.ts';

const LINK =
  /[a-z][a-z0-9+.-]*:\/\/|\bwww\.|\b[\p{L}\p{N}-]+\.(?:com|net|org|io|co|me|app|ly|info|biz|xyz|ru|link|site|online|top|gl|gg|tk|to)\b/iu;
export const NO_LINKS = 'must not contain links or web addresses';
export const NO_CONTROL = 'must not contain control characters (such as a tab)';

/** A trimmed text of at most `max` characters without links or control characters; '' reads as null. */
export const ownWords = (label: string, max: number, multiline: boolean) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} is at most ${max} characters`)
    .refine((v) => !CONTROL.test(v) && (multiline || !LINE_BREAK.test(v)), `${label} ${NO_CONTROL}`)
    .refine((v) => !LINK.test(v), `${label} ${NO_LINKS}`)
    .transform((v) => v || null);
