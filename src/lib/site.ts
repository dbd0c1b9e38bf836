// Facts about the product shown across the site. One place, so copy never disagrees with itself.
export const SITE = {
  name: 'Thawab',
  tagline: 'Daily good deeds, Quran and streaks — one small step at a time',
  blogName: 'Thawab Blog',
  /** Production origin; overridden at build time by the SITE_URL / URL environment variables. */
  url: 'https://thawab.app',
  supportEmail: 'support@thawab.app',
  appStoreUrl: 'https://apps.apple.com/app/thawab',
  playStoreUrl: 'https://play.google.com/store/apps/details?id=app.thawab',
  social: {
    twitter: 'https://twitter.com/thawabapp',
    instagram: 'https://instagram.com/thawabapp',
    facebook: 'https://facebook.com/thawabapp',
  },
} as const;

// The figures the site states are in src/lib/site-figures.ts (measured or product facts; decision 0058).
