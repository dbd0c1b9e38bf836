// Live Recitation (decision 0065): Content Editors and Super Admins schedule and run recitation
// sessions ('liveSessions'); Moderators and Super Admins moderate the ayah dedications
// ('dedications'); Super Admins alone set the monthly limits of dedications and dua requests
// (decision 0070). The tab shows the panels the signed-in role may use.
import { useState, type ComponentType } from 'react';
import { QUOTA_LIMITS_PERMISSION } from '../../../../lib/permissions.ts';
import type { SectionProps } from '../../section-props.ts';
import { adoptStyles, TabList, TabPanel } from '../../kit/index.ts';
import liveCss from './live.css?inline';
import { LimitsPanel } from './LimitsPanel.tsx';
import { ModerationPanel } from './ModerationPanel.tsx';
import { SessionsPanel } from './SessionsPanel.tsx';

adoptStyles('live', liveCss);

const PANELS = [
  { id: 'sessions', label: 'Sessions', permission: 'liveSessions' },
  { id: 'dedications', label: 'Dedications', permission: 'dedications' },
  { id: 'limits', label: 'Limits', permission: QUOTA_LIMITS_PERMISSION },
] as const;
type PanelId = (typeof PANELS)[number]['id'];

const PANEL_VIEWS: Record<PanelId, ComponentType> = {
  sessions: SessionsPanel,
  dedications: ModerationPanel,
  limits: LimitsPanel,
};

export default function LiveSection({ info, headingLevel = 2 }: SectionProps) {
  const panels = PANELS.filter((p) => info.permissions.includes(p.permission));
  const [tab, setTab] = useState<PanelId>(panels[0]?.id ?? 'sessions');
  const H = headingLevel === 1 ? 'h1' : 'h2';
  const View = PANEL_VIEWS[tab];
  return (
    <section className="live-section" aria-labelledby="live-section-title">
      <div className="admin-toolbar">
        <H id="live-section-title">Live Recitation</H>
      </div>
      {panels.length > 1 ? (
        <>
          <TabList label="Live Recitation" tabs={panels} selected={tab} onSelect={setTab} idPrefix="live" />
          <TabPanel idPrefix="live" selected={tab}>
            <View />
          </TabPanel>
        </>
      ) : (
        <View />
      )}
    </section>
  );
}
