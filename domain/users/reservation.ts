import { z } from 'zod';
import type { Decider } from '../shared/decider';
import { DomainError } from '../shared/errors';

/**
 * A value (an email, a username) that belongs to one account at a time. Each value has its own
 * stream, so two sign-ups racing for it race on one stream and exactly one wins. Stream ids
 * carry a digest of the value, never the value: stream ids cannot be erased.
 */
export type ReservationEvent<Name extends string> =
  { type: `${Name}Reserved`; data: { userId: string; at: string } } | { type: `${Name}Released`; data: { userId: string; at: string } };

export type ReservationCommand = { type: 'Reserve'; userId: string; at: string } | { type: 'Release'; userId: string; at: string };

export type ReservationState = { holder: string | null };

const reservationData = z.object({ userId: z.string(), at: z.string() });

export const createReservation = <Name extends string>(
  name: Name,
  options: { streamPrefix: string; takenCode: string; takenMessage: string; field: string },
) => {
  const reservedType = `${name}Reserved` as const;
  const releasedType = `${name}Released` as const;
  type Event = ReservationEvent<Name>;

  const parse = (type: string, data: unknown): Event | null =>
    type === reservedType || type === releasedType ? ({ type, data: reservationData.parse(data) } as Event) : null;

  const decider: Decider<ReservationState, ReservationCommand, Event> = {
    initialState: { holder: null },
    evolve: (_state, event) => ({ holder: event.type === reservedType ? event.data.userId : null }),
    decide: (command, state) => {
      const data = { userId: command.userId, at: command.at };
      if (command.type === 'Release') {
        return state.holder === command.userId ? [{ type: releasedType, data } as Event] : [];
      }
      if (state.holder === command.userId) return [];
      if (state.holder !== null) {
        throw new DomainError('conflict', options.takenCode, options.takenMessage, { [options.field]: options.takenMessage });
      }
      return [{ type: reservedType, data } as Event];
    },
  };

  return { streamId: (digest: string) => `${options.streamPrefix}${digest}`, decider, parse, eventTypes: [reservedType, releasedType] };
};

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export const EMAIL_TAKEN_MESSAGE = 'An account with this email already exists';
export const USERNAME_TAKEN_MESSAGE = 'This username is already taken. Please generate a new one.';

export const emailReservation = createReservation('Email', {
  streamPrefix: 'user-email-',
  takenCode: 'EMAIL_TAKEN',
  takenMessage: EMAIL_TAKEN_MESSAGE,
  field: 'email',
});

export const usernameReservation = createReservation('Username', {
  streamPrefix: 'user-username-',
  takenCode: 'USERNAME_TAKEN',
  takenMessage: USERNAME_TAKEN_MESSAGE,
  field: 'username',
});
