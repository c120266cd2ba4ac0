import { TabList } from '../../../components/ui/tab-list';
import { dashboardTabLabels, dashboardTabs, type DashboardTab } from '../utils/dashboard-tabs';
import { t } from '../../../i18n/intl';

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
    tabs={dashboardTabs.map((tab) => ({ id: tab, label: t(dashboardTabLabels[tab]), count: counts[tab] }))}
    active={active}
    onSelect={onSelect}
    label={t('Events')}
    tabId={dashboardTabId}
    panelId={DASHBOARD_PANEL_ID}
  />
);
