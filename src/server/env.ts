// The server's environment, read and validated in one place (zod). Nothing else in src/, functions/
// or db/ reads process.env: they ask here. Read on each call (not cached at import) because tests and
// the local server change variables between requests.
import { z } from 'zod';

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
  /** Canonical public origin of the site. */
  SITE_URL: optionalUrl,
  /** Set by Netlify: the site's main URL, and this deploy's URL. */
  URL: optionalUrl,
  DEPLOY_PRIME_URL: optionalUrl,
  /** Netlify's deploy context: production, deploy-preview, branch-deploy or dev. */
  CONTEXT: z.string().trim().optional(),
  /** A Netlify build hook; publishing content triggers a rebuild through it. */
  BUILD_HOOK_URL: optionalUrl,
  /** Set by Netlify in functions: lets a staff content change purge the CDN-cached /api/app/* answers. */
  NETLIFY_PURGE_API_TOKEN: z.string().trim().optional(),
  SITE_ID: z.string().trim().optional(),
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

/** Origins this site answers on besides the request's own (the CSRF check allows these). */
export function publicOrigins(env: ServerEnv = serverEnv()): string[] {
  return [env.SITE_URL, env.URL, env.DEPLOY_PRIME_URL].flatMap((value) => (value ? [new URL(value).origin] : []));
}
