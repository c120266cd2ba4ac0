import {
  organiserDecider,
  organiserStreamId,
  parseOrganiserEvent,
  type OrganiserCommand,
  type OrganiserState,
} from '@domain/organisers/organiser';
import {
  organiserSlotDecider,
  organiserSlotStreamId,
  parseOrganiserSlotEvent,
  type OrganiserSlotCommand,
  type OrganiserSlotState,
} from '@domain/organisers/organiser-slot';
import type { EventStore, Position } from '../event-store/port';
import { executeCommand, type CommandContext } from '../handler/command-handler';

export interface OrganiserCommandEnvironment {
  store: EventStore;
  now: Date;
}

/** Runs a command on one organiser record's stream. */
export const runOrganiserCommand = (store: EventStore, organiserId: string, command: OrganiserCommand, context: CommandContext) =>
  executeCommand(
    store,
    {
      streamId: organiserStreamId(organiserId),
      decider: organiserDecider,
      parse: (event) => parseOrganiserEvent(event.type, event.data),
      command,
    },
    context,
  );

/** Runs a command on a user's organiser slot (one record per user). */
export const runOrganiserSlotCommand = (store: EventStore, userId: string, command: OrganiserSlotCommand, context: CommandContext) =>
  executeCommand(
    store,
    {
      streamId: organiserSlotStreamId(userId),
      decider: organiserSlotDecider,
      parse: (event) => parseOrganiserSlotEvent(event.type, event.data),
      command,
    },
    context,
  );

export const loadOrganiser = async (store: EventStore, organiserId: string): Promise<OrganiserState> => {
  let state = organiserDecider.initialState;
  for (const recorded of await store.readStream(organiserStreamId(organiserId))) {
    const event = parseOrganiserEvent(recorded.type, recorded.data);
    if (event) state = organiserDecider.evolve(state, event);
  }
  return state;
};

export interface LoadedSlot extends OrganiserSlotState {
  /** Who claimed the current holder, under which command id (to finish a half-done opening as that command). */
  claimedBy: CommandContext | null;
}

export const loadOrganiserSlot = async (store: EventStore, userId: string): Promise<LoadedSlot> => {
  let state = organiserSlotDecider.initialState;
  let claimedBy: CommandContext | null = null;
  for (const recorded of await store.readStream(organiserSlotStreamId(userId))) {
    const event = parseOrganiserSlotEvent(recorded.type, recorded.data);
    if (!event) continue;
    state = organiserSlotDecider.evolve(state, event);
    const { commandId, userId: actor } = recorded.metadata as { commandId?: string; userId?: string | null };
    claimedBy = event.type === 'OrganiserSlotClaimed' && commandId ? { commandId, userId: actor ?? null } : null;
  }
  return { ...state, claimedBy };
};

/** The later of two positions (either may be null when a step changed nothing). */
export const laterPosition = (a: Position | null, b: Position | null): Position | null => (a === null ? b : b === null ? a : a > b ? a : b);
