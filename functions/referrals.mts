import type { Config, Context } from '@netlify/functions';
import { getDb } from '../src/server/db.ts';
import { ReferralCodeSchema } from '../src/lib/schemas/waitlist.ts';
import { HttpError, json, route } from '../src/server/http.ts';
import { countInvites } from '../src/server/repositories/waitlist-referrals.ts';

// How many people joined the waitlist through a referral code (+10 XP each).
export default route({
  async GET(_request: Request, context: Context) {
    const parsed = ReferralCodeSchema.safeParse(context.params.code);
    if (!parsed.success) throw new HttpError(400, 'Invalid referral code');
    return json(await countInvites(getDb(), parsed.data));
  },
});

export const config: Config = { path: '/api/referrals/:code' };
