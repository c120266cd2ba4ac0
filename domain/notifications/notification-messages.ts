import type { EventDetails, EventStatus } from '../events/event';
import type { LeavingReason } from '../registrations/leaving';
import { chairFields, type ChairField } from '../workspace/event-committees';
import type { AccountStatus } from '../users/user';
import type { OrganiserStatus } from '../organisers/organiser';

/**
 * The words people read in the bell and the toasts. They name the event and what changed,
 * never a person (names are personal data that must disappear when an account is erased).
 */
const quoted = (name: string) => `'${name}'`;

const fieldNames: Record<keyof EventDetails, string> = {
  name: 'name',
  description: 'description',
  startDate: 'dates',
  endDate: 'dates',
  numberOfSeats: 'seats',
  feesPerDelegate: 'fees',
  website: 'website',
  instagram: 'Instagram',
};

/** "dates", "dates and seats", "name, dates and fees". */
export const changedFieldsText = (fields: ReadonlyArray<keyof EventDetails | 'coverImage' | 'logoImage'>): string => {
  const names = [
    ...new Set(fields.map((field) => (field === 'coverImage' ? 'cover image' : field === 'logoImage' ? 'logo' : fieldNames[field]))),
  ];
  if (names.length <= 1) return names[0] ?? 'details';
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
};

const eventStatusWords: Record<EventStatus, string> = {
  pending: 'set back to pending',
  approved: 'approved',
  flagged: 'flagged',
  blocked: 'blocked',
  rejected: 'rejected',
  cancelled: 'cancelled',
  completed: 'marked as completed',
};

const organiserStatusWords: Record<OrganiserStatus, string> = {
  pending: 'Your organiser request is under verification again.',
  approved: 'Your organiser access is approved. You can create events now.',
  rejected: 'Your organiser request was rejected.',
  flagged: 'Your organiser access was flagged by an administrator.',
  blocked: 'Your organiser access was blocked by an administrator.',
};

const accountStatusWords: Record<Exclude<AccountStatus, 'deleted'>, string> = {
  active: 'Your account is active again.',
  flagged: 'Your account was flagged by an administrator.',
  blocked: 'Your account was blocked by an administrator.',
};

/** Why a role or chair is vacant, without naming who held it. */
const leftBecause: Record<LeavingReason, string> = {
  cancelled: 'the holder cancelled their registration',
  removed: 'the holder was removed from the event',
  merged: 'the holder was merged into another delegate',
  account_deleted: "the holder's account was deleted",
};

const chairSeatNames: Record<ChairField, string> = {
  chairUsername: 'chair',
  deputyChair1Username: 'deputy chair 1',
  deputyChair2Username: 'deputy chair 2',
};

/** "chair", "chair and deputy chair 2", in the committee's own order. */
const chairSeatsText = (seats: readonly string[]) => {
  const names = chairFields.filter((seat) => seats.includes(seat)).map((seat) => chairSeatNames[seat]);
  return names.length <= 1 ? (names[0] ?? 'chair') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
};

/** "Delegate GYM-0007 of your delegation", or "A delegate of your delegation" when the number is not known. */
const delegateOf = (registrationNo: string | null) =>
  registrationNo ? `Delegate ${registrationNo} of your delegation` : 'A delegate of your delegation';

