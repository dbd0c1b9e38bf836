// The dashboard tabs of spec §2, in order, with the permission each needs (the server enforces
// the same permissions on every endpoint behind a tab).
export interface DashboardTab {
  id: string;
  label: string;
  permission: string;
  /** Built in this release; the others show what they will be. */
  built: boolean;
  comingSoon?: { title: string; description: string };
  summary?: string;
}

export const DASHBOARD_TABS: DashboardTab[] = [
  { id: 'users', label: 'User Management', permission: 'users', built: false, summary: 'Look up app users, edit their details, reset streaks and remove accounts.' },
  { id: 'blog', label: 'Blog Management', permission: 'blog', built: true },
  { id: 'verses', label: 'Daily Verses', permission: 'content', built: false, summary: 'Schedule the daily Quran verse and mark verses for the widget.' },
  { id: 'thawabs', label: 'Thawab Tasks', permission: 'content', built: false, summary: 'Create and schedule the good deeds offered in the app.' },
  { id: 'badges', label: 'Badges', permission: 'content', built: false, summary: 'Define badges, their requirements and who has earned them.' },
  { id: 'circles', label: 'Circles', permission: 'circles', built: false, summary: 'Review circles, their members and their goals.' },
  { id: 'referrals', label: 'Referrals', permission: 'referrals', built: false, summary: 'Follow invitations, sign-ups and referral rewards.' },
  { id: 'quiz', label: 'Spiritual Quiz', permission: 'content', built: false, summary: 'Manage the quiz question bank, spiritual levels and quiz analytics.' },
  { id: 'analytics', label: 'Analytics', permission: 'analytics', built: false, summary: 'Engagement, deed, badge and circle metrics over time.' },
  {
    id: 'translations',
    label: 'Translations',
    permission: 'content',
    built: false,
    comingSoon: { title: 'Translations', description: 'Manage translations of the app and site content into other languages.' },
  },
  {
    id: 'roles',
    label: 'Admin Roles',
    permission: 'staff',
    built: false,
    comingSoon: { title: 'Admin Roles', description: 'Manage staff accounts, their roles and what each role may do.' },
  },
];

export function tabsFor(permissions: readonly string[]): DashboardTab[] {
  return DASHBOARD_TABS.filter((tab) => permissions.includes(tab.permission));
}
