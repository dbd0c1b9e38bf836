// The production-like run's deploys. Each build goes to a folder of its own under the run's state
// folder and is swapped in only when complete, as a Netlify deploy is published: requests during a
// rebuild keep getting the previous pages. A local build hook queues at most one rebuild behind
// the running one, so a burst of publishes costs two builds, not one per publish.
import { existsSync, readFileSync } from 'node:fs';
import { cp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { HeadersHandler } from '@netlify/headers';
import { RedirectsHandler } from '@netlify/redirects';
import { StaticHandler } from '@netlify/static';
import { spawnAstroBuild } from '../support/astro-build.ts';

/** The redirects and headers of netlify.toml, as Netlify's config resolver reads them. */
export interface SiteRules {
  configPath: string | undefined;
  redirects: ConstructorParameters<typeof RedirectsHandler>[0]['configRedirects'];
  headers: ConstructorParameters<typeof HeadersHandler>[0]['configHeaders'];
}

/** One published build: its folder and the platform's static, redirect and header handlers over it. */
export interface Deploy {
  id: string;
  directory: string;
  staticFiles: StaticHandler;
  redirects: RedirectsHandler;
  headers: HeadersHandler;
  notFoundPage: Buffer;
}

const CURRENT_FILE = 'current-deploy';
// A replaced deploy stays on disk this long, for requests that were reading it.
const RETIRE_AFTER_MS = 60_000;

export class SiteBuilds {
  #current: Deploy | null = null;
  #building: Promise<void> | null = null;
  #queued: string[] = [];
  readonly #root: string;
  readonly #stateDir: string;
  readonly #rules: SiteRules;
  #lastBuildMs = 0;
  #buildLock: Promise<void> = Promise.resolve();

  constructor({ projectRoot, stateDir, rules }: { projectRoot: string; stateDir: string; rules: SiteRules }) {
    this.#root = projectRoot;
    this.#stateDir = stateDir;
    this.#rules = rules;
  }

  get current(): Deploy {
    if (!this.#current) throw new Error('no deploy yet');
    return this.#current;
  }

  get lastBuildMs(): number {
    return this.#lastBuildMs;
  }

  /** True while a build runs or waits. */
  get busy(): boolean {
    return this.#building !== null;
  }

  /** Builds and publishes a deploy; rejects when the build fails (the previous deploy stays). */
  async buildNow(reason: string): Promise<void> {
    const id = `deploy-${Date.now()}`;
    const directory = join(this.#stateDir, id);
    const started = Date.now();
    console.log(`[deploy] building ${id} (${reason})…`);
    await mkdir(this.#stateDir, { recursive: true });
    try {
      await this.#astroBuild(directory);
    } catch (error) {
      await rm(directory, { recursive: true, force: true });
      throw error;
    }
    this.#lastBuildMs = Date.now() - started;
    await this.publish(id);
    console.log(`[deploy] ${id} published in ${(this.#lastBuildMs / 1000).toFixed(1)} s`);
  }

  /** Serves the deploy in `id` (atomic: one reference swap) and retires the one before it. */
  async publish(id: string): Promise<void> {
    const previous = this.#current;
    this.#current = await this.#deploy(id);
    await writeFile(join(this.#stateDir, CURRENT_FILE), id);
    if (previous && previous.id !== id) {
      setTimeout(() => void rm(previous.directory, { recursive: true, force: true }), RETIRE_AFTER_MS).unref();
    }
    await this.#removeAbandoned([id, previous?.id]);
  }

  /**
   * Publishes a copy of another run's deploy folder instead of building (START_FROM_DEPLOY): the
   * e2e specs whose servers start from the same seeded data as the suite's main server serve a copy
   * of its first build, so the suite builds that site once. Rebuilds are this run's own.
   */
  async adopt(sourceDirectory: string): Promise<void> {
    const id = `deploy-${Date.now()}`;
    await mkdir(this.#stateDir, { recursive: true });
    await cp(sourceDirectory, join(this.#stateDir, id), { recursive: true });
    // Its run's image cache too, so this run's first rebuild does not encode every cover again.
    const cache = join(dirname(sourceDirectory), 'astro-cache');
    const ownCache = join(this.#stateDir, 'astro-cache');
    if (existsSync(cache) && !existsSync(ownCache)) await cp(cache, ownCache, { recursive: true });
    await this.publish(id);
    console.log(`[deploy] ${id} published: a copy of ${sourceDirectory}`);
  }

  /** The last published deploy of an earlier run (SKIP_BUILD=1), or null. */
  async resumeLast(): Promise<boolean> {
    const id = await readFile(join(this.#stateDir, CURRENT_FILE), 'utf8').catch(() => '');
    if (!id.trim()) return false;
    try {
      await this.publish(id.trim());
      return true;
    } catch {
      return false;
    }
  }

  /** The local build hook: rebuild in the background; at most one rebuild waits behind a running one. */
  requestRebuild(reason: string): void {
    if (this.#building) {
      if (this.#queued.length === 0) console.log(`[deploy] rebuild queued (${reason})`);
      this.#queued.push(reason);
      return;
    }
    this.#building = (async () => {
      let next: string | undefined = reason;
      while (next) {
        try {
          await this.buildNow(next);
        } catch (error) {
          console.error(
            `[deploy] rebuild failed; still serving the previous deploy:`,
            error instanceof Error ? error.message : error,
          );
        }
        // Everything asked for while that build ran is covered by one more build.
        next = this.#queued.length ? this.#queued.splice(0).join('; ') : undefined;
      }
    })().finally(() => {
      this.#building = null;
    });
  }

  /** Resolves when no build runs or waits (tests and the bench use it through the hook's status). */
  async settled(): Promise<void> {
    while (this.#building) await this.#building;
  }

  async #deploy(id: string): Promise<Deploy> {
    const directory = join(this.#stateDir, id);
    const notFoundPage = await readFile(join(directory, '404.html'));
    return {
      id,
      directory,
      notFoundPage,
      staticFiles: new StaticHandler({ directory: [directory] }),
      redirects: new RedirectsHandler({
        configPath: this.#rules.configPath,
        configRedirects: this.#rules.redirects,
        jwtRoleClaim: '',
        jwtSecret: '',
        projectDir: this.#root,
        publicDir: directory,
      }),
      headers: new HeadersHandler({
        configPath: this.#rules.configPath,
        configHeaders: this.#rules.headers,
        projectDir: this.#root,
        publishDir: directory,
        logger: console,
      }),
    };
  }

  async #removeAbandoned(keep: (string | undefined)[]) {
    const entries = await readdir(this.#stateDir).catch(() => [] as string[]);
    await Promise.all(
      entries
        .filter((name) => name.startsWith('deploy-') && !keep.includes(name))
        .map((name) => rm(join(this.#stateDir, name), { recursive: true, force: true })),
    );
  }

  async #astroBuild(outDir: string): Promise<void> {
    // One build at a time per run, so the run's builds can share one cache folder (Astro's image
    // cache: a rebuild does not re-encode every cover). The deploy folder is inside the project
    // (the state folder is under .netlify/) and the cache belongs to this run's state folder, so a
    // build never shares a working folder with another run's or a test's (scripts/support/astro-build.ts).
    const previous = this.#buildLock;
    let release = () => {};
    this.#buildLock = new Promise<void>((resolve) => (release = resolve));
    await previous;
    try {
      await new Promise<void>((resolve, reject) => {
        const child = spawnAstroBuild({
          outDir,
          cacheDir: join(this.#stateDir, 'astro-cache'),
          projectRoot: this.#root,
        });
        child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`astro build exited with ${code}`))));
        child.on('error', reject);
      });
    } finally {
      release();
    }
  }
}

/** The folder of the deploy a run in `stateDir` serves now (for checks over the built files). */
export function currentDeployDirectory(stateDir: string): string {
  const id = readFileSync(join(stateDir, CURRENT_FILE), 'utf8').trim();
  return join(stateDir, id);
}