export const notificationMessages = {
  eventCreated: (event: string) => `New event ${quoted(event)} is waiting for approval.`,
  eventStatusForOrganiser: (event: string, to: EventStatus) => `Your event ${quoted(event)} was ${eventStatusWords[to]}.`,
  eventStatusForDelegates: (event: string, to: EventStatus) => `The event ${quoted(event)} was ${eventStatusWords[to]}.`,
  eventDeletedForOrganiser: (event: string) => `Your event ${quoted(event)} was deleted.`,
  eventDeletedForDelegates: (event: string) => `The event ${quoted(event)} was deleted; your registration for it has ended.`,
  eventUpdated: (event: string, fields: string) => `Your event ${quoted(event)} was updated: ${fields}.`,
  eventUpdatedForDelegates: (event: string, fields: string) => `${quoted(event)}, which you are registered for, has new ${fields}.`,
  organiserStatus: (to: OrganiserStatus) => organiserStatusWords[to],
  organiserRemoved: 'Your organiser record was removed. You may request organiser access again.',
  accountStatus: (to: Exclude<AccountStatus, 'deleted'>) => accountStatusWords[to],
  leaderAssigned: (role: string, event: string) => `You are now ${role} at ${quoted(event)}.`,
  leaderRemoved: (role: string, event: string) => `You are no longer ${role} at ${quoted(event)}.`,
  leaderRoleChanged: (role: string, event: string) => `Your leadership role at ${quoted(event)} is now ${role}.`,
  roleCreated: (role: string, event: string) => `${role} was added to the leadership roles of ${quoted(event)}.`,
  roleUpdated: (role: string, event: string) => `The ${role} entry of ${quoted(event)} was changed.`,
  roleDeleted: (role: string, event: string) => `${role} was removed from the leadership roles of ${quoted(event)}.`,
  rolesReordered: (event: string) => `The leadership roles of ${quoted(event)} were reordered.`,
  roleReleased: (role: string, event: string, reason: LeavingReason) => `${role} at ${quoted(event)} is vacant: ${leftBecause[reason]}.`,
  /** `seats`: the chair fields released (the keys of the update's changes). */
  chairsReleased: (seats: readonly string[], abbr: string, event: string, reason: LeavingReason) =>
    `The ${chairSeatsText(seats)} of ${abbr} at ${quoted(event)} ${seats.length > 1 ? 'are' : 'is'} vacant: ${leftBecause[reason]}.`,
  committeeCreated: (abbr: string, event: string) => `Committee ${abbr} was added to ${quoted(event)}.`,
  committeeUpdated: (abbr: string, event: string) => `Committee ${abbr} of ${quoted(event)} was updated.`,
  committeeDeleted: (abbr: string, event: string) => `Committee ${abbr} was removed from ${quoted(event)}.`,
  agendaCreated: (abbr: string, event: string, title: string) => `New agenda item for ${abbr} at ${quoted(event)}: ${title}.`,
  agendaUpdated: (abbr: string, event: string, title: string) => `An agenda item of ${abbr} at ${quoted(event)} is now titled: ${title}.`,
  agendaDeleted: (abbr: string, event: string, title: string) =>
    `The agenda item ${quoted(title)} of ${abbr} at ${quoted(event)} was removed.`,
  /** `seat`: "DISEC as France", or "DISEC" while no country is given. */
  seatAssigned: (seat: string, event: string) => `You are seated in ${seat} at ${quoted(event)}.`,
  seatMoved: (seat: string, before: string, event: string) => `You are now seated in ${seat} at ${quoted(event)}, no longer in ${before}.`,
  seatUnassigned: (before: string, event: string) => `You are no longer seated in ${before} at ${quoted(event)}.`,
  seatAllocated: (seat: string, event: string) => `The allocation seated you in ${seat} at ${quoted(event)}.`,
  /** To a school's advisors: the delegate by registration number (`GYM-0007`), never by name. */
  delegationRegistered: (delegate: string | null, event: string) => `${delegateOf(delegate)} is registered for ${quoted(event)}.`,
  delegationLeft: (delegate: string | null, event: string, to: 'cancelled' | 'removed') =>
    to === 'cancelled'
      ? `${delegateOf(delegate)} cancelled their registration for ${quoted(event)}.`
      : `${delegateOf(delegate)} was removed from ${quoted(event)}.`,
  delegationSeated: (delegate: string | null, seat: string, event: string) =>
    `${delegateOf(delegate)} is seated in ${seat} at ${quoted(event)}.`,
  delegationUnseated: (delegate: string | null, before: string, event: string) =>
    `${delegateOf(delegate)} is no longer seated in ${before} at ${quoted(event)}.`,
  delegationSeats: (count: number, event: string) => `${count} delegates of your delegation have new seats at ${quoted(event)}.`,
  promotedFromWaitingList: (event: string) => `A seat is free at ${quoted(event)}: you are registered, from the waiting list.`,
  /** When the catalogue no longer knows a role (it was removed since). */
  someRole: 'a leadership role',
} as const;
