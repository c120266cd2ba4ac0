import { TabList } from '../../../components/ui/tab-list';
import { emirateTabs, type EmirateKey } from '../utils/emirates';
import { t } from '../../../i18n/intl';

export const emirateTabId = (key: EmirateKey) => `emirate-tab-${key}`;
export const EMIRATE_PANEL_ID = 'emirate-tab-panel';

interface EmirateTabsProps {
  active: EmirateKey;
  counts: Record<EmirateKey, number> | null;
  onSelect: (key: EmirateKey) => void;
}

/** Spec §2.6: the emirate tabs of the Schools and Localities lists; arrow keys move between them. */
export const EmirateTabs = ({ active, counts, onSelect }: EmirateTabsProps) => (
  <TabList
    tabs={emirateTabs.map((tab) => ({ id: tab.key, label: t(tab.label), count: counts?.[tab.key] }))}
    active={active}
    onSelect={onSelect}
    label={t('Emirates')}
    tabId={emirateTabId}
    panelId={EMIRATE_PANEL_ID}
    className="emirate-tabs"
  />
);
