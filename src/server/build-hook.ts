// One site rebuild per publish, unpublish or deletion of a published post, through the Netlify
// build hook in BUILD_HOOK_URL. Never throws: the post is already saved, a failed hook is logged.
import { serverEnv, type ServerEnv } from './env.ts';

export type RebuildResult = 'triggered' | 'not-configured' | 'failed';

const TIMEOUT_MS = 5000;

export async function triggerRebuild(reason: string, env?: ServerEnv): Promise<RebuildResult> {
  let url: string | undefined;
  try {
    url = (env ?? serverEnv()).BUILD_HOOK_URL;
  } catch (error) {
    console.error(`[build-hook] no rebuild for "${reason}": ${error instanceof Error ? error.message : String(error)}`);
    return 'failed';
  }
  if (!url) {
    console.info(`[build-hook] BUILD_HOOK_URL is not set: no rebuild for "${reason}". The post is visible at once through the blog's fallback page.`);
    return 'not-configured';
  }
  try {
    const response = await fetch(`${url}${url.includes('?') ? '&' : '?'}trigger_title=${encodeURIComponent(reason.slice(0, 120))}`, {
      method: 'POST',
      body: '{}',
      headers: { 'Content-Type': 'application/json' },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!response.ok) {
      console.error(`[build-hook] rebuild for "${reason}" failed: ${response.status} ${response.statusText}. The change is saved; the static blog catches up at the next build (the fallback page shows new posts meanwhile).`);
      return 'failed';
    }
    console.info(`[build-hook] rebuild triggered: ${reason}`);
    return 'triggered';
  } catch (error) {
    console.error(`[build-hook] rebuild for "${reason}" failed: ${error instanceof Error ? error.message : String(error)}. The change is saved; the static blog catches up at the next build (the fallback page shows new posts meanwhile).`);
    return 'failed';
  }
}
