// The back-office pages that have their own URL besides the dashboard (deep links). Each names the
// permission it needs and loads its code as its own chunk; AdminRoute renders them inside the shell.
// The dashboard's tabs are declared in sections.ts.
import type { ComponentType } from 'react';
import type { Permission } from '../../lib/permissions.ts';

type PageModule = { default: ComponentType<{ headingLevel?: 1 | 2 }> };

export interface AdminPageDef {
  permission: Permission;
  /** What the role lacks, for the No access panel ("Your role does not include …"). */
  what: string;
  loadingLabel: string;
  load: () => Promise<PageModule>;
  /** A "Dashboard" breadcrumb above the page (pages that do not draw their own). */
  breadcrumb?: boolean;
}

export const ADMIN_PAGES = {
  blog: {
    permission: 'blog',
    what: 'blog management',
    loadingLabel: 'Loading your blog posts...',
    load: () => import('./sections/blog/BlogDashboard.tsx'),
    breadcrumb: true,
  },
  'blog-editor': {
    permission: 'blog',
    what: 'blog management',
    loadingLabel: 'Loading the editor...',
    load: () => import('./sections/blog/BlogEditor.tsx'),
  },
  media: {
    permission: 'media',
    what: 'the media manager',
    loadingLabel: 'Loading your media...',
    load: () => import('./sections/blog/MediaManager.tsx'),
  },
} as const satisfies Record<string, AdminPageDef>;

/** `dashboard` is /admin (the tabs); the others are the deep links above. */
export type AdminPageId = 'dashboard' | keyof typeof ADMIN_PAGES;
