// A separate `astro build` for stories that check build output (a database with posts, a deploy
// preview). Each build gets its own cache folder: the default one is shared with every other build
// running at the same time (the test servers' rebuilds) and two writers break each other.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../..', import.meta.url));

/** Builds the site into `outDir` with `env` over the test's environment; rejects with the build's last output. */
export function buildSite(outDir: string, env: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['node_modules/astro/bin/astro.mjs', 'build', '--outDir', outDir], {
      cwd: root,
      env: { ...process.env, ASTRO_CACHE_DIR: `${outDir}-cache`, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const keep = (chunk: Buffer) => void (output = (output + chunk.toString()).slice(-4000));
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`astro build exited with ${code}:\n${output}`))));
    child.on('error', reject);
  });
}
