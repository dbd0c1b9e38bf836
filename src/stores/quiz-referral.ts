// This browser's place on the launch waitlist: the owner token the server gave it (only requests
// carrying it may change the records this browser created), its referral code (made by the
// server when it first joined; share links carry it) and the code of whoever invited it.
// Before the first signup there is no code, and share links carry none.
import { api } from '../lib/api-client.ts';
import { PUBLIC_API as API } from '../lib/public-routes.ts';
import type { SignupAnswer } from '../lib/schemas/waitlist.ts';
import { isObject, persistentJson } from './quiz-persist.ts';
import { WAITLIST_OWNER_STORAGE_KEY } from '../lib/waitlist-owner-key.ts';

export interface ReferralState {
  /** This visitor's server-made code, carried by every link they share. */
  own?: string;
  /** The secret that proves this browser created its waitlist records. */
  ownerToken?: string;
  /** The code of whoever invited this visitor. */
  invitedBy?: string;
}

const CODE_PATTERN = /^[A-Za-z0-9_-]{6,16}$/;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const optionalMatch = (value: unknown, pattern: RegExp) =>
  value === undefined || (typeof value === 'string' && pattern.test(value));
const isReferralState = (v: unknown): v is ReferralState =>
  isObject(v) &&
  optionalMatch(v.own, CODE_PATTERN) &&
  optionalMatch(v.ownerToken, TOKEN_PATTERN) &&
  optionalMatch(v.invitedBy, CODE_PATTERN);

// A new key: the old one held codes made in the browser, which the server no longer accepts.
export const $referral = persistentJson<ReferralState>(WAITLIST_OWNER_STORAGE_KEY, {}, isReferralState);

/** The visitor's referral state; records ?ref= from the current URL (unless it is their own code). */
export function ensureReferral(search = typeof location === 'undefined' ? '' : location.search): ReferralState {
  const incoming = new URLSearchParams(search).get('ref');
  let state = $referral.get();
  if (incoming && CODE_PATTERN.test(incoming) && incoming !== state.own && !state.invitedBy) {
    state = { ...state, invitedBy: incoming };
    $referral.set(state);
  }
  return state;
}

/** Keeps what a signup answered: the token (always the one to send next) and the code to share. */
export function adoptSignup(answer: Pick<SignupAnswer, 'referralCode' | 'ownerToken'>): void {
  const state = ensureReferral();
  const own = CODE_PATTERN.test(answer.referralCode) ? answer.referralCode : state.own;
  const ownerToken = TOKEN_PATTERN.test(answer.ownerToken) ? answer.ownerToken : state.ownerToken;
  $referral.set({ ...state, ...(own ? { own } : {}), ...(ownerToken ? { ownerToken } : {}) });
}

/**
 * The page's locale (its <html lang>, set from the address: /ar/test → ar). The server checks it
 * against the locale table; the record's mail is written in it (decision 0050).
 */
function pageLocale(): string | undefined {
  const lang = typeof document === 'undefined' ? '' : document.documentElement.lang;
  return /^[a-z]{2}$/.test(lang) ? lang : undefined;
}

/** Fields every signup and save sends: who invited this visitor, this browser's token, the page's locale. */
export function signupFields(): { ref?: string; ownerToken?: string; locale?: string } {
  const state = ensureReferral();
  const locale = pageLocale();
  return {
    ...(state.invitedBy ? { ref: state.invitedBy } : {}),
    ...(state.ownerToken ? { ownerToken: state.ownerToken } : {}),
    ...(locale ? { locale } : {}),
  };
}

/** Whether share links earn this visitor XP (they have a server-made code). */
export function hasReferralCode(): boolean {
  return Boolean(ensureReferral().own);
}

/** A link to `path`, carrying the visitor's code once they have one. */
export function shareUrl(path: string): string {
  const url = new URL(path, location.origin);
  const { own } = ensureReferral();
  if (own) url.searchParams.set('ref', own);
  return url.toString();
}

/** Friends who joined through this visitor's code; null before the visitor has one. */
export async function fetchInviteCount(): Promise<{ invites: number; xp: number } | null> {
  const { own } = ensureReferral();
  return own ? api.get(API.referral.path(own)) : null;
}
