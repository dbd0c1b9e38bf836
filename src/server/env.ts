// The server's environment, read and validated in one place (zod). Nothing else in src/, functions/
// or db/ reads process.env: they ask here. Read on each call (not cached at import) because tests and
// the local server change variables between requests.
import { z } from 'zod';
import { STORE_ENV_SHAPE } from './premium/env-schema.ts';

const optionalUrl = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .pipe(z.url().optional())
  .optional();

const EnvSchema = z.object({
  /** Netlify DB (and its local emulation) sets this; preferred over DATABASE_URL. */
  NETLIFY_DB_URL: z.string().trim().optional(),
  /** Any Postgres connection string. */
  DATABASE_URL: z.string().trim().optional(),
  /**
   * How long a request may wait for one of this process's database connections before the API
   * answers 503, in ms (default 4000, db/client.ts CONNECT_TIMEOUT_MS). `npm start` sets 30000 for
   * its embedded database, where a wait means its one-session gate is busy, not that the database
   * is down (decision 0053).
   */
  DATABASE_CONNECT_WAIT_MS: z.coerce.number().int().min(1000).max(120_000).optional(),
  /** The public origin of the site that is running (site-origin.ts; `npm start` sets its own). */
  SITE_URL: optionalUrl,
  /** Set by Netlify: the site's main URL, and this deploy's URL. */
  URL: optionalUrl,
  DEPLOY_PRIME_URL: optionalUrl,
  /** Extra origins allowed to send staff writes (comma-separated), e.g. a second custom domain. */
  ALLOWED_ORIGINS: z
    .string()
    .trim()
    .optional()
    .transform((value, ctx) => {
      const origins: string[] = [];
      for (const part of (value ?? '')
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean)) {
        const parsed = z.url({ protocol: /^https?$/ }).safeParse(part);
        if (!parsed.success) {
          ctx.addIssue({ code: 'custom', message: `Not an http(s) origin: ${part}` });
          return z.NEVER;
        }
        origins.push(new URL(parsed.data).origin);
      }
      return origins;
    }),
  /** Netlify's deploy context: production, deploy-preview, branch-deploy or dev. */
  CONTEXT: z.string().trim().optional(),
  /** Set by the Vitest runner, never on a server: new password hashes take the test cost (decision 0073). */
  VITEST: z.string().trim().optional(),
  /** A Netlify build hook; publishing content triggers a rebuild through it. */
  BUILD_HOOK_URL: optionalUrl,
  /** Set by Netlify in functions: lets a staff content change purge the CDN-cached /api/app/* answers. */
  NETLIFY_PURGE_API_TOKEN: z.string().trim().optional(),
  SITE_ID: z.string().trim().optional(),
  /** Outgoing mail (decision 0034): the SMTP server, e.g. smtps://user:pass@smtp.postmarkapp.com:465. */
  SMTP_URL: z
    .string()
    .trim()
    .transform((value) => value || undefined)
    .pipe(z.url({ protocol: /^smtps?$/ }).optional())
    .optional(),
  /** The sender every message carries, e.g. `Thawab <hello@thawab.app>`. */
  MAIL_FROM: z
    .string()
    .trim()
    .transform((value) => value || undefined)
    .pipe(
      z
        .string()
        .regex(/^(?:[^<>\r\n]*<[^<>\s@]+@[^<>\s@]+\.[^<>\s@]+>|[^<>\s@]+@[^<>\s@]+\.[^<>\s@]+)$/)
        .optional(),
    )
    .optional(),
  /** Where replies go, when not to MAIL_FROM. */
  MAIL_REPLY_TO: z
    .string()
    .trim()
    .transform((value) => value || undefined)
    .pipe(z.email().optional())
    .optional(),
  /**
   * Where a dua's recitation is heard (decision 0064): an https URL template with `{surah}` and
   * `{ayah}`, each replaced by the three-digit number (one audio file per ayah). Unset (the default):
   * dua answers carry no audio (`audioUrl: null`). Set it only to a source whose terms allow the app.
   */
  DUA_RECITATION_URL_TEMPLATE: z
    .string()
    .trim()
    .transform((value) => value || undefined)
    .pipe(
      z
        .url({ protocol: /^https$/ })
        .refine((v) => v.includes('{surah}') && v.includes('{ayah}'), 'must contain {surah} and {ayah}')
        .optional(),
    )
    .optional(),
  /** The List-Unsubscribe mailto: address of list mail (a mailbox someone processes), if any. */
  MAIL_UNSUBSCRIBE_MAILTO: z
    .string()
    .trim()
    .transform((value) => value || undefined)
    .pipe(z.email().optional())
    .optional(),
  /** Shared secret of the bounce/complaint webhook's HMAC-SHA256 signature (at least 32 characters). */
  MAIL_WEBHOOK_SECRET: z
    .string()
    .trim()
    .transform((value) => value || undefined)
    .pipe(z.string().min(32).optional())
    .optional(),
  /** Signs the unsubscribe links of list mail (HMAC-SHA256; at least 32 characters). `npm start` makes one when unset. */
  UNSUBSCRIBE_SECRET: z
    .string()
    .trim()
    .transform((value) => value || undefined)
    .pipe(z.string().min(32).optional())
    .optional(),
  /**
   * Keys the hash a live recitation listener's IP is stored as (HMAC-SHA256, truncated; decision
   * 0065; at least 32 characters). Unset: a random key per function instance, so hashes cannot be
   * linked across instances or restarts (the privacy policy's promise holds either way).
   */
  LISTENER_IP_SECRET: z
    .string()
    .trim()
    .transform((value) => value || undefined)
    .pipe(z.string().min(32).optional())
    .optional(),
  /**
   * Whether the store's extra dedications (`app.thawab.extra.dedications.5`) credit the quota
   * (decision 0065). Off by default: recitation done for payment carries no reward to gift, in the
   * fatwas the decision names, so the product does not sell dedications. Only 'true' turns it on.
   */
  SELL_EXTRA_DEDICATIONS: z
    .string()
    .trim()
    .optional()
    .transform((value) => value === 'true'),
  /**
   * Where campaign test sends may go (decision 0041): comma-separated domains of staff mailboxes,
   * e.g. `thawab.app,team.example.org`. Default: MAIL_FROM's domain.
   */
  MAIL_STAFF_DOMAINS: z
    .string()
    .trim()
    .optional()
    .transform((value) =>
      (value ?? '')
        .split(',')
        .map((part) => part.trim().toLowerCase())
        .filter(Boolean),
    ),
  /** Tests only: the mail worker waits for this file to exist after the transport accepts a message and before marking it sent. */
  MAIL_TEST_PAUSE_BEFORE_MARK: z.string().trim().optional(),
  /** App Store and Google Play (decision 0062). */
  ...STORE_ENV_SHAPE,
});

export type ServerEnv = z.infer<typeof EnvSchema>;

export class EnvError extends Error {
  override name = 'EnvError';
}

export function serverEnv(source: Record<string, string | undefined> = process.env): ServerEnv {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const fields = parsed.error.issues.map((issue) => issue.path.join('.')).join(', ');
    throw new EnvError(`Invalid environment variable(s): ${fields}`);
  }
  return parsed.data;
}

/** The connection string of the configured database, or undefined when none is set. */
export function configuredDatabaseUrl(env: ServerEnv = serverEnv()): string | undefined {
  return env.NETLIFY_DB_URL || env.DATABASE_URL || undefined;
}

/** Origins this site answers on besides siteOrigin() (site-origin.ts; the staff Origin check allows these). */
export function publicOrigins(env: ServerEnv = serverEnv()): string[] {
  const siteOrigins = [env.SITE_URL, env.URL, env.DEPLOY_PRIME_URL].flatMap((value) =>
    value ? [new URL(value).origin] : [],
  );
  return [...new Set([...siteOrigins, ...env.ALLOWED_ORIGINS])];
}
