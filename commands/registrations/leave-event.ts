import type { LeavingReason } from '@domain/registrations/leaving';
import { loadEventState } from '../allocation/allocation-commands';
import type { EventStore } from '../event-store/port';
import type { CommandContext } from '../handler/command-handler';
import { releaseLeaver } from '../workspace/event-committees';
import { releaseEventLeaderRoles } from '../workspace/event-leaders';

export interface LeaveEnvironment {
  store: EventStore;
  now: Date;
}

export interface HeldPlaces {
  eventId: string;
  /** The registration whose committee seat goes; null for someone who holds only chairs or roles there. */
  registrationId: string | null;
  userId: string;
  /** Chairs are named by username; null when the person has none (no profile yet). */
  username: string | null;
  reason: LeavingReason;
  /** The acting person: the delegate, the organiser or a super user. */
  by: string;
}

/**
 * Everything a person held at an event goes when they leave it: their leadership roles, their
 * committee seat and the chair seats named by their username. Each stream decides against
 * what it holds now, so a role or chair given to someone else meanwhile stays theirs; each
 * append carries the command's id, so a request retried after a crash releases nothing twice.
 */
export const releaseHeldPlaces = async (env: LeaveEnvironment, input: HeldPlaces, context: CommandContext) => {
  const { eventId, registrationId, userId, username, reason, by } = input;
  const roles = await releaseEventLeaderRoles(env, { eventId, userId, reason, by }, context);
  const seats = await releaseLeaver(env, { eventId, registrationId, username, reason, by }, context);
  return seats.position ?? roles.position;
};

/**
 * Run before a registration ends, so a failure in between leaves a registered delegate without
 * their places, never a place held by someone who has left. Only while the registration
 * stands: once it has ended (this request retried, or another ending), releasing again could
 * take what the person, registered anew, or someone else holds since. `userId`, when given,
 * must be the registration's own delegate (a cancellation), else nothing is released.
 */
export const releaseBeforeLeaving = async (
  env: LeaveEnvironment,
  input: Omit<HeldPlaces, 'registrationId' | 'userId'> & { registrationId: string; userId?: string },
  context: CommandContext,
) => {
  const event = await loadEventState(env.store, input.eventId);
  const holder = event.status === 'none' ? undefined : event.roster.delegates.get(input.registrationId)?.userId;
  if (holder === undefined || (input.userId !== undefined && holder !== input.userId)) return;
  await releaseHeldPlaces(env, { ...input, userId: holder }, context);
};
