import { StepNumber } from '../../../components/ui/step-number';
import { TabList } from '../../../components/ui/tab-list';
import { reviewSteps, stepTitles, type RegistrantRole, type ReviewStep } from '../utils/registration-form';
import { t } from '../../../i18n/intl';

export const reviewStepTabId = (step: ReviewStep) => `registration-tab-${step}`;
export const REVIEW_PANEL_ID = 'registration-panel';

/** Spec §2: the steps as tabs that can be opened in any order. */
export const ReviewStepTabs = ({
  role,
  current,
  onSelect,
}: {
  role: RegistrantRole;
  current: ReviewStep;
  onSelect: (step: ReviewStep) => void;
}) => (
  <TabList
    tabs={reviewSteps[role].map((step, index) => ({
      id: step,
      label: t(stepTitles[step]),
      marker: <StepNumber value={index + 1} />,
    }))}
    active={current}
    onSelect={onSelect}
    label={t('Registration steps')}
    tabId={reviewStepTabId}
    panelId={REVIEW_PANEL_ID}
    className="tabs--scroll"
    keepActiveInView
  />
);
