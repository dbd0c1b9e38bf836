// What a tab shows until its tool is built. Only Translations is left: the product document keeps
// it a "Coming Soon" placeholder (title and description).
import type { SectionProps } from '../sections.ts';

const NOT_YET: Record<string, { title: string; description: string }> = {
  translations: { title: 'Translations', description: 'Manage translations of the app and site content into other languages.' },
};

export default function UnbuiltSection({ sectionId }: SectionProps) {
  const text = NOT_YET[sectionId] ?? { title: 'Not available yet', description: '' };
  return (
    <div className="admin-panel card coming-soon">
      <h2>{text.title}</h2>
      <p className="coming-soon-badge">Coming Soon</p>
      <p>{text.description}</p>
    </div>
  );
}
