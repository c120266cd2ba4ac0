import { parseUserEvent, userDecider, userStreamId, type UserCommand } from '../../domain/users/user';
import { createReservation, emailReservation, usernameReservation, type ReservationCommand } from '../../domain/users/reservation';
import type { EventStore } from '../event-store/port';
import { executeCommand, type CommandContext } from '../handler/command-handler';

/** Runs a command on one user's stream. */
export const runUserCommand = (store: EventStore, userId: string, command: UserCommand, context: CommandContext) =>
  executeCommand(
    store,
    { streamId: userStreamId(userId), decider: userDecider, parse: (event) => parseUserEvent(event.type, event.data), command },
    context,
  );

const reserve = <Name extends string>(
  reservation: ReturnType<typeof createReservation<Name>>,
  store: EventStore,
  digest: string,
  command: ReservationCommand,
  context: CommandContext,
) =>
  executeCommand(
    store,
    {
      streamId: reservation.streamId(digest),
      decider: reservation.decider,
      parse: (event) => reservation.parse(event.type, event.data),
      command,
    },
    context,
  );

/** Reserves or releases an email or username (by digest) for a user. */
export const runReservation = (
  store: EventStore,
  kind: 'email' | 'username',
  digest: string,
  command: ReservationCommand,
  context: CommandContext,
) =>
  kind === 'email'
    ? reserve(emailReservation, store, digest, command, context)
    : reserve(usernameReservation, store, digest, command, context);
