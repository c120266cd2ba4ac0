import { useRef, type KeyboardEvent } from 'react';
import { dashboardTabs, type DashboardTab } from '../utils/dashboard-tabs';

export const dashboardTabId = (tab: DashboardTab) => `dashboard-tab-${tab.toLowerCase()}`;
export const DASHBOARD_PANEL_ID = 'dashboard-tab-panel';

interface DashboardTabListProps {
  active: DashboardTab;
  counts: Record<DashboardTab, number>;
  onSelect: (tab: DashboardTab) => void;
}

/** Upcoming, Registered, Past, Cancelled; arrow keys, Home and End move between them as in any tab list. */
export const DashboardTabList = ({ active, counts, onSelect }: DashboardTabListProps) => {
  const refs = useRef<Partial<Record<DashboardTab, HTMLButtonElement | null>>>({});

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = dashboardTabs.indexOf(active);
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    let next: DashboardTab | undefined;
    if (step !== 0) next = dashboardTabs[(index + step + dashboardTabs.length) % dashboardTabs.length];
    if (event.key === 'Home') next = dashboardTabs[0];
    if (event.key === 'End') next = dashboardTabs[dashboardTabs.length - 1];
    if (!next) return;
    event.preventDefault();
    onSelect(next);
    refs.current[next]?.focus();
  };

  return (
    <div className="tabs" role="tablist" aria-label="Events" onKeyDown={onKeyDown}>
      {dashboardTabs.map((tab) => {
        const selected = tab === active;
        return (
          <button
            key={tab}
            ref={(element) => {
              refs.current[tab] = element;
            }}
            type="button"
            role="tab"
            id={dashboardTabId(tab)}
            aria-selected={selected}
            aria-controls={DASHBOARD_PANEL_ID}
            tabIndex={selected ? 0 : -1}
            className={selected ? 'tab tab--active' : 'tab'}
            onClick={() => onSelect(tab)}
          >
            {tab}
            <span className="tab__count" aria-hidden="true">
              {counts[tab]}
            </span>
          </button>
        );
      })}
    </div>
  );
};
