import { describe, it } from 'vitest';
import { givenWhenThen } from '../../test/support/given-when-then';
import { eventCommitteesDecider, type CommitteesStreamEvent, type EventCommitteeCommand } from '../workspace/event-committees';
import type { CountrySnapshot } from './allocation';

const { given } = givenWhenThen(eventCommitteesDecider);
const stamp = { by: 'organiser', at: '2026-11-25T10:00:00.000Z' };
const eventId = 'e1';

const committee = (eventCommitteeId: string, abbr: string, seats: number): CommitteesStreamEvent => ({
  type: 'EventCommitteeAdded',
  data: {
    eventId,
    eventCommitteeId,
    committeeId: abbr,
    category: 'country',
    abbr,
    seats,
    chairUsername: null,
    deputyChair1Username: null,
    deputyChair2Username: null,
    ...stamp,
  },
});
const assigned = (
  registrationId: string,
  eventCommitteeId: string,
  countryId: string | null = null,
  previous: { eventCommitteeId: string; countryId: string | null } | null = null,
) => ({ type: 'DelegateAssigned', data: { eventId, registrationId, eventCommitteeId, countryId, previous, ...stamp } }) as const;
const unlocked = (...registrationIds: string[]): CommitteesStreamEvent => ({
  type: 'DelegatesUnlocked',
  data: { eventId, registrationIds, ...stamp },
});

const france: CountrySnapshot = { id: 'fr', name: 'France', tier: 'S' };
const chile: CountrySnapshot = { id: 'cl', name: 'Chile', tier: 'A' };
const fiji: CountrySnapshot = { id: 'fj', name: 'Fiji', tier: 'B' };
const assign = (
  registrationId: string,
  eventCommitteeId: string,
  country: CountrySnapshot | null,
  munExperience = 3,
  respectLock = false,
): EventCommitteeCommand => ({
  type: 'AssignDelegate',
  eventId,
  registrationId,
  eventCommitteeId,
  country,
  delegate: { munExperience },
  respectLock,
  ...stamp,
});
const history = [committee('c1', 'UNSC', 2), committee('c2', 'WHO', 1)];

describe('assigning a delegate', () => {
  it('assigns to a committee with a country, and moves them with where they were', () => {
    given(history)
      .when(assign('r1', 'c1', france))
      .then([assigned('r1', 'c1', 'fr')]);
    given([...history, assigned('r1', 'c1', 'fr')])
      .when(assign('r1', 'c2', fiji))
      .then([assigned('r1', 'c2', 'fj', { eventCommitteeId: 'c1', countryId: 'fr' })]);
  });

  it('stores nothing when the delegate already sits there', () =>
    given([...history, assigned('r1', 'c1', 'fr')])
      .when(assign('r1', 'c1', france))
      .then([]));

  it('never fills a committee beyond its seats, but a move within it needs no seat', () => {
    const full = [...history, assigned('r1', 'c2')];
    given(full)
      .when(assign('r2', 'c2', null))
      .thenFails('COMMITTEE_FULL', 'WHO is full: all 1 seats are taken');
    given(full)
      .when(assign('r1', 'c2', fiji))
      .then([assigned('r1', 'c2', 'fj', { eventCommitteeId: 'c2', countryId: null })]);
  });

  it('gives a country once per committee', () => {
    given([...history, assigned('r1', 'c1', 'fr')])
      .when(assign('r2', 'c1', france))
      .thenFails('COUNTRY_TAKEN', 'France is already assigned to another delegate in UNSC');
    given([...history, assigned('r1', 'c1', 'fr')])
      .when(assign('r2', 'c2', france))
      .then([assigned('r2', 'c2', 'fr')]);
  });

  it('allows the tiers of the delegate’s experience only', () => {
    given(history)
      .when(assign('r1', 'c1', france, 0))
      .thenFails('COUNTRY_TIER_NOT_ALLOWED');
    given(history)
      .when(assign('r1', 'c1', chile, 0))
      .thenFails('COUNTRY_TIER_NOT_ALLOWED');
    given(history)
      .when(assign('r1', 'c1', fiji, 0))
      .then([assigned('r1', 'c1', 'fj')]);
    given(history)
      .when(assign('r1', 'c1', france, 2))
      .thenFails(
        'COUNTRY_TIER_NOT_ALLOWED',
        'A delegate with 2 years of MUN experience can only represent a tier A or B country, not tier S',
      );
    given(history)
      .when(assign('r1', 'c1', chile, 1))
      .then([assigned('r1', 'c1', 'cl')]);
  });

  it('refuses locked delegates where the lock is respected, an unknown committee and an unregistered delegate', () => {
    given(history)
      .when(assign('r1', 'c1', null, 3, true))
      .thenFails('DELEGATE_LOCKED', 'This delegate is locked and cannot be assigned');
    given([...history, unlocked('r1')])
      .when(assign('r1', 'c1', null, 3, true))
      .then([assigned('r1', 'c1')]);
    given(history)
      .when(assign('r1', 'nope', null))
      .thenFails('EVENT_COMMITTEE_NOT_FOUND', 'Committee not found');
    given(history)
      .when({ ...assign('r1', 'c1', null), delegate: null } as EventCommitteeCommand)
      .thenFails('DELEGATE_NOT_FOUND', 'Delegate not found');
  });
});

