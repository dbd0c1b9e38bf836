// `client:painted={{ timeout }}` (registered in astro.config.ts): Astro's `client:idle`, started
// once the page has painted its first words, so the island's files are never requested before that
// paint (src/islands/shared/first-paint.ts says why). The quiz pages' islands start at once
// (decision 0072): the wait is one frame after the paint, then an idle period of at most `timeout`.
import type { ClientDirective } from 'astro';
import { afterFirstPaint } from './first-paint.ts';

const directive: ClientDirective = (load, options) => {
  const value: unknown = options.value;
  const timeout =
    typeof value === 'object' && value !== null && 'timeout' in value && typeof value.timeout === 'number'
      ? value.timeout
      : undefined;
  const start = async () => {
    const hydrate = await load();
    await hydrate();
  };
  afterFirstPaint(() =>
    'requestIdleCallback' in window
      ? requestIdleCallback(() => void start(), { timeout })
      : setTimeout(() => void start(), timeout ?? 200),
  );
};

export default directive;
