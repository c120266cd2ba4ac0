import { describe, expect, it } from 'vitest';
import { givenWhenThen } from '../../test/support/given-when-then';
import { eventCommitteesDecider, type CommitteesStreamEvent, type EventCommitteeCommand } from '../workspace/event-committees';
import type { CountrySnapshot } from './allocation';

const { given } = givenWhenThen(eventCommitteesDecider);
const stamp = { by: 'organiser', at: '2026-11-25T10:00:00.000Z' };
const eventId = 'e1';

const setMode = (enabled: boolean): EventCommitteeCommand => ({ type: 'SetDelegationMode', eventId, enabled, ...stamp });
const changed = (enabled: boolean): CommitteesStreamEvent => ({ type: 'DelegationModeChanged', data: { eventId, enabled, ...stamp } });
const fold = (events: CommitteesStreamEvent[]) => events.reduce(eventCommitteesDecider.evolve, eventCommitteesDecider.initialState);

const committee: CommitteesStreamEvent = {
  type: 'EventCommitteeAdded',
  data: {
    eventId,
    eventCommitteeId: 'c1',
    committeeId: 'UNSC',
    category: 'country',
    abbr: 'UNSC',
    seats: 5,
    chairUsername: null,
    deputyChair1Username: null,
    deputyChair2Username: null,
    ...stamp,
  },
};
const unlocked: CommitteesStreamEvent = { type: 'DelegatesUnlocked', data: { eventId, registrationIds: ['r1'], ...stamp } };
const france: CountrySnapshot = { id: 'fr', name: 'France', tier: 'B' };
const apply = (basis: number): EventCommitteeCommand => ({
  type: 'ApplyAllocation',
  eventId,
  runId: 'run-1',
  strategy: 'optimal',
  basis,
  placements: [{ registrationId: 'r1', eventCommitteeId: 'c1', countryId: 'fr' }],
  delegates: new Map([['r1', { munExperience: 3 }]]),
  countries: new Map([['fr', france]]),
  ...stamp,
});

describe('delegation mode', () => {
  it('is off until the organiser turns it on', () => {
    expect(eventCommitteesDecider.initialState.delegationMode).toBe(false);
    expect(fold([changed(true)]).delegationMode).toBe(true);
    expect(fold([changed(true), changed(false)]).delegationMode).toBe(false);
  });

  it('is turned on and off, with who and when', () => {
    given([])
      .when(setMode(true))
      .then([changed(true)]);
    given([changed(true)])
      .when(setMode(false))
      .then([changed(false)]);
  });

  it('stores nothing when asked for what it already is', () => {
    given([]).when(setMode(false)).then([]);
    given([changed(true)])
      .when(setMode(true))
      .then([]);
    given([changed(true), changed(false)])
      .when(setMode(false))
      .then([]);
  });

  it('makes a dry run computed before the change stale: Apply is refused', () => {
    const ready = [committee, unlocked];
    const basis = fold(ready).allocation.version;
    expect(fold([...ready, changed(true)]).allocation.version).toBe(basis + 1);
    given([...ready, changed(true)])
      .when(apply(basis))
      .thenFails('ALLOCATION_STALE');
    // A run computed after the change, in the new mode, applies.
    given([...ready, changed(true)])
      .when(apply(basis + 1))
      .then([
        {
          type: 'AllocationApplied',
          data: {
            eventId,
            runId: 'run-1',
            strategy: 'optimal',
            placements: [{ registrationId: 'r1', eventCommitteeId: 'c1', countryId: 'fr' }],
            ...stamp,
          },
        },
      ]);
  });
});
