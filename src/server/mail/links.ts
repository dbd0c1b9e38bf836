// Links that go out in mail (decision 0036). Unsubscribe links carry a token signed with
// UNSUBSCRIBE_SECRET (HMAC-SHA256 of the normalised address), so every list message can have one
// without storing anything, the link works for as long as the secret is unchanged, and nobody can
// make one for an address they do not receive mail at. Confirmation and privacy links carry
// random single-use tokens stored hashed (src/server/repositories/email-tokens.ts).
import { createHmac, timingSafeEqual } from 'node:crypto';
import { DEFAULT_LOCALE, type LocaleCode } from '../../lib/i18n/locales.ts';
import { localePath } from '../../lib/i18n/pages.ts';
import { PAGES, PUBLIC_API } from '../../lib/public-routes.ts';
import { serverEnv, type ServerEnv } from '../env.ts';
import { siteOrigin } from '../site-origin.ts';
import { normaliseEmail } from './address.ts';

export class UnsubscribeSecretMissing extends Error {
  override name = 'UnsubscribeSecretMissing';
}

function secret(env: ServerEnv): string {
  if (!env.UNSUBSCRIBE_SECRET)
    throw new UnsubscribeSecretMissing('UNSUBSCRIBE_SECRET is not set: list mail cannot carry an unsubscribe link');
  return env.UNSUBSCRIBE_SECRET;
}

const mac = (email: string, key: string) =>
  createHmac('sha256', key).update(`unsubscribe\n${email}`).digest('base64url');

/** `<base64url address>.<base64url HMAC>`: the address travels in the link, signed. */
export function unsubscribeToken(email: string, env: ServerEnv = serverEnv()): string {
  const address = normaliseEmail(email);
  return `${Buffer.from(address).toString('base64url')}.${mac(address, secret(env))}`;
}

/** The address a token was made for, or null when it is malformed or its signature is wrong. */
export function verifyUnsubscribeToken(token: string, env: ServerEnv = serverEnv()): string | null {
  const match = /^([A-Za-z0-9_-]{2,400})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const address = Buffer.from(match[1]!, 'base64url').toString('utf8');
  if (!address.includes('@') || normaliseEmail(address) !== address) return null;
  const expected = Buffer.from(mac(address, secret(env)));
  const given = Buffer.from(match[2]!);
  return expected.length === given.length && timingSafeEqual(expected, given) ? address : null;
}

const url = (path: string, params: Record<string, string>, env: ServerEnv) => {
  const link = new URL(path, siteOrigin(env));
  for (const [name, value] of Object.entries(params)) link.searchParams.set(name, value);
  return link.href;
};

// Every link opens its page in the language of the message it came in (decision 0050): English at
// the plain path, the others under /{locale}/.

/**
 * The List-Unsubscribe URL of a recipient: takes the RFC 8058 one-click POST. `locale` (not signed:
 * it only chooses the page a GET is sent to) names the message's language.
 */
export function listUnsubscribeUrl(
  email: string,
  locale: LocaleCode = DEFAULT_LOCALE,
  env: ServerEnv = serverEnv(),
): string {
  return url(
    PUBLIC_API.unsubscribe,
    { token: unsubscribeToken(email, env), ...(locale === DEFAULT_LOCALE ? {} : { locale }) },
    env,
  );
}

/** The unsubscribe page for people (the link in a list message's footer), in the message's language. */
export function unsubscribePageUrl(
  email: string,
  locale: LocaleCode = DEFAULT_LOCALE,
  env: ServerEnv = serverEnv(),
): string {
  return url(localePath(locale, PAGES.unsubscribe), { token: unsubscribeToken(email, env) }, env);
}

/** A page of the site that is running (site-origin.ts), as a link in a message. */
export const siteUrl = (path: string, env: ServerEnv = serverEnv()) => new URL(path, siteOrigin(env)).href;

export const confirmPageUrl = (token: string, locale: LocaleCode = DEFAULT_LOCALE, env: ServerEnv = serverEnv()) =>
  url(localePath(locale, PAGES.confirm), { token }, env);
export const privacyConfirmPageUrl = (
  token: string,
  locale: LocaleCode = DEFAULT_LOCALE,
  env: ServerEnv = serverEnv(),
) => url(localePath(locale, PAGES.privacyConfirm), { token }, env);
