import { z } from 'zod';
import { assertNever, type Decider } from '../shared/decider';
import { DomainError } from '../shared/errors';

/**
 * An email can belong to one account only. The rule lives in its own stream per email so
 * that two sign-ups with the same email race on one stream and exactly one wins. The stream
 * id carries a digest of the email, never the address itself (streams ids are not erasable).
 */
export const emailReservationStreamId = (emailDigest: string) => `user-email-${emailDigest}`;

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export const emailReservationSchemas = {
  EmailReserved: z.object({ userId: z.string(), at: z.string() }),
};

export type EmailReservationEvent = { type: 'EmailReserved'; data: z.infer<typeof emailReservationSchemas.EmailReserved> };
export type EmailReservationCommand = { type: 'ReserveEmail'; userId: string; at: string };
export type EmailReservationState = { reservedBy: string | null };

export const parseEmailReservationEvent = (type: string, data: unknown): EmailReservationEvent | null =>
  type === 'EmailReserved' ? { type, data: emailReservationSchemas.EmailReserved.parse(data) } : null;

export const emailReservationDecider: Decider<EmailReservationState, EmailReservationCommand, EmailReservationEvent> = {
  initialState: { reservedBy: null },
  evolve: (_state, event) => {
    switch (event.type) {
      case 'EmailReserved':
        return { reservedBy: event.data.userId };
      default:
        return assertNever(event.type);
    }
  },
  decide: (command, state) => {
    if (state.reservedBy === command.userId) return [];
    if (state.reservedBy !== null) {
      throw new DomainError('conflict', 'EMAIL_TAKEN', 'An account with this email already exists');
    }
    return [{ type: 'EmailReserved', data: { userId: command.userId, at: command.at } }];
  },
};