describe('unassigning, locks and flags', () => {
  it('unassigns, and stores nothing for a delegate who sits nowhere', () => {
    given([...history, assigned('r1', 'c1', 'fr')])
      .when({ type: 'UnassignDelegate', eventId, registrationId: 'r1', reason: 'left', ...stamp })
      .then([
        {
          type: 'DelegateUnassigned',
          data: { eventId, registrationId: 'r1', eventCommitteeId: 'c1', countryId: 'fr', reason: 'left', ...stamp },
        },
      ]);
    given(history)
      .when({ type: 'UnassignDelegate', eventId, registrationId: 'r1', reason: 'organiser', ...stamp })
      .then([]);
  });

  it('locks and unlocks only those whose lock changes', () => {
    given([unlocked('r1')])
      .when({ type: 'SetDelegateLocks', eventId, registrationIds: ['r1', 'r2'], locked: false, ...stamp })
      .then([unlocked('r2')]);
    given([unlocked('r1')])
      .when({ type: 'SetDelegateLocks', eventId, registrationIds: ['r1', 'r2'], locked: true, ...stamp })
      .then([{ type: 'DelegatesLocked', data: { eventId, registrationIds: ['r1'], ...stamp } }]);
    given([])
      .when({ type: 'SetDelegateLocks', eventId, registrationIds: ['r1'], locked: true, ...stamp })
      .then([]);
  });

  it('flags and unflags', () => {
    const flag = (value: boolean): EventCommitteeCommand => ({
      type: 'SetDelegateFlag',
      eventId,
      registrationId: 'r1',
      flag: value,
      delegate: { munExperience: 0 },
      ...stamp,
    });
    const flagged: CommitteesStreamEvent = { type: 'DelegateFlagChanged', data: { eventId, registrationId: 'r1', flag: true, ...stamp } };
    given([]).when(flag(true)).then([flagged]);
    given([flagged]).when(flag(true)).then([]);
    given([flagged])
      .when(flag(false))
      .then([{ type: 'DelegateFlagChanged', data: { eventId, registrationId: 'r1', flag: false, ...stamp } }]);
  });
});

describe('applying a global allocation run', () => {
  const countries = new Map([france, chile, fiji].map((country) => [country.id, country]));
  const apply = (
    placements: Array<{ registrationId: string; eventCommitteeId: string; countryId: string | null }>,
    basis: number,
    munExperience = 3,
  ): EventCommitteeCommand => ({
    type: 'ApplyAllocation',
    eventId,
    runId: 'run-1',
    strategy: 'optimal',
    basis,
    placements,
    delegates: new Map(placements.map((placement) => [placement.registrationId, { munExperience }])),
    countries,
    ...stamp,
  });
  const ready = [...history, unlocked('r1', 'r2', 'r3')];
  const basis = ready.length;
  const placements = [
    { registrationId: 'r1', eventCommitteeId: 'c1', countryId: 'fr' },
    { registrationId: 'r2', eventCommitteeId: 'c1', countryId: 'fj' },
  ];

  it('appends every placement at once, and nothing the second time', () => {
    const applied: CommitteesStreamEvent = {
      type: 'AllocationApplied',
      data: { eventId, runId: 'run-1', strategy: 'optimal', placements, ...stamp },
    };
    given(ready).when(apply(placements, basis)).then([applied]);
    given([...ready, applied])
      .when(apply(placements, basis))
      .then([]);
  });

  it('refuses all of it when anything changed since it was computed, or when one placement breaks a rule', () => {
    given([...ready, assigned('r3', 'c2')])
      .when(apply(placements, basis))
      .thenFails('ALLOCATION_STALE');
    given(ready)
      .when(apply([...placements, { registrationId: 'r3', eventCommitteeId: 'c1', countryId: 'cl' }], basis))
      .thenFails('COMMITTEE_FULL');
    given(ready)
      .when(apply([placements[0]!, { ...placements[1]!, countryId: 'fr' }], basis))
      .thenFails('ALLOCATION_STALE');
    given(ready)
      .when(apply(placements, basis, 0))
      .thenFails('COUNTRY_TIER_NOT_ALLOWED');
    given([...history, unlocked('r1')])
      .when(apply(placements, basis))
      .thenFails('ALLOCATION_STALE');
  });

  it('gives a country to a delegate who kept their committee, in that committee and without a second seat', () => {
    // r3 fills WHO's only seat, without a country yet.
    const seated = [...ready, assigned('r3', 'c2')];
    const completed = { registrationId: 'r3', eventCommitteeId: 'c2', countryId: 'cl' };
    given(seated)
      .when(apply([...placements, completed], seated.length))
      .then([
        { type: 'AllocationApplied', data: { eventId, runId: 'run-1', strategy: 'optimal', placements, ...stamp } },
        assigned('r3', 'c2', 'cl', { eventCommitteeId: 'c2', countryId: null }),
      ]);
    given(seated)
      .when(apply([{ ...completed, eventCommitteeId: 'c1' }], seated.length))
      .thenFails('ALLOCATION_STALE');
    const withCountry = [...ready, assigned('r3', 'c2', 'fj')];
    given(withCountry)
      .when(apply([completed], withCountry.length))
      .thenFails('ALLOCATION_STALE');
  });
});
