import { normaliseEventDate } from '@domain/events/event-dates';
import { dateRangeProblems, eventFieldRules, eventMessages, isDigitsOnly } from '@domain/events/event-rules';
import type { WorkspaceEvent } from '../api/get-event';

/** The event fields the Event Details tab edits, by their payload names (spec §7). */
export const draftFields = [
  'name',
  'description',
  'start_date',
  'end_date',
  'number_of_seats',
  'fees_per_delegate',
  'website',
  'instagram',
] as const;
export type DraftField = (typeof draftFields)[number];

/** Every field as its input holds it: text. */
export type DraftValues = Record<DraftField, string>;

/** What the organiser typed and has not saved yet; a field that is absent shows its saved value. */
export type Edits = Partial<DraftValues>;

export type FieldErrors = Partial<Record<DraftField, string>>;

/** The PATCH body: only the fields that changed, as the server takes them. */
export interface EventChanges {
  name?: string;
  description?: string;
  start_date?: string;
  end_date?: string;
  number_of_seats?: number;
  fees_per_delegate?: number;
  website?: string;
  instagram?: string;
  cover_image?: string;
}

/** The stored values as the inputs hold them; dates as calendar days, which the picker also answers. */
export const savedValuesOf = (event: WorkspaceEvent): DraftValues => ({
  name: event.name,
  description: event.description,
  start_date: normaliseEventDate(event.start_date) ?? event.start_date,
  end_date: normaliseEventDate(event.end_date) ?? event.end_date,
  number_of_seats: String(event.number_of_seats),
  fees_per_delegate: String(event.fees_per_delegate),
  website: event.website,
  instagram: event.instagram,
});

export const valuesOf = (saved: DraftValues, edits: Edits): DraftValues => ({ ...saved, ...edits });

const editedFieldsOf = (saved: DraftValues, edits: Edits): DraftField[] =>
  draftFields.filter((field) => edits[field] !== undefined && edits[field] !== saved[field]);

/** The unsaved-changes flag (spec §4): something typed differs from what is stored. */
export const hasUnsavedEdits = (saved: DraftValues, edits: Edits): boolean => editedFieldsOf(saved, edits).length > 0;

export type PreparedUpdate = { kind: 'invalid'; errors: FieldErrors } | { kind: 'unchanged' } | { kind: 'ready'; changes: EventChanges };

/**
 * Checks the edited fields with the rules the server enforces (spec §5, §9) and keeps those
 * whose value, once read the server's way, differs from the stored one ('example.com' is the
 * stored 'https://example.com'). As on the server, only a date being moved must not lie in the
 * past, so an event under way keeps its start.
 */
export const prepareUpdate = (saved: DraftValues, edits: Edits, today: string): PreparedUpdate => {
  const values = valuesOf(saved, edits);
  const errors: FieldErrors = {};
  const changes: Record<string, string | number> = {};
  for (const field of editedFieldsOf(saved, edits)) {
    const parsed = eventFieldRules[field].safeParse(values[field]);
    // A refused value always comes with at least one issue.
    if (!parsed.success) errors[field] = parsed.error.issues[0]!.message;
    else if (String(parsed.data) !== saved[field]) changes[field] = parsed.data;
  }
  const datesMoved = 'start_date' in changes || 'end_date' in changes;
  if (datesMoved && !errors.start_date && !errors.end_date) {
    for (const [field, message] of dateRangeProblems(values.start_date, values.end_date, today)) {
      if (message === eventMessages.pastDate && !(field in changes)) continue;
      errors[field as DraftField] ??= message;
    }
  }
  if (Object.keys(errors).length > 0) return { kind: 'invalid', errors };
  if (Object.keys(changes).length === 0) return { kind: 'unchanged' };
  return { kind: 'ready', changes: changes as EventChanges };
};

/** Spec §5: seats and fees take digits only; anything else is dropped (and the screen says so). */
export const keepDigits = (typed: string): { value: string; stripped: boolean } =>
  isDigitsOnly(typed) ? { value: typed, stripped: false } : { value: typed.replace(/\D/g, ''), stripped: true };

/** The server's field messages that belong to a field of this tab. */
export const draftErrorsOf = (fieldErrors: Record<string, string>): FieldErrors =>
  Object.fromEntries(Object.entries(fieldErrors).filter(([field]) => (draftFields as readonly string[]).includes(field)));
