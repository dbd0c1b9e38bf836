// Small browser helpers both quiz islands use: clipboard with a fallback, focus on new content,
// ordinal numbers, a mounted flag so persisted state never breaks hydration, and screens whose
// code loads later.
import { startTransition, useEffect, useRef, useState } from 'react';

export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.className = 'visually-hidden';
    document.body.append(area);
    area.select();
    let ok = false;
    try {
      ok = document.execCommand('copy');
    } catch {
      ok = false;
    }
    area.remove();
    return ok;
  }
}

/**
 * True after the first client render (persisted state is read only then). The render that follows
 * is a transition, so React renders it in slices and the main thread stays free for input between
 * them (decision 0072): set plainly, it was one long task right after hydration.
 */
export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => startTransition(() => setMounted(true)), []);
  return mounted;
}

/**
 * A ref whose element receives focus whenever `key` changes (new question, result, form). The focus
 * comes in a task of its own, right after the render's: focusing makes the browser lay the page out
 * at once, and inside the render's task that layout made one long task of both (decision 0072). A
 * message, not a timer: timers wait behind a paused test clock, and the focus must not.
 */
export function useFocusOnChange<T extends HTMLElement>(key: unknown, enabled = true) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (!enabled) return;
    let current = true;
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      if (current) ref.current?.focus();
    };
    channel.port2.postMessage(null);
    return () => {
      current = false;
      channel.port1.close();
    };
  }, [key, enabled]);
  return ref;
}

export function ordinal(n: number): string {
  const rem100 = n % 100;
  if (rem100 >= 11 && rem100 <= 13) return `${n}th`;
  return `${n}${({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th'}`;
}

/**
 * A later screen's module (decision 0054): fetched once `soon` (the islands ask at the visitor's
 * first answer) or `now` (the screen is to be shown) turns true; null until it is here. Unlike
 * React.lazy nothing suspends, so a screen whose file arrived before it was needed shows at once.
 * A fetch that failed early is tried again when the screen is to be shown.
 */
export function useLater<T>(load: () => Promise<T>, soon: boolean, now: boolean): T | null {
  const [loaded, setLoaded] = useState<{ module: T } | null>(null);
  const wanted = soon || now;
  useEffect(() => {
    if (!wanted || loaded) return;
    let current = true;
    load().then(
      (module) => current && setLoaded({ module }),
      (error: unknown) => console.error('Part of the quiz could not be loaded', error),
    );
    return () => {
      current = false;
    };
  }, [load, wanted, now, loaded]);
  return loaded?.module ?? null;
}
