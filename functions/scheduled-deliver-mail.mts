import type { Config } from '@netlify/functions';
import { getDb } from '../src/server/db.ts';
import { json, route } from '../src/server/http.ts';
import { runMailQueue } from '../src/server/repositories/campaign-delivery.ts';

// Every minute: start the scheduled campaigns whose time has come, store sending campaigns'
// recipients, then deliver what the outbox holds (new messages the enqueuing request did not send
// at once, retries that fell due, claims of a worker that died, campaigns' recipients). Scheduled
// functions have no URL.
export default route({
  async POST() {
    const report = await runMailQueue(getDb());
    if (report.sent || report.retrying || report.failed || report.suppressed || report.stored || report.started.length)
      console.info('[scheduled-deliver-mail]', JSON.stringify(report));
    return json(report);
  },
});

export const config: Config = { schedule: '* * * * *' };
