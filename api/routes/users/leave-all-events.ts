import type { Position } from '../../../commands/event-store/port';
import type { CommandContext } from '../../../commands/handler/command-handler';
import { releaseHeldPlaces } from '../../../commands/registrations/leave-event';
import { cancelRegistration } from '../../../commands/registrations/registration-commands';
import { leaveWaitingList } from '../../../commands/registrations/waiting-list-commands';
import { listActiveRegistrationsOfUser } from '../../../projections/registrations/registrations-list';
import { listWaitingEventIdsOf } from '../../../projections/registrations/waiting-lists';
import { listEventIdsChairedBy } from '../../../projections/workspace/event-committees-list';
import { listEventIdsLedBy } from '../../../projections/workspace/event-leaders-list';
import type { AppDependencies } from '../../dependencies';
import { registrationSupport } from '../registrations/registration-support';

/**
 * A deleted person is nobody's delegate, chair or leader, and waits for no seat: they leave
 * every waiting list, their registrations are cancelled (each giving up its seat, chairs and
 * roles first, and the seat going to the first in line), then every chair seat and role they still
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
  for (const eventId of await listWaitingEventIdsOf(deps.db, userId)) {
    const result = await leaveWaitingList(
      environment(),
      { eventId, userId, reason: 'account_deleted', by },
      { ...context, commandId: `${context.commandId}:leave-waiting:${eventId}` },
    ).catch((error: unknown) => {
      // Promoted or removed meanwhile: the cancellations below, or nothing, remain to do.
      if ((error as { code?: string }).code === 'NOT_WAITING') return { position: null };
      throw error;
    });
    last = result.position ?? last;
  }
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
