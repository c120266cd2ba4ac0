import { z } from 'zod';
import { assertNever, type Decider } from '../shared/decider';
import { DomainError } from '../shared/errors';

/**
 * Every appointment and removal of a super user goes through this one stream, so two super
 * users acting at once are serialised here. With the two rules below the roster can never
 * become empty: a removal is made by someone else, who is still a super user when it is
 * decided (a racing removal of the actor makes this one retry and be refused).
 */
export const SUPERUSER_ROSTER_STREAM = 'superuser-roster';

const rosterData = z.object({ userId: z.string(), by: z.string(), at: z.string() });
export type RosterEvent =
  { type: 'SuperUserAppointed'; data: z.infer<typeof rosterData> } | { type: 'SuperUserRemoved'; data: z.infer<typeof rosterData> };

export type RosterCommand =
  | { type: 'AppointSuperUser'; userId: string; by: string; at: string }
  | { type: 'RemoveSuperUser'; userId: string; by: string; at: string };

/**
 * Who was appointed, and who removed, since their last change here. Super users made outside
 * the roster (the seed, the command line) are in neither set; the command checks their
 * account first, and the roster refuses the repeats that race past that check.
 */
export interface RosterState {
  appointed: ReadonlySet<string>;
  removed: ReadonlySet<string>;
}

export const parseRosterEvent = (type: string, data: unknown): RosterEvent | null =>
  type === 'SuperUserAppointed' || type === 'SuperUserRemoved' ? ({ type, data: rosterData.parse(data) } as RosterEvent) : null;

export const rosterErrors = {
  removeSelf: () =>
    new DomainError(
      'conflict',
      'CANNOT_REMOVE_SELF',
      'You cannot remove yourself as a super user. Another super user must do it, so that one always remains.',
    ),
  actorRemoved: () => new DomainError('forbidden', 'SUPERUSER_REQUIRED', 'You are no longer a super user'),
  alreadySuperUser: () => new DomainError('conflict', 'ROLE_UNCHANGED', 'This user is already a super user'),
  notSuperUser: () => new DomainError('conflict', 'ROLE_UNCHANGED', 'This user is not a super user'),
};

export const rosterDecider: Decider<RosterState, RosterCommand, RosterEvent> = {
  initialState: { appointed: new Set(), removed: new Set() },
  evolve: (state, event) => {
    const appointed = new Set(state.appointed);
    const removed = new Set(state.removed);
    if (event.type === 'SuperUserRemoved') {
      removed.add(event.data.userId);
      appointed.delete(event.data.userId);
    } else {
      appointed.add(event.data.userId);
      removed.delete(event.data.userId);
    }
    return { appointed, removed };
  },
  decide: (command, state) => {
    if (state.removed.has(command.by)) throw rosterErrors.actorRemoved();
    const data = { userId: command.userId, by: command.by, at: command.at };
    switch (command.type) {
      case 'AppointSuperUser':
        // Fifty racing invites of one person: the first appoints, the rest find it done.
        if (state.appointed.has(command.userId)) throw rosterErrors.alreadySuperUser();
        return [{ type: 'SuperUserAppointed', data }];
      case 'RemoveSuperUser':
        if (command.userId === command.by) throw rosterErrors.removeSelf();
        if (state.removed.has(command.userId)) throw rosterErrors.notSuperUser();
        return [{ type: 'SuperUserRemoved', data }];
      default:
        return assertNever(command);
    }
  },
};
