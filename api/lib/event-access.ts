import type { CommonQueryMethods } from 'slonik';
import { DomainError } from '@domain/shared/errors';
import { findEvent, type EventRow } from '../../projections/events/events-list';
import { findActiveRegistration } from '../../projections/registrations/registrations-list';
import type { AccountRow } from '../../projections/users/accounts-projection';

/**
 * Who may act on an event's workspace: its own organiser or a super user; and who may read
 * what its delegate pages show: those two and the event's registered delegates.
 */
const manages = (account: AccountRow, event: EventRow) =>
  account.global_role === 'superuser' || (account.organiser_id !== null && event.organiser_id === account.organiser_id);

const eventNotFound = () => new DomainError('not_found', 'EVENT_NOT_FOUND', 'Event not found');

export const managesEvent = async (db: CommonQueryMethods, account: AccountRow, eventId: string) => {
  if (account.global_role === 'superuser') return true;
  const event = await findEvent(db, eventId);
  return event !== null && manages(account, event);
};

export const assertManagesEvent = async (db: CommonQueryMethods, account: AccountRow, eventId: string) => {
  const event = await findEvent(db, eventId);
  if (!event) throw eventNotFound();
  if (!manages(account, event)) throw new DomainError('forbidden', 'EVENT_NOT_YOURS', "Only the event's organiser can do this");
};

/** The organiser, super users and the event's registered delegates (what its delegate pages show). */
export const mayReadEvent = async (db: CommonQueryMethods, account: AccountRow, eventId: string) =>
  (await managesEvent(db, account, eventId)) || (await findActiveRegistration(db, eventId, account.id)) !== null;

export const assertMayReadEvent = async (db: CommonQueryMethods, account: AccountRow, eventId: string) => {
  const event = await findEvent(db, eventId);
  if (!event) throw eventNotFound();
  if (manages(account, event) || (await findActiveRegistration(db, eventId, account.id))) return;
  throw new DomainError('forbidden', 'NOT_A_DELEGATE', "Only the event's organiser and its delegates can see this");
};
