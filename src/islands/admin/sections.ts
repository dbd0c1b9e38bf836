// The back-office's sections: the only place a dashboard tab is declared. The dashboard renders
// from this list, hides what the signed-in role lacks (the server enforces the same permission on
// every endpoint behind a tab) and loads each section's code (and its CSS) as its own chunk.
//
// Adding a tab: write `sections/<id>/<Name>Section.tsx` (default export, props SectionProps) and
// point its entry's `load` at it. See docs/architecture.md.
import type { ComponentType } from 'react';
import { LIVE_READ_PERMISSIONS, type Permission } from '../../lib/permissions.ts';
import type { SectionProps } from './section-props.ts';

type SectionModule = { default: ComponentType<SectionProps> };

export interface AdminSection {
  id: string;
  label: string;
  /** Who sees the tab: whoever has this permission, or any one of the list's. */
  permission: Permission | readonly Permission[];
  /** The section's lazy chunk. */
  load: () => Promise<SectionModule>;
  /** What the spinner says while the chunk and its first data load. */
  loadingLabel: string;
}

export const ADMIN_SECTIONS = [
  {
    id: 'users',
    label: 'User Management',
    permission: 'users',
    load: () => import('./sections/users/UsersSection.tsx'),
    loadingLabel: 'Loading users...',
  },
  {
    id: 'blog',
    label: 'Blog Management',
    permission: 'blog',
    load: () => import('./sections/blog/BlogDashboard.tsx'),
    loadingLabel: 'Loading your blog posts...',
  },
  {
    id: 'verses',
    label: 'Daily Verses',
    permission: 'content',
    load: () => import('./sections/verses/VersesSection.tsx'),
    loadingLabel: 'Loading verses...',
  },
  {
    id: 'thawabs',
    label: 'Thawab Tasks',
    permission: 'content',
    load: () => import('./sections/thawabs/ThawabsSection.tsx'),
    loadingLabel: 'Loading thawab tasks...',
  },
  {
    id: 'badges',
    label: 'Badges',
    permission: 'content',
    load: () => import('./sections/badges/BadgesSection.tsx'),
    loadingLabel: 'Loading badges...',
  },
  {
    id: 'circles',
    label: 'Circles',
    permission: 'circles',
    load: () => import('./sections/circles/CirclesSection.tsx'),
    loadingLabel: 'Loading circles...',
  },
  {
    id: 'referrals',
    label: 'Referrals',
    permission: 'referrals',
    load: () => import('./sections/referrals/ReferralsSection.tsx'),
    loadingLabel: 'Loading referrals...',
  },
  {
    id: 'waitlist',
    label: 'Waitlist',
    permission: 'waitlist',
    load: () => import('./sections/waitlist/WaitlistSection.tsx'),
    loadingLabel: 'Loading sign-ups...',
  },
  {
    id: 'campaigns',
    label: 'Campaigns',
    permission: 'campaigns',
    load: () => import('./sections/campaigns/CampaignsSection.tsx'),
    loadingLabel: 'Loading campaigns...',
  },
  {
    id: 'quiz',
    label: 'Spiritual Quiz',
    permission: 'content',
    load: () => import('./sections/quiz/QuizSection.tsx'),
    loadingLabel: 'Loading the quiz bank...',
  },
  {
    id: 'analytics',
    label: 'Analytics',
    permission: 'analytics',
    load: () => import('./sections/analytics/AnalyticsSection.tsx'),
    loadingLabel: 'Loading analytics...',
  },
  {
    id: 'live',
    label: 'Live Recitation',
    // Content Editors run sessions ('liveSessions'), Moderators moderate dedications ('dedications').
    permission: LIVE_READ_PERMISSIONS,
    load: () => import('./sections/live/LiveSection.tsx'),
    loadingLabel: 'Loading live recitations...',
  },
  {
    id: 'translations',
    label: 'Translations',
    permission: 'content',
    load: () => import('./sections/translations/TranslationsSection.tsx'),
    loadingLabel: 'Loading translations...',
  },
  {
    id: 'roles',
    label: 'Admin Roles',
    permission: 'superAdmin',
    load: () => import('./sections/roles/RolesSection.tsx'),
    loadingLabel: 'Loading staff...',
  },
] as const satisfies readonly AdminSection[];

export type SectionId = (typeof ADMIN_SECTIONS)[number]['id'];

export function sectionsFor(permissions: readonly string[]): AdminSection[] {
  return ADMIN_SECTIONS.filter((section: AdminSection) => {
    const needed: readonly Permission[] =
      typeof section.permission === 'string' ? [section.permission] : section.permission;
    return needed.some((permission) => permissions.includes(permission));
  });
}

export function sectionById(id: string): AdminSection | undefined {
  return ADMIN_SECTIONS.find((section) => section.id === id);
}
