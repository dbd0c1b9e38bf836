// A separate `astro build` for stories that check build output (a database with posts, a deploy
// preview). It runs while the test server may be rebuilding, so it gets its own output and cache
// folders inside the project (scripts/support/astro-build.ts says why inside).
import { rmSync } from 'node:fs';
import { newBuildFolders, seedImageCache, spawnAstroBuild } from '../../../scripts/support/astro-build.ts';
import { E2E_ASTRO_CACHE } from './state.ts';

/** Builds the site with `env` over the test's environment, runs `check` over the output folder, then removes it; rejects with the build's last output. */
export async function withBuiltSite<T>(
  prefix: string,
  env: Record<string, string>,
  check: (outDir: string) => T | Promise<T>,
): Promise<T> {
  const { outDir, cacheDir } = newBuildFolders(prefix);
  seedImageCache(cacheDir, E2E_ASTRO_CACHE);
  try {
    await new Promise<void>((resolve, reject) => {
      const child = spawnAstroBuild({ outDir, cacheDir, env, stdio: ['ignore', 'pipe', 'pipe'] });
      let output = '';
      const keep = (chunk: Buffer) => void (output = (output + chunk.toString()).slice(-4000));
      child.stdout?.on('data', keep);
      child.stderr?.on('data', keep);
      child.on('exit', (code) =>
        code === 0 ? resolve() : reject(new Error(`astro build exited with ${code}:\n${output}`)),
      );
      child.on('error', reject);
    });
    return await check(outDir);
  } finally {
    rmSync(outDir, { recursive: true, force: true });
    rmSync(cacheDir, { recursive: true, force: true });
  }
}
