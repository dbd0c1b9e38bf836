import type { Config } from '@netlify/functions';
import { getDb } from '../src/server/db.ts';
import { json, route } from '../src/server/http.ts';
import { refreshReferralWindow } from '../src/server/repositories/referral-window.ts';

// Scheduled just after 00:00 UTC: moves the Referrals tab's active window to the new UTC day and
// recounts every inviter's active invitees once (decision 0025), so the day's first staff request
// does not wait for it (it would do it itself otherwise). Netlify invokes scheduled functions
// with POST; they have no public URL in production.
export default route({
  async POST() {
    const started = performance.now();
    const result = await refreshReferralWindow(getDb());
    const ms = Math.round(performance.now() - started);
    console.info(
      `[scheduled-refresh-referral-window] ${result.today}: ${result.recounted ? `${result.changed} inviters changed` : 'already current'} in ${ms} ms`,
    );
    return json({ ...result, ms });
  },
});

export const config: Config = { schedule: '1 0 * * *' };
