// The crash tests' worker: one run of the mail worker in a process of its own
// (mail-worker-child.ts), held after the transport accepts its first message and before it marks
// it sent (MAIL_TEST_PAUSE_BEFORE_MARK names a file that never appears), then killed with SIGKILL:
// a worker that dies at the worst moment.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { testDatabaseUrl } from '../workers.ts';

const root = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * Starts the worker against this test file's database and `smtpUrl`, waits for `accepted` (the
 * caller's proof that the transport has the first message, and anything it checks meanwhile), kills
 * the worker, and resolves with the signal it died of.
 */
export async function killMailWorkerAfterAccept(
  smtpUrl: string,
  accepted: () => Promise<unknown>,
): Promise<NodeJS.Signals | null> {
  const dir = mkdtempSync(join(tmpdir(), 'mail-crash-'));
  const child = spawn(process.execPath, ['tests/api/support/mail-worker-child.ts'], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: testDatabaseUrl(),
      SMTP_URL: smtpUrl,
      MAIL_TEST_PAUSE_BEFORE_MARK: join(dir, 'never-created'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<NodeJS.Signals | null>((resolve) => child.on('exit', (_code, signal) => resolve(signal)));
  try {
    await accepted();
    child.kill('SIGKILL');
    return await exited;
  } finally {
    child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  }
}
