import type { EventFormValues, FormErrors } from '../utils/create-event-form';

/** What each step of the create-event form is given. */
export interface StepProps {
  values: EventFormValues;
  errors: FormErrors;
  update: (patch: Partial<EventFormValues>) => void;
}
