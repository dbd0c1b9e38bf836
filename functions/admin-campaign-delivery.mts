import type { Config } from '@netlify/functions';
import { getDb } from '../src/server/db.ts';
import { serverEnv } from '../src/server/env.ts';
import { idParam, json, route } from '../src/server/http.ts';
import { requireStaff } from '../src/server/auth/guard.ts';
import { readVersioned } from '../src/server/versions.ts';
import { changeDelivery, runMailQueue } from '../src/server/repositories/campaign-delivery.ts';
import { CAMPAIGN_NOT_FOUND, getCampaign } from '../src/server/repositories/campaigns.ts';
import { DeliveryActionSchema } from '../src/lib/schemas/campaigns.ts';
import { emailStrings } from '../src/server/mail/strings.ts';
import { CAMPAIGN_SEND_PERMISSION } from '../src/lib/permissions.ts';

// Send now, schedule, unschedule, pause, resume (decision 0041): Super Admins only. Sending freezes
// the message and returns; the mail queue stores the recipients' rows and delivers them (a first
// run starts now, the mail schedule carries on every minute, and after a restart).
export default route({
  async POST(request, context) {
    const { staff } = await requireStaff(request, CAMPAIGN_SEND_PERMISSION);
    const id = idParam(context.params.id, CAMPAIGN_NOT_FOUND);
    const { version, payload } = await readVersioned(request, DeliveryActionSchema);
    const db = getDb();
    // The small print of each version comes from the email strings, read before the transaction.
    const strings = await emailStrings(db);
    await db.transaction((tx) => changeDelivery(tx, id, version, payload.action, payload.scheduledAt, staff, strings));
    const campaign = await getCampaign(db, id);
    // Without SMTP_URL nothing can be delivered: the schedule stores the recipients and they wait.
    if ((payload.action === 'send' || payload.action === 'resume') && serverEnv().SMTP_URL) {
      const run = runMailQueue(db).catch((error: unknown) =>
        console.error(
          '[campaigns] first delivery run failed (the schedule carries on):',
          error instanceof Error ? error.message : error,
        ),
      );
      context?.waitUntil?.(run);
    }
    return json(campaign);
  },
});

export const config: Config = { path: '/api/admin/campaigns/:id/delivery' };
