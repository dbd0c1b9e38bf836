// The address of the site that is running (decision 0058). Every link the site writes with a host
// in it (confirmation, privacy and campaign mail, the build's canonical, Open Graph and share URLs,
// the sitemap) starts here, so a link always opens the site that wrote it:
//   - SITE_URL when set: `npm start` sets it to its own address (http://127.0.0.1:8888 by default),
//     and a site owner may pin the canonical domain with it;
//   - on a deploy preview or branch deploy, that deploy's own URL (Netlify's DEPLOY_PRIME_URL), never
//     production's: a preview's mail and pages must not send anyone to the live site;
//   - else Netlify's URL (the production site's main address);
//   - else the production origin (src/lib/site.ts), for a plain build with no environment.
import { SITE } from '../lib/site.ts';
import { isPreviewContext } from './deploy-context.ts';
import { serverEnv, type ServerEnv } from './env.ts';

type OriginEnv = Pick<ServerEnv, 'SITE_URL' | 'URL' | 'DEPLOY_PRIME_URL' | 'CONTEXT'>;

export function siteOrigin(env: OriginEnv = serverEnv()): string {
  const preview = isPreviewContext(env.CONTEXT) ? env.DEPLOY_PRIME_URL : undefined;
  return new URL(env.SITE_URL || preview || env.URL || SITE.url).origin;
}
