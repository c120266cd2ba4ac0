import type { CountrySnapshot, DelegateSnapshot } from '@domain/allocation/allocation';
import type { AllocationPlacement } from '@domain/allocation/allocation-events';
import type { AllocationRules, AllocationStrategy } from '@domain/allocation/solver/problem';
import { countries } from '@domain/catalogue/countries';
import { eventDecider, eventStreamId, parseEventStreamEvent, type EventState } from '@domain/events/event';
import { DomainError } from '@domain/shared/errors';
import {
  eventCommitteesDecider,
  eventCommitteesStreamId,
  parseCommitteesStreamEvent,
  type EventCommitteesState,
} from '@domain/workspace/event-committees';
import type { EventStore } from '../event-store/port';
import { foldStream, type CommandContext } from '../handler/command-handler';
import { runCommitteesCommand } from '../workspace/event-committees';

export interface AllocationEnvironment {
  store: EventStore;
  now: Date;
}

/** The event's stream as it is now: who is registered, with their MUN experience and choices. */
export const loadEventState = async (store: EventStore, eventId: string): Promise<EventState> =>
  (await foldStream(store, eventStreamId(eventId), eventDecider, (event) => parseEventStreamEvent(event.type, event.data))).state;

/** The event's committees, agendas and allocation as they are now. */
export const loadCommitteesState = async (store: EventStore, eventId: string): Promise<EventCommitteesState> =>
  (
    await foldStream(store, eventCommitteesStreamId(eventId), eventCommitteesDecider, (event) =>
      parseCommitteesStreamEvent(event.type, event.data),
    )
  ).state;

/** The countries catalogue as it is now, by id (as text, as the API shows it). */
export const loadCountries = async (store: EventStore): Promise<Map<string, CountrySnapshot>> => {
  const { state } = await foldStream(store, countries.streamId, countries.decider, (event) => countries.parseEvent(event.type, event.data));
  const entries = (state as { entries: ReadonlyMap<number, { name: string; tier: 'S' | 'A' | 'B' }> }).entries;
  return new Map([...entries].map(([id, entry]) => [String(id), { id: String(id), name: entry.name, tier: entry.tier }]));
};

export const delegateOf = (event: EventState, registrationId: string): DelegateSnapshot => {
  if (event.status === 'none') return null;
  const delegate = event.roster.delegates.get(registrationId);
  return delegate ? { munExperience: delegate.munExperience } : null;
};

const countryNotFound = () => new DomainError('validation', 'VALIDATION_FAILED', 'Country not found', { countryId: 'Country not found' });
const stampOf = (env: AllocationEnvironment, by: string) => ({ by, at: env.now.toISOString() });

/** Assign (or move) a delegate to a committee, with a country or none yet. */
export const assignDelegate = async (
  env: AllocationEnvironment,
  input: { eventId: string; registrationId: string; eventCommitteeId: string; countryId: string | null; respectLock: boolean; by: string },
  context: CommandContext,
) => {
  const [event, catalogue] = await Promise.all([
    loadEventState(env.store, input.eventId),
    input.countryId === null ? null : loadCountries(env.store),
  ]);
  const country = input.countryId === null ? null : (catalogue?.get(input.countryId) ?? null);
  if (input.countryId !== null && !country) throw countryNotFound();
  return runCommitteesCommand(
    env.store,
    {
      type: 'AssignDelegate',
      eventId: input.eventId,
      registrationId: input.registrationId,
      eventCommitteeId: input.eventCommitteeId,
      country,
      delegate: delegateOf(event, input.registrationId),
      respectLock: input.respectLock,
      ...stampOf(env, input.by),
    },
    context,
  );
};

export const unassignDelegate = (
  env: AllocationEnvironment,
  input: { eventId: string; registrationId: string; by: string },
  context: CommandContext,
) => runCommitteesCommand(env.store, { type: 'UnassignDelegate', ...input, reason: 'organiser', ...stampOf(env, input.by) }, context);

/** Locks or unlocks the named delegates, or all the event's registered delegates. */
export const setDelegateLocks = async (
  env: AllocationEnvironment,
  input: { eventId: string; registrationIds: readonly string[] | null; locked: boolean; by: string },
  context: CommandContext,
) => {
  const event = await loadEventState(env.store, input.eventId);
  const registered = event.status === 'none' ? [] : [...event.roster.delegates.keys()];
  const named = input.registrationIds === null ? registered : input.registrationIds.filter((id) => delegateOf(event, id) !== null);
  if (input.registrationIds !== null && named.length < new Set(input.registrationIds).size)
    throw new DomainError('not_found', 'DELEGATE_NOT_FOUND', 'Delegate not found');
  return runCommitteesCommand(
    env.store,
    { type: 'SetDelegateLocks', eventId: input.eventId, registrationIds: named, locked: input.locked, ...stampOf(env, input.by) },
    context,
  );
};

export const setDelegateFlag = async (
  env: AllocationEnvironment,
  input: { eventId: string; registrationId: string; flag: boolean; by: string },
  context: CommandContext,
) => {
  const event = await loadEventState(env.store, input.eventId);
  return runCommitteesCommand(
    env.store,
    { type: 'SetDelegateFlag', ...input, delegate: delegateOf(event, input.registrationId), ...stampOf(env, input.by) },
    context,
  );
};

/** A global allocation run's placements, appended at once (or not at all), once per run. */
export const applyAllocation = async (
  env: AllocationEnvironment,
  input: {
    eventId: string;
    runId: string;
    strategy: AllocationStrategy;
    rules?: AllocationRules;
    delegationMode?: boolean;
    basis: number;
    placements: readonly AllocationPlacement[];
    by: string;
  },
  context: CommandContext,
) => {
  const [event, catalogue] = await Promise.all([loadEventState(env.store, input.eventId), loadCountries(env.store)]);
  const delegates = new Map<string, { munExperience: number }>();
  for (const { registrationId } of input.placements) {
    const delegate = delegateOf(event, registrationId);
    if (delegate) delegates.set(registrationId, delegate);
  }
  return runCommitteesCommand(
    env.store,
    { type: 'ApplyAllocation', ...input, delegates, countries: catalogue, ...stampOf(env, input.by) },
    context,
  );
};
