import { createEventSteps, stepTitles, type CreateEventStep } from '../utils/create-event-form';

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
  <div className="tabs" role="tablist" aria-label="Event creation steps">
    {createEventSteps.map((step, index) => {
      const selected = step === current;
      return (
        <button
          key={step}
          type="button"
          role="tab"
          id={stepTabId(step)}
          aria-selected={selected}
          aria-controls={STEP_PANEL_ID}
          className={selected ? 'tab tab--active' : 'tab'}
          disabled={index > furthest}
          onClick={() => onSelect(step)}
        >
          <span className="event-form__step-number" aria-hidden="true">
            {index + 1}
          </span>
          {stepTitles[step]}
        </button>
      );
    })}
  </div>
);
