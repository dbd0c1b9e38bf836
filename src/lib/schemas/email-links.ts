// Emailed links (decision 0036): confirming a sign-up, unsubscribing, privacy requests. Shared by
// the functions and the pages that press the button.
import { z } from 'zod';
import { EmailSchema } from './common.ts';
import { PageLocaleSchema } from './locale.ts';

/** A random emailed token (32 bytes, base64url). */
export const EmailTokenSchema = z
  .string({ error: 'The link has no token' })
  .regex(/^[A-Za-z0-9_-]{43}$/, 'This link is not valid');

export const ConfirmRequestSchema = z.strictObject({
  token: EmailTokenSchema,
  /** The confirming browser's waitlist owner token, if it has one (it then keeps it). */
  ownerToken: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/)
    .optional(),
});

/** How long a privacy request's emailed link works (decision 0036). */
export const PRIVACY_TOKEN_HOURS = 24;

export const PRIVACY_ACTIONS = ['copy', 'delete'] as const;
export type PrivacyAction = (typeof PRIVACY_ACTIONS)[number];

export const PrivacyRequestSchema = z.strictObject({
  email: EmailSchema,
  action: z.enum(PRIVACY_ACTIONS, { error: 'Choose a copy or deletion' }),
  /** The locale of the page the request was made on: its email and link are in that language (decision 0050). */
  locale: PageLocaleSchema.optional(),
});

export const PrivacyConfirmSchema = z.strictObject({ token: EmailTokenSchema });

/** The one answer to a privacy request, whatever we hold about the address. */
export const PRIVACY_REQUEST_ANSWER =
  'Thank you. We have sent a link to that address: open it within 24 hours and press the button to carry out your request. Only one email per address is sent each hour.';

/**
 * Why an emailed link did not work, as the API says it (`code` beside `error`): the page the link
 * opened shows the message of the code in its own language (decision 0050).
 */
export const EMAIL_LINK_ERROR = {
  invalid: 'link_invalid',
  used: 'link_used',
  expired: 'link_expired',
  unsubscribeInvalid: 'unsubscribe_invalid',
  signupGone: 'signup_gone',
} as const;
export type EmailLinkError = (typeof EMAIL_LINK_ERROR)[keyof typeof EMAIL_LINK_ERROR];

export const UNSUBSCRIBED_MESSAGE = 'You are unsubscribed. You will get no more newsletters or announcements from us.';
export const UNSUBSCRIBE_LINK_INVALID =
  'This unsubscribe link is not valid. Check that you opened the whole link from the email.';
