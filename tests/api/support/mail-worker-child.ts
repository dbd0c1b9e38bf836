// One run of the mail worker in a process of its own, so the crash tests (mail-worker.ts) can kill
// it (SIGKILL) at a chosen point (MAIL_TEST_PAUSE_BEFORE_MARK). Reads DATABASE_URL and SMTP_URL like
// the platform's.
import { closeDb, getDb } from '../../../src/server/db.ts';
import { deliverDueMail } from '../../../src/server/mail/worker.ts';

const report = await deliverDueMail(getDb());
console.log(JSON.stringify(report));
await closeDb();
