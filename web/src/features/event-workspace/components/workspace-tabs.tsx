import { TabList } from '../../../components/ui/tab-list';
import { t } from '../../../i18n/intl';
import { workspaceTabs, type WorkspaceTab } from '../utils/workspace-tabs';

export const workspaceTabId = (tab: WorkspaceTab) => `workspace-tab-${tab}`;
export const WORKSPACE_PANEL_ID = 'workspace-tab-panel';

interface WorkspaceTabsProps {
  active: WorkspaceTab;
  onSelect: (tab: WorkspaceTab) => void;
}

/**
 * Spec §2: the workspace's seven tabs; arrow keys, Home and End move between them. On a phone
 * they are one row that scrolls sideways, which keeps the open one in view.
 */
export const WorkspaceTabs = ({ active, onSelect }: WorkspaceTabsProps) => (
  <TabList
    tabs={workspaceTabs.map((tab) => ({ ...tab, label: t(tab.label) }))}
    active={active}
    onSelect={onSelect}
    label={t('Event workspace')}
    tabId={workspaceTabId}
    panelId={WORKSPACE_PANEL_ID}
    className="tabs--scroll"
    keepActiveInView
  />
);
