// `client:intent` (registered in astro.config.ts): hydrate an island when the visitor shows intent
// (pointer, touch, key, focus, scroll or wheel anywhere on the page) instead of at load, so React's
// start-up work (the largest task on the main thread of "/") does not block the first seconds on a
// slow phone. The island's server-rendered HTML is what the visitor sees and can type into meanwhile.
// It hydrates at once when it has work to do without any input: a query (?ref=, ?autostart=, ?seed=)
// or saved quiz progress to resume. Otherwise, without any intent, it hydrates once the page has
// been idle for a few seconds after load (the visitor counter and the Start button wake up).
import type { ClientDirective } from 'astro';

const INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'keydown', 'focusin', 'scroll', 'wheel'] as const;
const IDLE_FALLBACK_MS = 4000;

const directive: ClientDirective = (load, options, el) => {
  let started = false;
  const start = async () => {
    if (started) return;
    started = true;
    for (const type of INTENT_EVENTS) removeEventListener(type, start, true);
    const hydrate = await load();
    await hydrate();
  };
  // The attribute value names a localStorage key whose saved state means "resume now".
  const resumeKey = options.value && options.value !== 'true' ? options.value : null;
  let saved = false;
  try {
    saved = resumeKey !== null && localStorage.getItem(resumeKey) !== null;
  } catch {
    /* storage blocked: nothing to resume */
  }
  if (location.search || saved || el.contains(document.activeElement)) {
    void start();
    return;
  }
  for (const type of INTENT_EVENTS) addEventListener(type, start, { capture: true, once: true, passive: true });
  const idle = () =>
    setTimeout(
      () => ('requestIdleCallback' in window ? requestIdleCallback(() => void start()) : void start()),
      IDLE_FALLBACK_MS,
    );
  if (document.readyState === 'complete') idle();
  else addEventListener('load', idle, { once: true });
};

export default directive;
