// Staff actions on one person of the Waitlist tab (decision 0035): unsubscribe every record with
// their address, or delete them everywhere, each in one transaction with its audit row. No address
// or name goes in a summary: the log outlives the person it would name.
import type { Database } from '../../../db/client.ts';
import type { DeletedPerson } from '../../lib/schemas/waitlist-admin.ts';
import { recordAudit, type AuditActor } from '../audit.ts';
import { HttpError } from '../http.ts';
import { deletePerson, SIGNUP_NOT_FOUND, unsubscribePerson } from '../repositories/waitlist-signup.ts';

/** A repeat changes nothing and records nothing. */
export async function unsubscribePersonAs(db: Database, staff: AuditActor, key: string): Promise<{ changed: number }> {
  return db.transaction(async (tx) => {
    const done = await unsubscribePerson(tx, key);
    if (!done) throw new HttpError(404, SIGNUP_NOT_FOUND);
    if (done.changed > 0) {
      await recordAudit(tx, staff, {
        action: 'signup.unsubscribed',
        entityType: 'signup',
        entityId: key,
        summary: `Unsubscribed sign-up ${key} (${done.changed} record${done.changed === 1 ? '' : 's'})`,
      });
    }
    return done;
  });
}

export async function deletePersonAs(db: Database, staff: AuditActor, key: string): Promise<DeletedPerson> {
  const deleted = await db.transaction(async (tx) => {
    const removed = await deletePerson(tx, key);
    if (!removed) throw new HttpError(404, SIGNUP_NOT_FOUND);
    await recordAudit(tx, staff, {
      action: 'signup.deleted',
      entityType: 'signup',
      entityId: key,
      summary:
        `Deleted sign-up ${key} and everything tied to it: ${removed.waitlistRecords} waitlist record, ${removed.newsletterRecords} newsletter subscription, ` +
        `${removed.referralCredits} referral credits, ${removed.invitationAddressesCleared} invitation addresses cleared`,
    });
    return removed;
  });
  return { deleted: true, ...deleted };
}
