// /admin: the dashboard. Its tabs come from the section registry (sections.ts), in the product's
// order, only those the role may use; each tab's code loads when it is first opened.
import { lazy, Suspense, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { StaffSessionInfo } from '../../lib/schemas/staff-login.ts';
import { Spinner } from './AdminShell.tsx';
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
  const tabRefs = useRef<Record<string, HTMLButtonElement | null>>({});

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

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((t) => t.id === active);
    let next = index;
    if (event.key === 'ArrowRight') next = (index + 1) % tabs.length;
    else if (event.key === 'ArrowLeft') next = (index - 1 + tabs.length) % tabs.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = tabs.length - 1;
    else return;
    event.preventDefault();
    const tab = tabs[next]!;
    setActive(tab.id);
    tabRefs.current[tab.id]?.focus();
  };

  const current = tabs.find((t) => t.id === active) ?? tabs[0]!;

  return (
    <>
      <h1 className="visually-hidden">Admin dashboard</h1>
      <div className="admin-tabs" role="tablist" aria-label="Back-office sections" onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <button
            key={tab.id}
            ref={(el) => {
              tabRefs.current[tab.id] = el;
            }}
            type="button"
            role="tab"
            id={`tab-${tab.id}`}
            aria-selected={tab.id === current.id}
            aria-controls={`panel-${tab.id}`}
            tabIndex={tab.id === current.id ? 0 : -1}
            className="admin-tab"
            onClick={() => setActive(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`panel-${current.id}`} aria-labelledby={`tab-${current.id}`} className="admin-tabpanel">
        <SectionPanel key={current.id} section={current} info={info} />
      </div>
    </>
  );
}
