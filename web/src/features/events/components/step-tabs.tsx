import { StepNumber } from '../../../components/ui/step-number';
import { TabList } from '../../../components/ui/tab-list';
import { createEventSteps, stepTitles, type CreateEventStep } from '../utils/create-event-form';
import { t } from '../../../i18n/intl';

export const stepTabId = (step: CreateEventStep) => `event-create-tab-${step}`;
export const STEP_PANEL_ID = 'event-create-panel';

interface StepTabsProps {
  current: CreateEventStep;
  /** Index of the furthest step reached: only steps up to it can be opened from the tabs. */
  furthest: number;
  onSelect: (step: CreateEventStep) => void;
}

/** Event Info, Seats & Fees, Event Links: a step not yet reached opens only through Continue. */
export const StepTabs = ({ current, furthest, onSelect }: StepTabsProps) => (
  <TabList
    tabs={createEventSteps.map((step, index) => ({
      id: step,
      label: t(stepTitles[step]),
      marker: <StepNumber value={index + 1} />,
      disabled: index > furthest,
    }))}
    active={current}
    onSelect={onSelect}
    label={t('Event creation steps')}
    tabId={stepTabId}
    panelId={STEP_PANEL_ID}
    arrowKeys={false}
  />
);
