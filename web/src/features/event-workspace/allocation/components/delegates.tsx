import { TabList } from '../../../../components/ui/tab-list';
import { delegateSections, type DelegateSection } from '../../utils/delegate-sections';
import { Allocation } from './allocation';
import { DelegateList } from './delegate-list';
import { KeyInfo } from './key-info';
import { WaitingList } from '../../components/waiting-list';
import { t } from '../../../../i18n/intl';

const sectionTabId = (section: DelegateSection) => `delegates-tab-${section}`;
const SECTION_PANEL_ID = 'delegates-tab-panel';

interface DelegatesProps {
  eventId: string;
  section: DelegateSection;
  onSection: (section: DelegateSection) => void;
}

/** Spec §2 item 6: the Delegates tab and its sub-tabs Key Info, Contact Info, Food Info and Allocation; and the Waiting List. */
export const Delegates = ({ eventId, section, onSection }: DelegatesProps) => (
  <div className="delegates">
    <TabList
      tabs={delegateSections.map((tab) => ({ ...tab, label: t(tab.label) }))}
      active={section}
      onSelect={onSection}
      label={t('Delegates')}
      tabId={sectionTabId}
      panelId={SECTION_PANEL_ID}
      className="delegate-tabs"
      keepActiveInView
    />
    <div id={SECTION_PANEL_ID} role="tabpanel" aria-labelledby={sectionTabId(section)} className="delegates__panel">
      {section === 'allocation' ? (
        <Allocation eventId={eventId} />
      ) : section === 'waiting-list' ? (
        <WaitingList eventId={eventId} />
      ) : section === 'key-info' ? (
        <KeyInfo eventId={eventId} />
      ) : (
        <DelegateList eventId={eventId} section={section} />
      )}
    </div>
  </div>
);
