import { TabList } from '../../../components/ui/tab-list';
import { committeeCategories, type CommitteeCategory } from '../api/get-committees';
import { msg, t } from '../../../i18n/intl';

export const committeeTabLabels: Record<CommitteeCategory, string> = {
  country: msg('Country Committees'),
  role: msg('Role Committees'),
  crisis: msg('Crisis Committees'),
  open: msg('Open Committees'),
};

/** What an empty tab says. */
export const committeeTabEmptyTexts: Record<CommitteeCategory, string> = {
  country: msg('No country committees yet. Use Add to create the first one.'),
  role: msg('No role committees yet. Use Add to create the first one.'),
  crisis: msg('No crisis committees yet. Use Add to create the first one.'),
  open: msg('No open committees yet. Use Add to create the first one.'),
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
    tabs={committeeCategories.map((category) => ({ id: category, label: t(committeeTabLabels[category]), count: counts[category] }))}
    active={active}
    onSelect={onSelect}
    label={t('Committee categories')}
    tabId={committeeTabId}
    panelId={COMMITTEE_PANEL_ID}
  />
);
