// /admin: the dashboard shell. Tabs of spec §2 in order, only those the role may use; Blog
// Management is built; the others say plainly that they arrive in a later release.
import { lazy, Suspense, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { StaffSessionInfo } from '../../lib/schemas/staff-login.ts';
import AdminShell, { Spinner } from './AdminShell.tsx';
import { tabsFor, type DashboardTab } from './dashboard-tabs.ts';

const BlogDashboard = lazy(() => import('./BlogDashboard.tsx'));

function UnbuiltPanel({ tab }: { tab: DashboardTab }) {
  if (tab.comingSoon) {
    return (
      <div className="admin-panel card coming-soon">
        <h2>{tab.comingSoon.title}</h2>
        <p className="coming-soon-badge">Coming Soon</p>
        <p>{tab.comingSoon.description}</p>
      </div>
    );
  }
  return (
    <div className="admin-panel card">
      <h2>{tab.label}</h2>
      <p>{tab.summary}</p>
      <p className="admin-muted">This tool arrives in a later release of the back-office.</p>
    </div>
  );
}

function Dashboard({ info }: { info: StaffSessionInfo }) {
  const tabs = tabsFor(info.permissions);
  const initial = () => {
    const fromHash = typeof location !== 'undefined' ? location.hash.slice(1) : '';
    return tabs.find((t) => t.id === fromHash)?.id ?? tabs.find((t) => t.built)?.id ?? tabs[0]?.id ?? '';
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
        {current.built ? (
          <Suspense fallback={<Spinner label="Loading your blog posts..." />}>
            <BlogDashboard />
          </Suspense>
        ) : (
          <UnbuiltPanel tab={current} />
        )}
      </div>
    </>
  );
}

export default function AdminDashboard() {
  return <AdminShell>{(info) => <Dashboard info={info} />}</AdminShell>;
}
