import { DomainError } from '../shared/errors';
import { registrationMessages } from './registration-rules';

/**
 * The committees a delegate may name as preferences at an event, by catalogue committee id:
 * the event's own committees once its organiser has saved any, the whole catalogue before
 * that (so early registrations still say what they want).
 */
export interface CommitteeChoices {
  fromEvent: boolean;
  committeeIds: ReadonlySet<string>;
}

export const committeeChoicesOf = (eventCommitteeIds: Iterable<string>, catalogueCommitteeIds: Iterable<string>): CommitteeChoices => {
  const ofEvent = new Set(eventCommitteeIds);
  return ofEvent.size > 0 ? { fromEvent: true, committeeIds: ofEvent } : { fromEvent: false, committeeIds: new Set(catalogueCommitteeIds) };
};

/** A preference outside the choices, on the field that holds it (`pref_committee_2_id`); null when all are among them. */
export const preferenceRefusal = (choices: CommitteeChoices, prefCommitteeIds: ReadonlyArray<string | null>): DomainError | null => {
  const position = prefCommitteeIds.findIndex((id) => id !== null && !choices.committeeIds.has(id));
  if (position === -1) return null;
  const message = choices.fromEvent ? registrationMessages.committeeOfEvent : registrationMessages.committee;
  return new DomainError('validation', 'VALIDATION_FAILED', message, { [`pref_committee_${position + 1}_id`]: message });
};

/**
 * The preferences among the choices, in their order, the others dropped (an import names
 * committees as a spreadsheet spells them: an unknown one is not a reason to turn a delegate away).
 */
export const choosablePreferences = (choices: CommitteeChoices, prefCommitteeIds: ReadonlyArray<string | null>): Array<string | null> => {
  const kept = prefCommitteeIds.filter((id): id is string => id !== null && choices.committeeIds.has(id));
  return prefCommitteeIds.map((_, position) => kept[position] ?? null);
};
