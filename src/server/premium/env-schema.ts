// The store variables of the server environment (decision 0062), spread into src/server/env.ts's
// schema (env.ts stays the one module that reads the environment). All optional: without them the stores are off.
import { z } from 'zod';

const blankless = z
  .string()
  .trim()
  .transform((value) => value || undefined);

export const STORE_ENV_SHAPE = {
  /** The iOS app's bundle id; every signed App Store payload must carry it. */
  APPLE_BUNDLE_ID: blankless.optional(),
  /** The app's Apple ID (a number in App Store Connect); required in Production. */
  APPLE_APP_APPLE_ID: blankless
    .pipe(
      z
        .string()
        .regex(/^\d{1,15}$/)
        .transform(Number)
        .optional(),
    )
    .optional(),
  /** Which App Store environment this deploy accepts: Production (default) or Sandbox. */
  APPLE_ENVIRONMENT: blankless.pipe(z.enum(['Production', 'Sandbox']).optional()).optional(),
  /**
   * Apple's root certificates (AppleRootCA-G3 and any other Apple lists): PEM text, or base64 DER,
   * several separated by commas; or APPLE_ROOT_CERTIFICATES_PATH, comma-separated .cer/.pem files.
   */
  APPLE_ROOT_CERTIFICATES: blankless.optional(),
  APPLE_ROOT_CERTIFICATES_PATH: blankless.optional(),
  /** OCSP revocation checks of the signing chain (on unless `false`; the tests turn them off). */
  APPLE_ONLINE_CHECKS: blankless.pipe(z.enum(['true', 'false']).optional()).optional(),
  /** The Android app's package name. */
  GOOGLE_PLAY_PACKAGE_NAME: blankless.optional(),
  /** The Play service account's JSON key (as is, or base64), allowed to view and acknowledge purchases. */
  GOOGLE_PLAY_SERVICE_ACCOUNT: blankless.optional(),
  /** The audience set on the Pub/Sub push subscription (usually the push endpoint's URL). */
  GOOGLE_PUBSUB_AUDIENCE: blankless.optional(),
  /** The service account the push subscription authenticates as (the token's email claim). */
  GOOGLE_PUBSUB_SERVICE_ACCOUNT_EMAIL: blankless.pipe(z.email().optional()).optional(),
  /** Tests only: where the Play Developer API and Google's token-signing certificates are served. */
  GOOGLE_PLAY_API_ROOT: blankless.pipe(z.url().optional()).optional(),
  GOOGLE_OIDC_CERTS_URL: blankless.pipe(z.url().optional()).optional(),
};
