import type { Stamp } from '../shared/actor';
import { assertNever } from '../shared/decider';
import { DomainError } from '../shared/errors';
import type { AllocationEvent, AllocationPlacement } from './allocation-events';
import type { AllocationRules, AllocationStrategy } from './solver/problem';
import { STALE_DRY_RUN_MESSAGE } from './run-report';
import { allowedTiers, tierAllowed, type Tier } from './tiers';

export interface Assignment {
  eventCommitteeId: string;
  countryId: string | null;
}

export interface AllocationState {
  /** Registration id → where the delegate sits. */
  assignments: ReadonlyMap<string, Assignment>;
  /** Delegates are locked by default (spec §4): only the unlocked are kept. */
  unlocked: ReadonlySet<string>;
  flagged: ReadonlySet<string>;
  appliedRuns: ReadonlySet<string>;
  /**
   * Counts every change an allocation run depends on (assignments, locks, committees): a dry
   * run computed at one version may be applied only while it is still the version.
   */
  version: number;
}

export const emptyAllocation: AllocationState = {
  assignments: new Map(),
  unlocked: new Set(),
  flagged: new Set(),
  appliedRuns: new Set(),
  version: 0,
};

/** What the committees state offers allocation decisions. */
export interface SeatsView {
  committees: ReadonlyMap<string, { id: string; abbr: string; seats: number; assigned: number }>;
  allocation: AllocationState;
}

/** The delegate as the event's stream holds them when the command is made; null = not registered. */
export type DelegateSnapshot = { munExperience: number } | null;
/** A country as the catalogue holds it when the command is made. */
export interface CountrySnapshot {
  id: string;
  name: string;
  tier: Tier;
}

export type AllocationCommand =
  | ({
      type: 'AssignDelegate';
      eventId: string;
      registrationId: string;
      eventCommitteeId: string;
      country: CountrySnapshot | null;
      delegate: DelegateSnapshot;
      /** Dropdowns and the search box refuse locked delegates; the row menu's Assign does not. */
      respectLock: boolean;
    } & Stamp)
  | ({ type: 'UnassignDelegate'; eventId: string; registrationId: string; reason: 'organiser' | 'left' } & Stamp)
  | ({ type: 'SetDelegateLocks'; eventId: string; registrationIds: readonly string[]; locked: boolean } & Stamp)
  | ({ type: 'SetDelegateFlag'; eventId: string; registrationId: string; flag: boolean; delegate: DelegateSnapshot } & Stamp)
  | ({
      type: 'ApplyAllocation';
      eventId: string;
      runId: string;
      strategy: AllocationStrategy;
      /** The organiser's rules, recorded with the placements. */
      rules?: AllocationRules;
      /** Computed in delegation mode. */
      delegationMode?: boolean;
      /** The allocation version the run was computed on. */
      basis: number;
      placements: readonly AllocationPlacement[];
      delegates: ReadonlyMap<string, { munExperience: number }>;
      countries: ReadonlyMap<string, CountrySnapshot>;
    } & Stamp);

export const allocationErrors = {
  delegateNotFound: () => new DomainError('not_found', 'DELEGATE_NOT_FOUND', 'Delegate not found'),
  committeeNotFound: () => new DomainError('not_found', 'EVENT_COMMITTEE_NOT_FOUND', 'Committee not found'),
  locked: () => new DomainError('conflict', 'DELEGATE_LOCKED', 'This delegate is locked and cannot be assigned'),
  full: (abbr: string, seats: number) => new DomainError('conflict', 'COMMITTEE_FULL', `${abbr} is full: all ${seats} seats are taken`),
  countryTaken: (country: string, abbr: string) =>
    new DomainError('conflict', 'COUNTRY_TAKEN', `${country} is already assigned to another delegate in ${abbr}`),
  tier: (years: number, tier: Tier) =>
    new DomainError(
      'validation',
      'COUNTRY_TIER_NOT_ALLOWED',
      `A delegate with ${years} ${years === 1 ? 'year' : 'years'} of MUN experience can only represent a tier ${allowedTiers(years).join(' or ')} country, not tier ${tier}`,
    ),
  stale: () => new DomainError('conflict', 'ALLOCATION_STALE', STALE_DRY_RUN_MESSAGE),
};

