import type { CommonQueryMethods } from 'slonik';
import { DomainError } from '@domain/shared/errors';
import { findEvent, type EventRow } from '../../projections/events/events-list';
import { findEventCommittee, type EventCommitteeRow } from '../../projections/workspace/event-committees-list';
import type { AccountRow } from '../../projections/users/accounts-projection';
import { managesEvent } from './event-access';

/** The usernames a committee's chair and deputy chairs hold now. */
export const chairsOf = (committee: EventCommitteeRow): string[] =>
  [committee.chair_username, committee.deputy_chair_1_username, committee.deputy_chair_2_username].filter(
    (username): username is string => username !== null,
  );

export const chairMessages = {
  notTheChair: "Only this committee's chairs can do this",
  committeeNotFound: 'Committee not found',
} as const;

/**
 * Who may run a committee's room: its chair and deputy chairs (by the username the organiser
 * named) while the event is approved, the event's organiser and super users. Answers the
 * event, the committee and in which capacity; anyone else is refused, whatever the client shows.
 */
export const assertRunsCommittee = async (
  db: CommonQueryMethods,
  account: AccountRow,
  eventId: string,
  eventCommitteeId: string,
): Promise<{ event: EventRow; committee: EventCommitteeRow; as: 'chair' | 'organiser' }> => {
  const [event, committee] = await Promise.all([findEvent(db, eventId), findEventCommittee(db, eventId, eventCommitteeId)]);
  if (!event || !committee) throw new DomainError('not_found', 'EVENT_COMMITTEE_NOT_FOUND', chairMessages.committeeNotFound);
  if (await managesEvent(db, account, eventId)) return { event, committee, as: 'organiser' };
  if (event.status === 'approved' && account.username !== null && chairsOf(committee).includes(account.username))
    return { event, committee, as: 'chair' };
  throw new DomainError('forbidden', 'NOT_THE_CHAIR', chairMessages.notTheChair);
};
