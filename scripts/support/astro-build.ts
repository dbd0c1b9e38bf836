// Every `astro build` the project spawns (the production-like run's deploys, the e2e stories that
// check build output, the blog-build bench) goes through here, so builds that run at the same time
// never share a working folder (decision 0032):
// - Astro writes a static build's server and prerender chunks inside its outDir only when that
//   outDir is inside process.cwd(); otherwise into `<cwd>/.astro/.prerender/`, one folder for every
//   concurrent build, and one build deletes the chunks another is loading ("Cannot find module
//   '.astro/.prerender/chunks/…'"). So an outDir must be inside the project, and the build runs with
//   the project as its cwd.
// - The content layer's data store and the asset caches live in the cache folder (ASTRO_CACHE_DIR,
//   read by astro.config.ts); each build gets its own.
// What still lands in the shared `<project>/.astro/` during a build (generated types, the content
// layer's import maps) is written atomically with the same content by every build of a checkout.
import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, realpathSync } from 'node:fs';
import { basename, dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const PROJECT_ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Where one-off builds (tests, bench) put their output: ignored by git and the typecheck. */
export const BUILDS_DIR = join(PROJECT_ROOT, '.netlify', 'builds');

// Astro compares against the real cwd, so symlinks are resolved (a folder not made yet: its parent).
function realPath(path: string): string {
  try {
    return realpathSync(path);
  } catch {
    const parent = dirname(path);
    return parent === path ? path : join(realPath(parent), basename(path));
  }
}

/** Throws unless `outDir` is strictly inside `projectRoot` (see the top of this file for why). */
export function assertOutDirInProject(outDir: string, projectRoot: string = PROJECT_ROOT): void {
  const path = relative(realPath(resolve(projectRoot)), realPath(resolve(outDir)));
  if (path === '' || path.startsWith('..') || isAbsolute(path)) {
    throw new Error(
      `astro build outDir ${outDir} is not inside the project (${projectRoot}): Astro would put its prerender chunks in the project's shared .astro/ folder, where concurrent builds delete each other's`,
    );
  }
}

/** A fresh output folder and cache folder for one build, under `.netlify/builds/`. */
export function newBuildFolders(prefix: string): { outDir: string; cacheDir: string } {
  mkdirSync(BUILDS_DIR, { recursive: true });
  const outDir = mkdtempSync(join(BUILDS_DIR, `${prefix}-`));
  return { outDir, cacheDir: `${outDir}-cache` };
}

/**
 * Starts a build's cache folder with the images another build's cache already encoded (Astro's
 * `assets/`, keyed by the source image and its transform), so a one-off build in the tests does
 * not encode every cover again: about 15 s of both cores per build here. Only the images: the
 * content layer's data store is each build's own.
 */
export function seedImageCache(cacheDir: string, fromCacheDir: string): void {
  const from = join(fromCacheDir, 'assets');
  const to = join(cacheDir, 'assets');
  if (existsSync(from) && !existsSync(to)) cpSync(from, to, { recursive: true });
}

export interface AstroBuildOptions {
  outDir: string;
  /** The build's own cache folder (content layer data store, asset caches). */
  cacheDir: string;
  /** Over the current environment. */
  env?: Record<string, string | undefined>;
  stdio?: StdioOptions;
  projectRoot?: string;
}

/** Spawns `astro build` into `outDir` with the project as cwd; throws before spawning if `outDir` is outside it. */
export function spawnAstroBuild({
  outDir,
  cacheDir,
  env = {},
  stdio = 'inherit',
  projectRoot = PROJECT_ROOT,
}: AstroBuildOptions): ChildProcess {
  assertOutDirInProject(outDir, projectRoot);
  return spawn(process.execPath, [join(projectRoot, 'node_modules/astro/bin/astro.mjs'), 'build', '--outDir', outDir], {
    cwd: projectRoot,
    env: { ...process.env, ...env, ASTRO_CACHE_DIR: cacheDir },
    stdio,
  });
}