const occupantOf = (allocation: AllocationState, eventCommitteeId: string, countryId: string) => {
  for (const [registrationId, assignment] of allocation.assignments) {
    if (assignment.eventCommitteeId === eventCommitteeId && assignment.countryId === countryId) return registrationId;
  }
  return undefined;
};

/** Seats, one country per committee and the tier rule, for one placement against the state. */
const assertPlaceable = (
  view: SeatsView,
  placement: { registrationId: string; eventCommitteeId: string; country: CountrySnapshot | null },
  munExperience: number,
  extraInCommittee = 0,
) => {
  const committee = view.committees.get(placement.eventCommitteeId);
  if (!committee) throw allocationErrors.committeeNotFound();
  const current = view.allocation.assignments.get(placement.registrationId);
  if (current?.eventCommitteeId !== committee.id && committee.assigned + extraInCommittee >= committee.seats)
    throw allocationErrors.full(committee.abbr, committee.seats);
  const { country } = placement;
  if (!country) return;
  if (!tierAllowed(munExperience, country.tier)) throw allocationErrors.tier(munExperience, country.tier);
  const occupant = occupantOf(view.allocation, committee.id, country.id);
  if (occupant !== undefined && occupant !== placement.registrationId) throw allocationErrors.countryTaken(country.name, committee.abbr);
};

export const decideAllocation = (view: SeatsView, command: AllocationCommand): AllocationEvent[] => {
  const { eventId, by, at } = command;
  const { allocation } = view;
  switch (command.type) {
    case 'AssignDelegate': {
      const { registrationId, eventCommitteeId, country, delegate } = command;
      if (!delegate) throw allocationErrors.delegateNotFound();
      if (command.respectLock && !allocation.unlocked.has(registrationId)) throw allocationErrors.locked();
      const current = allocation.assignments.get(registrationId) ?? null;
      const countryId = country?.id ?? null;
      if (current?.eventCommitteeId === eventCommitteeId && current.countryId === countryId && view.committees.has(eventCommitteeId))
        return [];
      assertPlaceable(view, { registrationId, eventCommitteeId, country }, delegate.munExperience);
      return [{ type: 'DelegateAssigned', data: { eventId, registrationId, eventCommitteeId, countryId, previous: current, by, at } }];
    }
    case 'UnassignDelegate': {
      const current = allocation.assignments.get(command.registrationId);
      if (!current) return [];
      return [
        {
          type: 'DelegateUnassigned',
          data: { eventId, registrationId: command.registrationId, ...current, reason: command.reason, by, at },
        },
      ];
    }
    case 'SetDelegateLocks': {
      const changing = [...new Set(command.registrationIds)].filter((id) => allocation.unlocked.has(id) === command.locked);
      if (changing.length === 0) return [];
      return [{ type: command.locked ? 'DelegatesLocked' : 'DelegatesUnlocked', data: { eventId, registrationIds: changing, by, at } }];
    }
    case 'SetDelegateFlag': {
      if (!command.delegate) throw allocationErrors.delegateNotFound();
      if (allocation.flagged.has(command.registrationId) === command.flag) return [];
      return [{ type: 'DelegateFlagChanged', data: { eventId, registrationId: command.registrationId, flag: command.flag, by, at } }];
    }
    case 'ApplyAllocation':
      return decideApply(view, command);
    default:
      return assertNever(command);
  }
};

/**
 * All placements or none: each must still be free (or, to be given a country, still seated in
 * that committee without one), unlocked, registered and within the rules. New seats are one
 * AllocationApplied; a country given to a delegate who kept their committee is a
 * DelegateAssigned from that committee without a country, so what counts seats counts them once.
 */
