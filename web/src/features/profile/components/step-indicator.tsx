import { formatNumber } from '../../../i18n/format';
import { t } from '../../../i18n/intl';
import { stepTitles, wizardSteps, type WizardStep } from '../utils/profile-form';

/** Where the wizard is: done steps, the current one (aria-current) and those still to come. */
export const StepIndicator = ({ current }: { current: WizardStep }) => {
  const currentIndex = wizardSteps.indexOf(current);
  return (
    <ol className="steps" aria-label={t('Profile steps')}>
      {wizardSteps.map((step, index) => {
        const state = index < currentIndex ? 'done' : index === currentIndex ? 'current' : 'todo';
        return (
          <li key={step} className={`steps__item steps__item--${state}`} aria-current={state === 'current' ? 'step' : undefined}>
            <span className="steps__number" aria-hidden="true">
              {state === 'done' ? '✓' : formatNumber(index + 1)}
            </span>
            <span className="steps__title">
              {t(stepTitles[step])}
              {state === 'done' && <span className="visually-hidden"> {t('(completed)')}</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
};
