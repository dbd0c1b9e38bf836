// `npm run staff:create -- --username amina --name "Amina Yusuf" --role "Content Editor"`
// Creates a staff account. The password is typed at a hidden prompt, or taken from STAFF_PASSWORD
// (for scripted setups). Nothing is printed but the result; the password never appears anywhere.
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { getDb } from '../src/server/db.ts';
import { StaffInputError, createStaffAccount } from '../src/server/auth/accounts.ts';
import { STAFF_ROLES } from '../src/lib/staff-roles.ts';
import { TERMINAL_ACTOR } from '../src/server/audit.ts';
import { PASSWORD_MIN_LENGTH, passwordProblem } from '../src/lib/staff/password-rule.ts';
import { reportAndExit, withStaffDatabase } from './staff-database.ts';

function ask(question: string, hidden = false): Promise<string> {
  return new Promise((resolve) => {
    const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    if (hidden) {
      // Echo nothing while the password is typed.
      (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput = (text: string) => {
        if (text.includes(question)) process.stdout.write(question);
      };
    }
    rl.question(question, (answer) => {
      rl.close();
      if (hidden) process.stdout.write('\n');
      resolve(answer);
    });
  });
}

async function main() {
  await withStaffDatabase(createFromArguments);
}

async function createFromArguments() {
  const { values } = parseArgs({
    options: { username: { type: 'string' }, name: { type: 'string' }, role: { type: 'string' } },
  });
  const interactive = process.stdin.isTTY;
  const username = values.username ?? (interactive ? await ask('Username: ') : '');
  const displayName = values.name ?? (interactive ? await ask('Display name: ') : '');
  const role = values.role ?? (interactive ? await ask(`Role (${STAFF_ROLES.join(' / ')}): `) : '');
  let password = process.env.STAFF_PASSWORD ?? '';
  if (!password) {
    if (!interactive) throw new StaffInputError('Set STAFF_PASSWORD or run in a terminal to type the password.');
    password = await ask(`Password (at least ${PASSWORD_MIN_LENGTH} characters, not a common one): `, true);
    const problem = passwordProblem(password);
    if (problem) throw new StaffInputError(problem);
    const again = await ask('Repeat the password: ', true);
    if (password !== again) throw new StaffInputError('The two passwords differ.');
  }
  const staff = await createStaffAccount(getDb(), { username, displayName, role, password }, { actor: TERMINAL_ACTOR });
  console.log(`Created ${staff.role} "${staff.username}" (${staff.displayName}).`);
}

main().catch(reportAndExit('staff:create'));
