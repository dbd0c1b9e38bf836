// What a tab shows until its tool is built: says so plainly (product §2.7: the tabs not built yet
// keep their title and description).
import type { SectionProps } from '../sections.ts';

const NOT_YET: Record<string, { title: string; description: string; comingSoon?: boolean }> = {
  users: { title: 'User Management', description: 'Look up app users, edit their details, reset streaks and remove accounts.' },
  verses: { title: 'Daily Verses', description: 'Schedule the daily Quran verse and mark verses for the widget.' },
  thawabs: { title: 'Thawab Tasks', description: 'Create and schedule the good deeds offered in the app.' },
  badges: { title: 'Badges', description: 'Define badges, their requirements and who has earned them.' },
  circles: { title: 'Circles', description: 'Review circles, their members and their goals.' },
  referrals: { title: 'Referrals', description: 'Follow invitations, sign-ups and referral rewards.' },
  quiz: { title: 'Spiritual Quiz', description: 'Manage the quiz question bank, spiritual levels and quiz analytics.' },
  analytics: { title: 'Analytics', description: 'Engagement, deed, badge and circle metrics over time.' },
  translations: { title: 'Translations', description: 'Manage translations of the app and site content into other languages.', comingSoon: true },
};

export default function UnbuiltSection({ sectionId }: SectionProps) {
  const text = NOT_YET[sectionId] ?? { title: 'Not available yet', description: '' };
  return (
    <div className={text.comingSoon ? 'admin-panel card coming-soon' : 'admin-panel card'}>
      <h2>{text.title}</h2>
      {text.comingSoon && <p className="coming-soon-badge">Coming Soon</p>}
      <p>{text.description}</p>
      {!text.comingSoon && <p className="admin-muted">This tool arrives in a later release of the back-office.</p>}
    </div>
  );
}
