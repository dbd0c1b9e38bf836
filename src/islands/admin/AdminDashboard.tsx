// /admin: the dashboard. Its tabs come from the section registry (sections.ts), in the product's
// order, only those the role may use; each tab's code loads when it is first opened.
import { lazy, Suspense, useEffect, useState } from 'react';
import type { StaffSessionInfo } from '../../lib/schemas/staff-login.ts';
import { Spinner } from './kit/Spinner.tsx';
import { TabList, TabPanel } from './kit/Tabs.tsx';
import { ADMIN_SECTIONS, sectionsFor, type AdminSection } from './sections.ts';

// One lazy component per section, made once so switching tabs never reloads a chunk.
const LAZY = new Map(ADMIN_SECTIONS.map((section) => [section.id as string, lazy(section.load)]));

function SectionPanel({ section, info }: { section: AdminSection; info: StaffSessionInfo }) {
  const Section = LAZY.get(section.id)!;
  return (
    <Suspense fallback={<Spinner label={section.loadingLabel} />}>
      <Section info={info} sectionId={section.id} />
    </Suspense>
  );
}

/** The dashboard's tabs (AdminRoute renders it inside the shell at /admin). */
export default function AdminDashboard({ info }: { info: StaffSessionInfo }) {
  const tabs = sectionsFor(info.permissions);
  const initial = () => {
    const fromHash = typeof location !== 'undefined' ? location.hash.slice(1) : '';
    return tabs.find((t) => t.id === fromHash)?.id ?? tabs[0]?.id ?? '';
  };
  const [active, setActive] = useState(initial);

  useEffect(() => {
    if (active) history.replaceState(null, '', `#${active}`);
  }, [active]);

  if (tabs.length === 0) {
    return (
      <div className="admin-panel card">
        <h1>Dashboard</h1>
        <p>Your role has no back-office tools yet.</p>
      </div>
    );
  }

  const current = tabs.find((t) => t.id === active) ?? tabs[0]!;

  return (
    <>
      <h1 className="visually-hidden">Admin dashboard</h1>
      <TabList
        label="Back-office sections"
        tabs={tabs}
        selected={current.id}
        onSelect={setActive}
        idPrefix="admin"
        variant="main"
      />
      <TabPanel idPrefix="admin" selected={current.id} className="admin-tabpanel">
        <SectionPanel key={current.id} section={current} info={info} />
      </TabPanel>
    </>
  );
}
