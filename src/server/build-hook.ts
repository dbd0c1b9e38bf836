// One site rebuild per publish, unpublish or deletion of a published post (or a change to the
// public quizzes' question bank), through the Netlify build hook in BUILD_HOOK_URL. Never throws: the post is already saved, a failed hook is logged.
// A deploy preview or branch deploy never calls it (the hook rebuilds production): set
// BUILD_HOOK_URL in the production context only; this refusal holds even if a preview has one.
import { buildHookAllowed } from './deploy-context.ts';
import { serverEnv, type ServerEnv } from './env.ts';

export type RebuildResult = 'triggered' | 'not-configured' | 'preview' | 'failed';

const TIMEOUT_MS = 5000;

export async function triggerRebuild(reason: string, given?: ServerEnv): Promise<RebuildResult> {
  let env: ServerEnv;
  try {
    env = given ?? serverEnv();
  } catch (error) {
    console.error(
      `[build-hook] no rebuild for "${reason}": ${error instanceof Error ? error.message : String(error)}.`,
    );
    return 'failed';
  }
  if (!buildHookAllowed(env.CONTEXT)) {
    console.info(
      `[build-hook] CONTEXT=${env.CONTEXT}: a preview never calls the build hook (it would rebuild production). No rebuild for "${reason}".`,
    );
    return 'preview';
  }
  const url = env.BUILD_HOOK_URL;
  if (!url) {
    console.info(
      `[build-hook] BUILD_HOOK_URL is not set: no rebuild for "${reason}". The change is saved; static pages show it at the next build (a new post is visible at once through the blog's fallback page).`,
    );
    return 'not-configured';
  }
  try {
    const response = await fetch(
      `${url}${url.includes('?') ? '&' : '?'}trigger_title=${encodeURIComponent(reason.slice(0, 120))}`,
      {
        method: 'POST',
        body: '{}',
        headers: { 'Content-Type': 'application/json' },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      },
    );
    if (!response.ok) {
      console.error(
        `[build-hook] rebuild for "${reason}" failed: ${response.status} ${response.statusText}. The change is saved; the static pages catch up at the next build (the blog's fallback page shows new posts meanwhile).`,
      );
      return 'failed';
    }
    console.info(`[build-hook] rebuild triggered: ${reason}`);
    return 'triggered';
  } catch (error) {
    console.error(
      `[build-hook] rebuild for "${reason}" failed: ${error instanceof Error ? error.message : String(error)}. The change is saved; the static pages catch up at the next build (the blog's fallback page shows new posts meanwhile).`,
    );
    return 'failed';
  }
}