const decideApply = (view: SeatsView, command: Extract<AllocationCommand, { type: 'ApplyAllocation' }>): AllocationEvent[] => {
  const { allocation } = view;
  if (allocation.appliedRuns.has(command.runId)) return [];
  if (allocation.version !== command.basis) throw allocationErrors.stale();
  if (command.placements.length === 0) return [];
  const added = new Map<string, number>();
  const countriesTaken = new Set<string>();
  const seated: AllocationPlacement[] = [];
  const placed: AllocationPlacement[] = [];
  for (const placement of command.placements) {
    const delegate = command.delegates.get(placement.registrationId);
    const current = allocation.assignments.get(placement.registrationId);
    const completesSeat =
      current?.eventCommitteeId === placement.eventCommitteeId && current.countryId === null && placement.countryId !== null;
    if (!delegate || (current && !completesSeat) || !allocation.unlocked.has(placement.registrationId)) throw allocationErrors.stale();
    const country = placement.countryId === null ? null : command.countries.get(placement.countryId);
    if (country === undefined) throw allocationErrors.stale();
    const key = `${placement.eventCommitteeId}\u0000${placement.countryId}`;
    if (country && countriesTaken.has(key)) throw allocationErrors.stale();
    assertPlaceable(view, { ...placement, country }, delegate.munExperience, added.get(placement.eventCommitteeId) ?? 0);
    if (!completesSeat) added.set(placement.eventCommitteeId, (added.get(placement.eventCommitteeId) ?? 0) + 1);
    countriesTaken.add(key);
    (completesSeat ? seated : placed).push(placement);
  }
  const { eventId, runId, strategy, rules, by, at } = command;
  const mode = command.delegationMode ? { delegationMode: true } : {};
  const chosen = rules
    ? { objective: rules.objective, tieRule: rules.tieRule, ...(rules.tieRule === 'lottery' ? { seed: rules.seed } : {}) }
    : {};
  return [
    { type: 'AllocationApplied', data: { eventId, runId, strategy, ...chosen, ...mode, placements: placed, by, at } },
    ...seated.map(({ registrationId, eventCommitteeId, countryId }): AllocationEvent => ({
      type: 'DelegateAssigned',
      data: { eventId, registrationId, eventCommitteeId, countryId, previous: { eventCommitteeId, countryId: null }, by, at },
    })),
  ];
};

type Counts = Map<string, number>;
const shift = (counts: Counts, id: string, by: number) => counts.set(id, (counts.get(id) ?? 0) + by);

/**
 * The allocation after one of its events, with how many delegates each committee gained or
 * lost (the committees' `assigned` counts follow it).
 */
export const evolveAllocation = (
  state: AllocationState,
  event: AllocationEvent,
): { allocation: AllocationState; assignedChanges: Counts } => {
  const assignedChanges: Counts = new Map();
  const version = state.version + 1;
  switch (event.type) {
    case 'DelegateAssigned': {
      const { registrationId, eventCommitteeId, countryId, previous } = event.data;
      const assignments = new Map(state.assignments).set(registrationId, { eventCommitteeId, countryId });
      if (previous) shift(assignedChanges, previous.eventCommitteeId, -1);
      shift(assignedChanges, eventCommitteeId, 1);
      return { allocation: { ...state, assignments, version }, assignedChanges };
    }
    case 'DelegateUnassigned': {
      const assignments = new Map(state.assignments);
      assignments.delete(event.data.registrationId);
      shift(assignedChanges, event.data.eventCommitteeId, -1);
      return { allocation: { ...state, assignments, version }, assignedChanges };
    }
    case 'DelegatesLocked':
    case 'DelegatesUnlocked': {
      const unlocked = new Set(state.unlocked);
      for (const id of event.data.registrationIds) {
        if (event.type === 'DelegatesUnlocked') unlocked.add(id);
        else unlocked.delete(id);
      }
      return { allocation: { ...state, unlocked, version }, assignedChanges };
    }
    case 'DelegateFlagChanged': {
      const flagged = new Set(state.flagged);
      if (event.data.flag) flagged.add(event.data.registrationId);
      else flagged.delete(event.data.registrationId);
      return { allocation: { ...state, flagged }, assignedChanges };
    }
    case 'AllocationApplied': {
      const assignments = new Map(state.assignments);
      for (const { registrationId, eventCommitteeId, countryId } of event.data.placements) {
        assignments.set(registrationId, { eventCommitteeId, countryId });
        shift(assignedChanges, eventCommitteeId, 1);
      }
      return {
        allocation: { ...state, assignments, appliedRuns: new Set(state.appliedRuns).add(event.data.runId), version },
        assignedChanges,
      };
    }
    default:
      return assertNever(event);
  }
};
