import { Link } from 'react-router-dom';
import type { NextStep } from '../utils/next-step';
import { t } from '../../../i18n/intl';

/** The one thing to do next, first on the page, with its button. */
export const NextStepCard = ({ step }: { step: NextStep }) => (
  <section className="card home-card home-card--highlight next-step" aria-labelledby="next-step-eyebrow next-step-title">
    <p className="next-step__eyebrow" id="next-step-eyebrow">
      {t('Your next step')}
    </p>
    <h2 className="next-step__title" id="next-step-title">
      {step.title}
    </h2>
    <p className="home-card__text">{step.text}</p>
    {step.to && step.linkLabel && (
      <Link className="button button--primary" to={step.to}>
        {step.linkLabel}
      </Link>
    )}
  </section>
);
