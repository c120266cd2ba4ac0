import type { z } from 'zod';
import { eventInfoStep, eventLinksStep, eventMessages, seatsFeesStep, totalRevenueOf } from '@domain/events/event-rules';
import type { CreateEventInput } from '../api/create-event';
import { msg } from '../../../i18n/intl';

export const createEventSteps = ['info', 'seats-fees', 'links'] as const;
export type CreateEventStep = (typeof createEventSteps)[number];

export const stepTitles: Record<CreateEventStep, string> = {
  info: msg('Event Info'),
  'seats-fees': msg('Seats & Fees'),
  links: msg('Event Links'),
};

/** The form as typed: text throughout (seats and fees too), '' for nothing chosen yet. */
export interface EventFormValues {
  cover_image: string;
  logo_image: string;
  name: string;
  description: string;
  start_date: string;
  end_date: string;
  number_of_seats: string;
  fees_per_delegate: string;
  website: string;
  instagram: string;
}

export type EventFormField = keyof EventFormValues;
export type FormErrors = Partial<Record<EventFormField, string>>;

export const emptyEventForm: EventFormValues = {
  cover_image: '',
  logo_image: '',
  name: '',
  description: '',
  start_date: '',
  end_date: '',
  number_of_seats: '',
  fees_per_delegate: '',
  website: '',
  instagram: '',
};

const stepFields: Record<CreateEventStep, readonly EventFormField[]> = {
  info: ['cover_image', 'logo_image', 'name', 'description', 'start_date', 'end_date'],
  'seats-fees': ['number_of_seats', 'fees_per_delegate'],
  links: ['website', 'instagram'],
};

const stepToasts: Record<CreateEventStep, string> = {
  info: eventMessages.infoToast,
  'seats-fees': eventMessages.seatsFeesToast,
  links: eventMessages.linksToast,
};

const stepSchema = (step: CreateEventStep, today: string) => {
  switch (step) {
    case 'info':
      return eventInfoStep(today);
    case 'seats-fees':
      return seatsFeesStep;
    case 'links':
      return eventLinksStep;
    default: {
      const unknownStep: never = step;
      throw new Error(`Unknown step ${String(unknownStep)}`);
    }
  }
};

const isFormField = (key: unknown): key is EventFormField => typeof key === 'string' && key in emptyEventForm;

/** The first message per field, as the steps' rules give them. */
const fieldErrorsOf = (issues: readonly z.core.$ZodIssue[]): FormErrors => {
  const errors: FormErrors = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (isFormField(field)) errors[field] ??= issue.message;
  }
  return errors;
};

const pick = (values: EventFormValues, step: CreateEventStep) =>
  Object.fromEntries(stepFields[step].map((field) => [field, values[field]]));

export type StepCheck = { ok: true } | { ok: false; toast: string; fieldErrors: FormErrors };

/** Spec §5: Continue checks the current step with the shared rules; a failure has the step's toast and inline messages. */
export const checkStep = (step: CreateEventStep, values: EventFormValues, today: string): StepCheck => {
  const result = stepSchema(step, today).safeParse(pick(values, step));
  return result.success ? { ok: true } : { ok: false, toast: stepToasts[step], fieldErrors: fieldErrorsOf(result.error.issues) };
};

/** The step a field is entered on, so that a server's field message can be shown where it belongs. */
export const stepOfField = (field: string): CreateEventStep | undefined =>
  createEventSteps.find((step) => stepFields[step].includes(field as EventFormField));

/** Server field messages that belong to the form's fields. */
export const formErrorsFromServer = (fieldErrors: Record<string, string>): FormErrors =>
  Object.fromEntries(Object.entries(fieldErrors).filter(([field]) => isFormField(field)));

/** The create-event body from a form whose three steps pass (their rules trim and normalise it); null otherwise. */
export const createEventBody = (values: EventFormValues, today: string, organiserId: string): CreateEventInput['body'] | null => {
  const info = eventInfoStep(today).safeParse(pick(values, 'info'));
  const seatsFees = seatsFeesStep.safeParse(pick(values, 'seats-fees'));
  const links = eventLinksStep.safeParse(pick(values, 'links'));
  if (!info.success || !seatsFees.success || !links.success) return null;
  return {
    ...info.data,
    ...seatsFees.data,
    ...links.data,
    total_revenue: totalRevenueOf(seatsFees.data.number_of_seats, seatsFees.data.fees_per_delegate),
    organiser_id: organiserId,
  };
};
