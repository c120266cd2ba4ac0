import { z } from 'zod';
import { assertNever, type Decider } from '../shared/decider';
import { DomainError } from '../shared/errors';
import { organiserDetailsSchema, type OpeningCommand } from './organiser';

/**
 * A user has at most one organiser record at a time. The user's slot stream
 * (`organiser-slot-<userId>`) names that record: two requests racing for the same user race
 * on this one stream and exactly one claims it. The claim carries the whole opening command,
 * so if the process stops between claiming and writing the record, the next attempt can
 * write exactly the record that was claimed (see commands/organisers/open-organiser-record.ts).
 * The slot is released when the record is deleted; a rejected record keeps it and is opened
 * again by the user's next request.
 */
export const organiserSlotStreamId = (userId: string) => `organiser-slot-${userId}`;

const openingTypes = ['RequestApproval', 'AddOrganiser', 'AssignOrganiser'] as const;

const opening = z.object({
  type: z.enum(openingTypes),
  organiserId: z.string(),
  userId: z.string(),
  details: organiserDetailsSchema,
  by: z.string(),
  at: z.string(),
});

export const organiserSlotEventSchemas = {
  OrganiserSlotClaimed: z.object({ userId: z.string(), organiserId: z.string(), opening, at: z.string() }),
  OrganiserSlotReleased: z.object({ userId: z.string(), organiserId: z.string(), at: z.string() }),
};

type Schemas = typeof organiserSlotEventSchemas;
export type OrganiserSlotEvent = { [Type in keyof Schemas]: { type: Type; data: z.infer<Schemas[Type]> } }[keyof Schemas];

export const parseOrganiserSlotEvent = (type: string, data: unknown): OrganiserSlotEvent | null => {
  if (!(type in organiserSlotEventSchemas)) return null;
  return { type, data: organiserSlotEventSchemas[type as keyof Schemas].parse(data) } as OrganiserSlotEvent;
};

export type OrganiserSlotCommand =
  { type: 'ClaimSlot'; opening: OpeningCommand } | { type: 'ReleaseSlot'; userId: string; organiserId: string; at: string };

export interface OrganiserSlotState {
  /** The user's current organiser record, and the command that opened it. */
  holder: { organiserId: string; opening: OpeningCommand } | null;
}

export const SLOT_TAKEN = 'ORGANISER_SLOT_TAKEN';

export const organiserSlotDecider: Decider<OrganiserSlotState, OrganiserSlotCommand, OrganiserSlotEvent> = {
  initialState: { holder: null },
  evolve: (_state, event) =>
    event.type === 'OrganiserSlotClaimed'
      ? { holder: { organiserId: event.data.organiserId, opening: event.data.opening } }
      : { holder: null },
  decide: (command, state) => {
    switch (command.type) {
      case 'ClaimSlot': {
        const { opening: claim } = command;
        if (state.holder?.organiserId === claim.organiserId) return [];
        // Callers look at the holder first; this only fires for the loser of a race.
        if (state.holder) throw new DomainError('conflict', SLOT_TAKEN, 'This user already has an organiser record');
        return [
          { type: 'OrganiserSlotClaimed', data: { userId: claim.userId, organiserId: claim.organiserId, opening: claim, at: claim.at } },
        ];
      }
      case 'ReleaseSlot': {
        if (state.holder?.organiserId !== command.organiserId) return [];
        const { userId, organiserId, at } = command;
        return [{ type: 'OrganiserSlotReleased', data: { userId, organiserId, at } }];
      }
      default:
        return assertNever(command);
    }
  },
};
