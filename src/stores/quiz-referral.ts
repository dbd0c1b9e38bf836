// Referral codes for share links (+10 XP per invited person). The visitor's own code is made in the
// browser before they join (so links shared early still count) and replaced by the server's code
// once a signup returns one; an incoming ?ref= code is kept and sent with the visitor's signup.
import { api } from '../lib/api-client.ts';
import { isObject, persistentJson } from './quiz-persist.ts';
import { API } from '../lib/routes.ts';

export interface ReferralState {
  /** This visitor's code, carried by every link they share. */
  own: string;
  /** Whether `own` is confirmed by a signup on the server. */
  confirmed: boolean;
  /** The code of whoever invited this visitor. */
  invitedBy?: string;
}

const CODE_PATTERN = /^[A-Za-z0-9_-]{6,16}$/;

function randomCode(): string {
  const bytes = new Uint8Array(6);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

const isReferralState = (v: unknown): v is ReferralState =>
  isObject(v) && typeof v.own === 'string' && CODE_PATTERN.test(v.own) && typeof v.confirmed === 'boolean';

export const $referral = persistentJson<ReferralState | null>('thawab:referral', null, (v): v is ReferralState | null => v === null || isReferralState(v));

/** The visitor's referral state, made on first use; records ?ref= from the current URL. */
export function ensureReferral(search = typeof location === 'undefined' ? '' : location.search): ReferralState {
  const incoming = new URLSearchParams(search).get('ref');
  let state = $referral.get() ?? { own: randomCode(), confirmed: false };
  if (incoming && CODE_PATTERN.test(incoming) && incoming !== state.own && !state.invitedBy) {
    state = { ...state, invitedBy: incoming };
  }
  if (state !== $referral.get()) $referral.set(state);
  return state;
}

/** Adopts the code the server confirmed for this visitor's signup. */
export function confirmReferralCode(code: string): void {
  const state = ensureReferral();
  $referral.set({ ...state, own: code, confirmed: true });
}

/** Fields every signup sends: who invited this visitor, and the code they may already have shared. */
export function referralFields(): { ref?: string; referralCode: string } {
  const state = ensureReferral();
  return { ...(state.invitedBy ? { ref: state.invitedBy } : {}), referralCode: state.own };
}

/** A link to `path` carrying the visitor's code. */
export function shareUrl(path: string): string {
  const url = new URL(path, location.origin);
  url.searchParams.set('ref', ensureReferral().own);
  return url.toString();
}

export async function fetchInviteCount(): Promise<{ invites: number; xp: number }> {
  return api.get(API.referral.path(ensureReferral().own));
}
