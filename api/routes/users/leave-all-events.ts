import type { Position } from '../../../commands/event-store/port';
import type { CommandContext } from '../../../commands/handler/command-handler';
import { releaseHeldPlaces } from '../../../commands/registrations/leave-event';
import { cancelRegistration } from '../../../commands/registrations/registration-commands';
import { listActiveRegistrationsOfUser } from '../../../projections/registrations/registrations-list';
import { listEventIdsChairedBy } from '../../../projections/workspace/event-committees-list';
import { listEventIdsLedBy } from '../../../projections/workspace/event-leaders-list';
import type { AppDependencies } from '../../dependencies';
import { registrationSupport } from '../registrations/registration-support';

/**
 * A deleted person is nobody's delegate, chair or leader: their registrations are cancelled
 * (each giving up its seat, chairs and roles first), then every chair seat and role they still
 * hold anywhere is released, since chairs need not be delegates. Each step has its own command
 * id, derived from the request's, so a retried deletion repeats none of them.
 */
export const leaveAllEvents = async (
  deps: AppDependencies,
  person: { userId: string; username: string | null },
  context: CommandContext,
) => {
  const { userId, username } = person;
  const by = context.userId ?? userId;
  const environment = () => ({ store: deps.store, now: deps.clock() });
  let last: Position | null = null;
  for (const registration of await listActiveRegistrationsOfUser(deps.db, userId)) {
    const result = await cancelRegistration(
      environment(),
      { eventId: registration.event_id, registrationId: registration.id, userId, username, reason: 'account_deleted', by },
      { ...context, commandId: `${context.commandId}:cancel:${registration.id}` },
    );
    last = result.position ?? last;
  }
  const held = new Set([
    ...(await listEventIdsLedBy(deps.db, userId)),
    ...(username === null ? [] : await listEventIdsChairedBy(deps.db, username)),
  ]);
  for (const eventId of held) {
    const position = await releaseHeldPlaces(
      environment(),
      { eventId, registrationId: null, userId, username, reason: 'account_deleted', by },
      { ...context, commandId: `${context.commandId}:release:${eventId}` },
    );
    last = position ?? last;
  }
  // Other delegates' Support Contact and Committees lists no longer show the person once this answers.
  await registrationSupport(deps).settle(last);
};
