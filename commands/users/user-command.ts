import { parseUserEvent, userDecider, userStreamId, type UserCommand, type UserState } from '@domain/users/user';
import { createReservation, emailReservation, usernameReservation, type ReservationCommand } from '@domain/users/reservation';
import type { EventStore } from '../event-store/port';
import { checkCommand, executeCommand, type CommandContext } from '../handler/command-handler';

const userStream = (userId: string) => ({
  streamId: userStreamId(userId),
  decider: userDecider,
  parse: (event: { type: string; data: unknown }) => parseUserEvent(event.type, event.data),
});

/** Runs a command on one user's stream. */
export const runUserCommand = (store: EventStore, userId: string, command: UserCommand, context: CommandContext) =>
  executeCommand(store, { ...userStream(userId), command }, context);

/** Applies a rule of the user's stream as stored now, appending nothing (see checkCommand). */
export const checkUser = (store: EventStore, userId: string, context: CommandContext, check: (state: UserState) => unknown) =>
  checkCommand(store, userStream(userId), context, check);

const reservationStream = <Name extends string>(reservation: ReturnType<typeof createReservation<Name>>, digest: string) => ({
  streamId: reservation.streamId(digest),
  decider: reservation.decider,
  parse: (event: { type: string; data: unknown }) => reservation.parse(event.type, event.data),
});

const reserve = <Name extends string>(
  reservation: ReturnType<typeof createReservation<Name>>,
  store: EventStore,
  digest: string,
  command: ReservationCommand,
  context: CommandContext,
) => executeCommand(store, { ...reservationStream(reservation, digest), command }, context);

const checkReserve = <Name extends string>(
  reservation: ReturnType<typeof createReservation<Name>>,
  store: EventStore,
  digest: string,
  command: ReservationCommand,
  context: CommandContext,
) => checkCommand(store, reservationStream(reservation, digest), context, (state) => reservation.decider.decide(command, state));

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

/** Refuses a reservation command that would be refused now, appending nothing (see checkCommand). */
export const checkReservation = (
  store: EventStore,
  kind: 'email' | 'username',
  digest: string,
  command: ReservationCommand,
  context: CommandContext,
) =>
  kind === 'email'
    ? checkReserve(emailReservation, store, digest, command, context)
    : checkReserve(usernameReservation, store, digest, command, context);
