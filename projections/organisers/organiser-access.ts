import { sql, type CommonQueryMethods, type IdentifierSqlToken } from 'slonik';
import type { RecordedEvent } from '../../commands/event-store/port';
import { organiserAccessOf, organiserEventTypes, parseOrganiserEvent } from '@domain/organisers/organiser';

/** The organiser events that decide whether a user's session carries an organiser id. */
export const organiserAccessEventTypes = organiserEventTypes;

/**
 * What an organiser event says about a user's organiser id: undefined for any other event,
 * null for one its schema refuses (skipped), else whose access it grants or takes away.
 */
export const organiserAccessIn = (recorded: RecordedEvent): ReturnType<typeof organiserAccessOf> | null | undefined => {
  if (!organiserAccessEventTypes.includes(recorded.type as (typeof organiserAccessEventTypes)[number])) return undefined;
  try {
    const event = parseOrganiserEvent(recorded.type, recorded.data);
    return event ? organiserAccessOf(event) : null;
  } catch {
    return null;
  }
};

/**
 * Keeps `accounts.organiser_id` (log-in, /me, the route guard) in step with the user's
 * record: set while it is approved, cleared when it is flagged, blocked, rejected or deleted.
 * Clearing only touches the id it set, so events of an older record never take away the
 * access a newer one gave. Answers whether the event was an organiser event.
 */
export const applyOrganiserAccess = async (
  tx: CommonQueryMethods,
  accounts: IdentifierSqlToken,
  recorded: RecordedEvent,
): Promise<boolean> => {
  const access = organiserAccessIn(recorded);
  if (access === undefined) return false;
  if (access === null) return true;
  const { userId, organiserId, granted } = access;
  await tx.query(
    granted
      ? sql.unsafe`UPDATE ${accounts} SET organiser_id = ${organiserId} WHERE id = ${userId}`
      : sql.unsafe`UPDATE ${accounts} SET organiser_id = NULL WHERE id = ${userId} AND organiser_id = ${organiserId}`,
  );
  return true;
};
