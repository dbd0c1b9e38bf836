import type { Config } from '@netlify/functions';
import { json, route } from '../src/server/http.ts';
import { triggerRebuild } from '../src/server/build-hook.ts';

// The footer's copyright year is written at build time (pages ship no script for it). A site with
// no new posts might not rebuild for months, so one rebuild at the turn of each year (UTC) keeps it
// current. Netlify invokes scheduled functions with POST; they have no public URL in production.
export default route({
  async POST() {
    const rebuild = await triggerRebuild(`New year ${new Date().getUTCFullYear()}: refresh the copyright year`);
    return json({ rebuild });
  },
});

export const config: Config = { schedule: '1 0 1 1 *' };
