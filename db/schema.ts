// The one description of what Postgres stores, as a barrel: it defines nothing and re-exports the
// tables of db/schema-<area>.ts, which never import it (drizzle-kit reads this file, per
// drizzle.config.ts; db/client.ts builds the typed client from it). Tables follow product §3 "What
// we store". Migrations: docs/architecture.md §7a.
export * from './schema-users.ts';
export * from './schema-circles.ts';
export * from './schema-waitlist.ts';
export * from './schema-blog.ts';
export * from './schema-prayer.ts';
export * from './schema-staff.ts';
export * from './schema-analytics.ts';
export * from './schema-content.ts';
export * from './schema-waitlist-referrals.ts';
export * from './schema-people.ts';
export * from './schema-quizbank.ts';
export * from './schema-deeds.ts';
export * from './schema-people-rollups.ts';
export * from './schema-engagement.ts';
export * from './schema-usage.ts';
export * from './schema-engagement-summary.ts';
export * from './schema-mail.ts';
export * from './schema-versions.ts';
export * from './schema-app-auth.ts';
export * from './schema-email-tokens.ts';
export * from './schema-post-history.ts';
export * from './schema-translations.ts';
export * from './schema-quran.ts';

export * from './schema-premium.ts';
export * from './schema-settings.ts';
