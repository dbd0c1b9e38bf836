// Custom client directives registered in astro.config.ts.
import 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate on the visitor's first intent; the value names a localStorage key whose saved state hydrates at once. */
    'client:intent'?: string | boolean;
    /** `client:idle` started after the page's first contentful paint (src/islands/shared/hydrate-after-paint.ts). */
    'client:painted'?: { timeout?: number };
  }
}
