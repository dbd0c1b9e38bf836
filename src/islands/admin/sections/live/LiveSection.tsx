// Live Recitation (decision 0065): Content Editors and Super Admins schedule and run recitation
// sessions ('liveSessions'); Moderators and Super Admins moderate the ayah dedications
// ('dedications'). The tab shows the panels the signed-in role may use.
import { useState } from 'react';
import type { SectionProps } from '../../section-props.ts';
import { adoptStyles, TabList, TabPanel } from '../../kit/index.ts';
import liveCss from './live.css?inline';
import { ModerationPanel } from './ModerationPanel.tsx';
import { SessionsPanel } from './SessionsPanel.tsx';

adoptStyles('live', liveCss);

const PANELS = [
  { id: 'sessions', label: 'Sessions', permission: 'liveSessions' },
  { id: 'dedications', label: 'Dedications', permission: 'dedications' },
] as const;
type PanelId = (typeof PANELS)[number]['id'];

export default function LiveSection({ info, headingLevel = 2 }: SectionProps) {
  const panels = PANELS.filter((p) => info.permissions.includes(p.permission));
  const [tab, setTab] = useState<PanelId>(panels[0]?.id ?? 'sessions');
  const H = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className="live-section" aria-labelledby="live-section-title">
      <div className="admin-toolbar">
        <H id="live-section-title">Live Recitation</H>
      </div>
      {panels.length > 1 ? (
        <>
          <TabList label="Live Recitation" tabs={panels} selected={tab} onSelect={setTab} idPrefix="live" />
          <TabPanel idPrefix="live" selected={tab}>
            {tab === 'sessions' ? <SessionsPanel /> : <ModerationPanel />}
          </TabPanel>
        </>
      ) : tab === 'sessions' ? (
        <SessionsPanel />
      ) : (
        <ModerationPanel />
      )}
    </section>
  );
}
