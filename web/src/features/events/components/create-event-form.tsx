import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { uaeDateOf } from '@domain/events/event-dates';
import { eventMessages } from '@domain/events/event-rules';
import { paths } from '../../../config/paths';
import { ApiError, errorMessageOf } from '../../../lib/api-client';
import { useCreateEvent } from '../api/create-event';
import {
  checkStep,
  createEventBody,
  createEventSteps,
  emptyEventForm,
  formErrorsFromServer,
  stepOfField,
  stepTitles,
  type CreateEventStep,
  type EventFormValues,
  type FormErrors,
} from '../utils/create-event-form';
import { EventInfoStep } from './event-info-step';
import { EventLinksStep } from './event-links-step';
import { SeatsFeesStep } from './seats-fees-step';
import { STEP_PANEL_ID, StepTabs, stepTabId } from './step-tabs';
import { t, tm } from '../../../i18n/intl';

/**
 * Spec §2 and §5: three steps; Continue checks the current one with the shared rules, the
 * last creates the event. The server checks everything again and has the last word.
 */
export const CreateEventForm = ({ organiserId }: { organiserId: string }) => {
  const navigate = useNavigate();
  const createEvent = useCreateEvent();
  const [today] = useState(() => uaeDateOf(new Date()));
  const [values, setValues] = useState<EventFormValues>(emptyEventForm);
  const [errors, setErrors] = useState<FormErrors>({});
  const [step, setStep] = useState<CreateEventStep>('info');
  const [furthest, setFurthest] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  // Set at once on submit, unlike isPending, so a quick second Enter cannot send a second event.
  const submitting = useRef(false);
  const index = createEventSteps.indexOf(step);
  const isLast = index === createEventSteps.length - 1;

  // The new step's heading takes the focus, so keyboard and screen-reader users start at its top.
  useEffect(() => {
    if (moved.current) headingRef.current?.focus();
  }, [step]);

  const goTo = (next: CreateEventStep) => {
    moved.current = true;
    setErrors({});
    setStep(next);
    setFurthest((reached) => Math.max(reached, createEventSteps.indexOf(next)));
  };

  const update = (patch: Partial<EventFormValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    // A message described the value before this change; Continue checks it again.
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([field]) => !(field in patch))));
  };

  /** Checks a step; a failure shows its messages inline and the step's toast. */
  const passes = (target: CreateEventStep) => {
    const check = checkStep(target, values, today);
    if (check.ok) return true;
    if (target !== step) goTo(target);
    setErrors(check.fieldErrors);
    toast.error(tm(check.toast));
    return false;
  };

  const showServerFailure = (error: unknown) => {
    toast.error(errorMessageOf(error, tm(eventMessages.createFailed(error instanceof Error ? error.message : String(error)))));
    const fieldErrors = error instanceof ApiError ? formErrorsFromServer(error.fieldErrors) : {};
    const first = Object.keys(fieldErrors)[0];
    const target = first ? stepOfField(first) : undefined;
    if (!target) return;
    if (target !== step) goTo(target);
    setErrors(fieldErrors);
  };

  const submit = async () => {
    // Earlier steps may have been changed after a Continue (their tabs stay open).
    if (!createEventSteps.every(passes)) return;
    const body = createEventBody(values, today, organiserId);
    if (!body || submitting.current) return;
    submitting.current = true;
    try {
      const id = await createEvent.mutateAsync({ organiserId, body });
      if (id !== undefined) navigate(paths.eventCreateSuccess.getHref());
    } catch (error) {
      showServerFailure(error);
    } finally {
      submitting.current = false;
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isLast) {
      void submit();
      return;
    }
    const following = createEventSteps[index + 1];
    if (following && passes(step)) goTo(following);
  };

  const previous = createEventSteps[index - 1];
  // The shared rules' messages, in the screen's language (the server's come translated; tm leaves them as they are).
  const shownErrors: FormErrors = Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, message && tm(message)]));
  const stepProps = { values, errors: shownErrors, update };

  return (
    <form className="card step-form event-form" noValidate onSubmit={onSubmit}>
      <StepTabs current={step} furthest={furthest} onSelect={goTo} />
      <div className="step-form__panel" id={STEP_PANEL_ID} role="tabpanel" aria-labelledby={stepTabId(step)}>
        <h2 className="step-form__title" ref={headingRef} tabIndex={-1}>
          {t(stepTitles[step])}
        </h2>
        {step === 'info' && <EventInfoStep {...stepProps} today={today} />}
        {step === 'seats-fees' && <SeatsFeesStep {...stepProps} />}
        {step === 'links' && <EventLinksStep {...stepProps} />}
      </div>
      <div className="step-form__actions">
        {previous && (
          <button type="button" className="button button--secondary" onClick={() => goTo(previous)} disabled={createEvent.isPending}>
            {t('Back')}
          </button>
        )}
        <button type="submit" className="button button--primary" disabled={createEvent.isPending}>
          {isLast ? (createEvent.isPending ? t('Creating Event...') : t('Create Event')) : t('Continue')}
        </button>
      </div>
    </form>
  );
};
