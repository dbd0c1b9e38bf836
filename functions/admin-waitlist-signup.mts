import type { Config } from '@netlify/functions';
import { getDb } from '../src/server/db.ts';
import { HttpError, json, route } from '../src/server/http.ts';
import { requireStaff } from '../src/server/auth/guard.ts';
import { recordAudit } from '../src/server/audit.ts';
import {
  SIGNUP_NOT_FOUND,
  deletePerson,
  getSignupDetail,
  signupKeyParam,
} from '../src/server/repositories/waitlist-admin.ts';
import { type DeletedPerson } from '../src/lib/schemas/waitlist-admin.ts';

// One sign-up: detail (quiz result, referral code, who referred them, their referrals), and
// delete the person everywhere (decision 0035).
export default route({
  async GET(request, context) {
    await requireStaff(request, 'waitlist');
    const detail = await getSignupDetail(getDb(), signupKeyParam(context.params.key));
    if (!detail) throw new HttpError(404, SIGNUP_NOT_FOUND);
    return json(detail);
  },
  async DELETE(request, context) {
    const { staff } = await requireStaff(request, 'waitlist');
    const key = signupKeyParam(context.params.key);
    const result = await getDb().transaction(async (tx) => {
      const deleted = await deletePerson(tx, key);
      if (!deleted) throw new HttpError(404, SIGNUP_NOT_FOUND);
      // No address or name in the summary: the log outlives the person it would name.
      await recordAudit(tx, staff, {
        action: 'signup.deleted',
        entityType: 'signup',
        entityId: key,
        summary:
          `Deleted sign-up ${key} and everything tied to it: ${deleted.waitlistRecords} waitlist record, ${deleted.newsletterRecords} newsletter subscription, ` +
          `${deleted.referralCredits} referral credits, ${deleted.invitationAddressesCleared} invitation addresses cleared`,
      });
      return deleted;
    });
    return json({ deleted: true, ...result } satisfies DeletedPerson);
  },
});

// Netlify reads config statically: a literal path (tests/unit/routes.test.ts checks it matches routes.ts).
export const config: Config = { path: '/api/admin/waitlist/signups/:key' };
