import { TabList } from '../../../components/ui/tab-list';
import { committeeCategories, type CommitteeCategory } from '../api/get-committees';

export const committeeTabLabels: Record<CommitteeCategory, string> = {
  country: 'Country Committees',
  role: 'Role Committees',
  crisis: 'Crisis Committees',
  open: 'Open Committees',
};

export const committeeTabId = (category: CommitteeCategory) => `committee-tab-${category}`;
export const COMMITTEE_PANEL_ID = 'committee-tab-panel';

interface CommitteeTabsProps {
  active: CommitteeCategory;
  counts: Record<CommitteeCategory, number>;
  onSelect: (category: CommitteeCategory) => void;
}

/** The four category tabs; arrow keys move between them as in any tab list. */
export const CommitteeTabs = ({ active, counts, onSelect }: CommitteeTabsProps) => (
  <TabList
    tabs={committeeCategories.map((category) => ({ id: category, label: committeeTabLabels[category], count: counts[category] }))}
    active={active}
    onSelect={onSelect}
    label="Committee categories"
    tabId={committeeTabId}
    panelId={COMMITTEE_PANEL_ID}
  />
);
