// Concurrent `astro build`s must not share Astro's fallback `.astro/.prerender/` folder: every build
// the project spawns puts its output inside the project, in a folder of its own (decision 0032).
import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  BUILDS_DIR,
  PROJECT_ROOT,
  assertOutDirInProject,
  newBuildFolders,
  spawnAstroBuild,
} from '../../scripts/support/astro-build.ts';

const made: string[] = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('the build folder guard', () => {
  it('accepts a folder inside the project, made or not yet made', () => {
    expect(() => assertOutDirInProject(join(PROJECT_ROOT, 'dist'))).not.toThrow();
    expect(() => assertOutDirInProject(join(PROJECT_ROOT, '.netlify/e2e/deploy-1/not-yet'))).not.toThrow();
    expect(() => assertOutDirInProject('dist')).not.toThrow(); // relative to the cwd, the project here
  });

  it('refuses the system temp folder, the project itself, a sibling folder and a path climbing out', () => {
    expect(() => assertOutDirInProject(join(tmpdir(), 'thawab-blog-build-x'))).toThrow(/not inside the project/);
    expect(() => assertOutDirInProject(PROJECT_ROOT)).toThrow(/not inside the project/);
    expect(() => assertOutDirInProject(`${PROJECT_ROOT.replace(/\/$/, '')}-sibling/dist`)).toThrow(
      /not inside the project/,
    );
    expect(() => assertOutDirInProject(join(PROJECT_ROOT, 'dist/../../elsewhere'))).toThrow(/not inside the project/);
  });

  it('follows symlinks the way Astro compares with the real cwd', () => {
    const outside = mkdtempSync(join(tmpdir(), 'thawab-guard-'));
    made.push(outside);
    mkdirSync(BUILDS_DIR, { recursive: true });
    const link = join(BUILDS_DIR, `link-${process.pid}`);
    made.push(link);
    symlinkSync(outside, link);
    expect(() => assertOutDirInProject(join(link, 'out'))).toThrow(/not inside the project/);
  });

  it('spawnAstroBuild throws before spawning anything when the outDir is outside the project', () => {
    expect(() =>
      spawnAstroBuild({ outDir: join(tmpdir(), 'out'), cacheDir: join(tmpdir(), 'cache'), stdio: 'ignore' }),
    ).toThrow(/not inside the project/);
  });

  it('gives each build fresh output and cache folders under .netlify/builds', () => {
    const a = newBuildFolders('unit');
    const b = newBuildFolders('unit');
    made.push(a.outDir, b.outDir);
    expect(a.outDir.startsWith(BUILDS_DIR)).toBe(true);
    expect(a.outDir).not.toBe(b.outDir);
    expect(a.cacheDir).not.toBe(b.cacheDir);
    expect(() => assertOutDirInProject(a.outDir)).not.toThrow();
  });
});
