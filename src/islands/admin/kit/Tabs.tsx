// Tabs (WAI-ARIA tabs pattern): one tab stop, arrow keys move between tabs and select them, Home
// and End go to the first and last; the panel is labelled by its tab. The dashboard's tab list and
// every tab's sub-tabs use it. No CSS of its own: the classes are admin.css's (admin-tabs) or the
// kit's (sub-tabs).
import { useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem<T extends string> {
  id: T;
  label: string;
}

/** `idPrefix` names the tabs (`{idPrefix}-tab-{id}`) and the panel (`{idPrefix}-panel-{id}`). */
export function TabList<T extends string>({
  label,
  tabs,
  selected,
  onSelect,
  idPrefix,
  variant = 'sub',
  className,
}: {
  label: string;
  tabs: readonly TabItem<T>[];
  selected: T;
  onSelect: (id: T) => void;
  idPrefix: string;
  /** `main`: the dashboard's (and Analytics') large tabs; `sub`: tabs inside a tab or dialog. */
  variant?: 'main' | 'sub';
  /** Added to the tab list's class (spacing where it stands). */
  className?: string;
}) {
  const refs = useRef<Partial<Record<string, HTMLButtonElement | null>>>({});
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((t) => t.id === selected);
    let next: number;
    if (event.key === 'ArrowRight') next = (index + 1) % tabs.length;
    else if (event.key === 'ArrowLeft') next = (index - 1 + tabs.length) % tabs.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = tabs.length - 1;
    else return;
    event.preventDefault();
    const tab = tabs[next]!;
    onSelect(tab.id);
    refs.current[tab.id]?.focus();
  };
  return (
    // eslint-disable-next-line jsx-a11y/interactive-supports-focus -- the tabs inside take focus (roving tabindex), not the list itself
    <div
      className={`${variant === 'main' ? 'admin-tabs' : 'sub-tabs'}${className ? ` ${className}` : ''}`}
      role="tablist"
      aria-label={label}
      onKeyDown={onKeyDown}
    >
      {tabs.map((tab) => (
        <button
          key={tab.id}
          ref={(el) => {
            refs.current[tab.id] = el;
          }}
          type="button"
          role="tab"
          id={`${idPrefix}-tab-${tab.id}`}
          aria-selected={tab.id === selected}
          aria-controls={`${idPrefix}-panel-${tab.id}`}
          tabIndex={tab.id === selected ? 0 : -1}
          className={variant === 'main' ? 'admin-tab' : 'sub-tab'}
          onClick={() => onSelect(tab.id)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}

export function TabPanel({
  idPrefix,
  selected,
  className,
  children,
}: {
  idPrefix: string;
  selected: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      role="tabpanel"
      id={`${idPrefix}-panel-${selected}`}
      aria-labelledby={`${idPrefix}-tab-${selected}`}
      className={className}
    >
      {children}
    </div>
  );
}
