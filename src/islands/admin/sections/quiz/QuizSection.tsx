// Spiritual Quiz (product §2): three sub-tabs. Question Bank (default): search, category and
// difficulty filters, add/edit with four options and points (defaults 0, 2, 4, 6), delete, usage
// count (read-only: finished public quiz runs that answered the question, counted by the server
// with each stored completion; decision 0023). Spiritual Levels: the level table with user counts and percentages, editable,
// searchable in every language (decision 0053). Quiz
// Analytics: score distribution, completions, average score and difficulty summary from stored
// completions.
import { useState } from 'react';
import type { SectionProps } from '../../section-props.ts';
import { adoptStyles, TabList, TabPanel } from '../../kit/index.ts';
import contentCss from '../content-tabs/content.css?inline';
import { LevelsPanel } from './LevelsPanel.tsx';
import { QuestionBank } from './QuestionBank.tsx';
import { AnalyticsPanel } from './QuizAnalytics.tsx';

adoptStyles('content', contentCss);

const TABS = [
  { id: 'bank', label: 'Question Bank' },
  { id: 'levels', label: 'Spiritual Levels' },
  { id: 'analytics', label: 'Quiz Analytics' },
] as const;
type TabId = (typeof TABS)[number]['id'];

export default function QuizSection({ headingLevel = 2 }: SectionProps) {
  const [tab, setTab] = useState<TabId>('bank');
  const H = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className="content-section" aria-labelledby="quiz-title">
      <div className="admin-toolbar">
        <H id="quiz-title">Spiritual Quiz</H>
      </div>
      <TabList label="Spiritual Quiz" tabs={TABS} selected={tab} onSelect={setTab} idPrefix="quiz" />
      <TabPanel idPrefix="quiz" selected={tab}>
        {tab === 'bank' && <QuestionBank />}
        {tab === 'levels' && <LevelsPanel />}
        {tab === 'analytics' && <AnalyticsPanel />}
      </TabPanel>
    </section>
  );
}
