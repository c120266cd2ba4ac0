import { TabList } from '../../../components/ui/tab-list';
import { dashboardTabs, type DashboardTab } from '../utils/dashboard-tabs';

export const dashboardTabId = (tab: DashboardTab) => `dashboard-tab-${tab.toLowerCase()}`;
export const DASHBOARD_PANEL_ID = 'dashboard-tab-panel';

interface DashboardTabListProps {
  active: DashboardTab;
  counts: Record<DashboardTab, number>;
  onSelect: (tab: DashboardTab) => void;
}

/** Upcoming, Registered, Past, Cancelled; arrow keys, Home and End move between them as in any tab list. */
export const DashboardTabList = ({ active, counts, onSelect }: DashboardTabListProps) => (
  <TabList
    tabs={dashboardTabs.map((tab) => ({ id: tab, label: tab, count: counts[tab] }))}
    active={active}
    onSelect={onSelect}
    label="Events"
    tabId={dashboardTabId}
    panelId={DASHBOARD_PANEL_ID}
  />
);
