// `npm run staff:disable -- --username amina`   (add --enable to let the account sign in again)
// Disabling ends every session of the account at once; the account and its posts stay.
import { parseArgs } from 'node:util';
import { getDb } from '../src/server/db.ts';
import { StaffInputError, findStaffAccount, setStaffDisabled } from '../src/server/auth/accounts.ts';
import { TERMINAL_ACTOR } from '../src/server/audit.ts';
import { reportAndExit, withStaffDatabase } from './staff-database.ts';

async function disableFromArguments() {
  const { values } = parseArgs({
    options: { username: { type: 'string' }, enable: { type: 'boolean', default: false } },
  });
  if (!values.username) throw new StaffInputError('Name the account: --username NAME');
  const db = getDb();
  const account = await findStaffAccount(db, values.username);
  if (!account) throw new StaffInputError(`No staff account is named "${values.username}".`);
  await setStaffDisabled(db, account.id, !values.enable, TERMINAL_ACTOR);
  console.log(
    values.enable
      ? `Enabled "${account.username}": it can sign in again.`
      : `Disabled "${account.username}" and ended its sessions.`,
  );
}

withStaffDatabase(disableFromArguments).catch(reportAndExit('staff:disable'));
