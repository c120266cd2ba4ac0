import { z } from 'zod';
import { committeeCategories } from '../catalogue/committees';

/**
 * The rules and messages of the Committees and Agendas tabs (spec §5, §8, §9), shared by the
 * server (which enforces them) and the web app (which shows the same messages first).
 */
export const committeeMessages = {
  selectCommittee: 'Please select a committee before saving',
  enterSeats: 'Please enter a number of seats before saving',
  fromDropdown: 'Please select a committee from the dropdown before saving',
  noRowToSave: 'No row selected to save',
  selectCommitteeUpdate: 'Please select a committee before updating',
  enterSeatsUpdate: 'Please enter a number of seats before updating',
  fromDropdownUpdate: 'Please select a committee from the dropdown before updating',
  noRowToUpdate: 'No row selected to update',
  seats: 'Seats must be a positive whole number',
  eventId: 'Event ID is missing',
  category: 'Category must be one of country, role, crisis or open',
  fetchFailed: 'Failed to fetch event committees',
  deleteFailed: 'Failed to delete committee',
  deleted: 'Committee deleted',
  saveFailedFor: (name: string) => `Failed to save committee: ${name}`,
  saved: 'Committees saved successfully',
  saveFailed: 'Failed to save committees',
  updateFailedFor: (name: string) => `Failed to update committee: ${name}`,
  updated: 'Committee updated successfully',
  updateFailed: 'Failed to update committees',
  fetched: 'Event committees fetched successfully',
  nothingChanged: 'Nothing to update: the committee already has these details',
  notFound: 'Committee not found',
  duplicate: (abbr: string) => `${abbr} is already a committee of this event`,
  unknownUser: (username: string) => `No user has the username ${username}`,
  seatsBelowAssigned: (assigned: number) => `Seats cannot be fewer than the ${assigned} delegates assigned to this committee`,
  deleteWhileAssigned: (assigned: number) => `This committee has ${assigned} delegates assigned; unassign them before deleting it`,
  deleteTitle: 'Delete committee?',
  deleteQuestion: 'Are you sure you want to delete this committee from this event?',
  empty: 'No committees available',
  emptyHint: 'Click Add Committee to add one to this event.',
} as const;

export const agendaMessages = {
  titleEmpty: 'Agenda title cannot be empty',
  titleLength: 'Agenda title must be at most 300 characters',
  committee: 'Please select a committee first.',
  saved: 'Agenda saved successfully',
  saveFailed: 'Failed to save agenda',
  updated: 'Agenda updated successfully',
  updateFailed: 'Failed to update agenda',
  deleted: 'Agenda deleted successfully',
  deleteFailed: 'Failed to delete agenda',
  fetchFailed: 'Failed to fetch data',
  fetched: 'Agendas fetched successfully',
  notFound: 'Agenda not found',
  newTitle: 'New Agenda Item',
} as const;

/** §9: a committee without a seat count has 50. */
export const DEFAULT_COMMITTEE_SEATS = 50;
export const MAX_COMMITTEE_SEATS = 100_000;
export const MAX_AGENDA_TITLE = 300;

export const eventCommitteeCategory = z.enum(committeeCategories, { error: committeeMessages.category });

/** §5: seats are parsed as whole numbers ('12' and 12 alike); anything else is refused. */
export const parseSeats = (value: unknown): number | null => {
  if (typeof value === 'number') return Number.isInteger(value) ? value : null;
  if (typeof value === 'string' && /^\s*\d+\s*$/.test(value)) return Number.parseInt(value, 10);
  return null;
};

const isMissing = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

const id = (message: string) =>
  z.preprocess(
    (value) => (typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : value),
    z.string({ error: message }).min(1, message).max(100, message),
  );

const seatsField = z.preprocess(
  (value) => (isMissing(value) ? DEFAULT_COMMITTEE_SEATS : parseSeats(value)),
  z
    .number({ error: committeeMessages.seats })
    .int(committeeMessages.seats)
    .min(1, committeeMessages.seats)
    .max(MAX_COMMITTEE_SEATS, committeeMessages.seats),
);

/** A chair's username, or null when the seat is left empty; usernames are lower case. */
const username = z.preprocess(
  (value) => (isMissing(value) ? null : typeof value === 'string' ? value.trim().toLowerCase() : value),
  z.string().max(100).nullable(),
);

const chairs = {
  chair_username: username,
  deputy_chair1_username: username,
  deputy_chair2_username: username,
};

/** POST save-event-committees-by-event (§3 save body); the *_fullname fields are read from profiles instead. */
export const saveEventCommitteeSchema = z.object({
  eventId: id(committeeMessages.eventId),
  committeeId: id(committeeMessages.selectCommittee),
  category: z.preprocess((value) => (isMissing(value) ? 'country' : value), eventCommitteeCategory),
  abbr: z.preprocess((value) => (isMissing(value) ? null : value), z.string().trim().max(50).nullable()),
  seats: seatsField,
  ...chairs,
});

/** PATCH update-event-committees-by-event/{id}: the same minus abbr. */
export const updateEventCommitteeSchema = z.object({
  eventId: id(committeeMessages.eventId).optional(),
  committeeId: id(committeeMessages.selectCommitteeUpdate),
  category: z.preprocess((value) => (isMissing(value) ? undefined : value), eventCommitteeCategory.optional()),
  seats: seatsField,
  ...chairs,
});

export const agendaTitle = z
  .string({ error: agendaMessages.titleEmpty })
  .trim()
  .min(1, agendaMessages.titleEmpty)
  .max(MAX_AGENDA_TITLE, agendaMessages.titleLength);

export const saveAgendaSchema = z.object({
  eventId: id(committeeMessages.eventId),
  event_committeeId: id(agendaMessages.committee),
  agenda_abbr: z.preprocess((value) => (value === undefined || value === null ? '' : value), z.string().trim().max(50)),
  agenda_title: agendaTitle,
});

export const updateAgendaSchema = z.object({ agenda_title: agendaTitle });
