import { describe, it } from 'vitest';
import { givenWhenThen } from '../../test/support/given-when-then';
import { eventCommitteesDecider, type CommitteesStreamEvent, type EventCommitteeCommand } from '../workspace/event-committees';
import type { AllocationPlacement } from './allocation-events';
import type { PublishedChange, PublishMode } from './publication';

const { given } = givenWhenThen(eventCommitteesDecider);
const stamp = { by: 'organiser', at: '2026-11-25T10:00:00.000Z' };
const eventId = 'e1';

const committee = (eventCommitteeId: string, abbr: string): CommitteesStreamEvent => ({
  type: 'EventCommitteeAdded',
  data: {
    eventId,
    eventCommitteeId,
    committeeId: abbr,
    category: 'country',
    abbr,
    seats: 10,
    chairUsername: null,
    deputyChair1Username: null,
    deputyChair2Username: null,
    ...stamp,
  },
});
type SeatOf = { eventCommitteeId: string; countryId: string | null } | null;
const assigned = (registrationId: string, eventCommitteeId: string, countryId: string | null, previous: SeatOf = null) =>
  ({ type: 'DelegateAssigned', data: { eventId, registrationId, eventCommitteeId, countryId, previous, ...stamp } }) as const;
const unassigned = (
  registrationId: string,
  eventCommitteeId: string,
  countryId: string | null,
  reason: 'organiser' | 'left' = 'organiser',
) => ({ type: 'DelegateUnassigned', data: { eventId, registrationId, eventCommitteeId, countryId, reason, ...stamp } }) as const;
const published = (changes: PublishedChange[], atOnce = false): CommitteesStreamEvent => ({
  type: 'AllocationPublished',
  data: { eventId, changes, atOnce, ...stamp },
});
const modeChanged = (mode: PublishMode, previous: PublishMode): CommitteesStreamEvent => ({
  type: 'AllocationPublishModeChanged',
  data: { eventId, mode, previous, ...stamp },
});
const change = (
  registrationId: string,
  seat: SeatOf,
  previous: SeatOf = null,
  source: 'organiser' | 'allocation' = 'organiser',
): PublishedChange => ({
  registrationId,
  seat,
  previous,
  source,
});
const seat = (eventCommitteeId: string, countryId: string | null) => ({ eventCommitteeId, countryId });

const publish: EventCommitteeCommand = { type: 'PublishAllocation', eventId, ...stamp };
const setMode = (mode: PublishMode): EventCommitteeCommand => ({ type: 'SetPublishMode', eventId, mode, ...stamp });
const assign = (registrationId: string, eventCommitteeId: string, countryId: string | null): EventCommitteeCommand => ({
  type: 'AssignDelegate',
  eventId,
  registrationId,
  eventCommitteeId,
  country: countryId === null ? null : { id: countryId, name: countryId.toUpperCase(), tier: 'B' },
  delegate: { munExperience: 3 },
  respectLock: false,
  ...stamp,
});
const unassign = (registrationId: string): EventCommitteeCommand => ({
  type: 'UnassignDelegate',
  eventId,
  registrationId,
  reason: 'organiser',
  ...stamp,
});

const committees = [committee('disec', 'DISEC'), committee('unsc', 'UNSC')];
const drafts = [...committees, assigned('r1', 'disec', 'fr'), assigned('r2', 'unsc', 'cl')];

describe('publishing the allocation', () => {
  it('publishes every draft seat in one event, with where each delegate sat before (nowhere yet)', () =>
    given(drafts)
      .when(publish)
      .then([published([change('r1', seat('disec', 'fr')), change('r2', seat('unsc', 'cl'))])]));

  it('stores nothing when every delegate already sees their seat', () => {
    given(committees).when(publish).then([]);
    given([...drafts, published([change('r1', seat('disec', 'fr')), change('r2', seat('unsc', 'cl'))])])
      .when(publish)
      .then([]);
  });

  it('publishes only what changed since, moves and unassignments included', () =>
    given([
      ...drafts,
      published([change('r1', seat('disec', 'fr')), change('r2', seat('unsc', 'cl'))]),
      assigned('r1', 'unsc', 'fr', seat('disec', 'fr')),
      unassigned('r2', 'unsc', 'cl'),
      assigned('r3', 'disec', null),
    ])
      .when(publish)
      .then([
        published([
          change('r1', seat('unsc', 'fr'), seat('disec', 'fr')),
          change('r2', null, seat('unsc', 'cl')),
          change('r3', seat('disec', null)),
        ]),
      ]));

  it('publishes nothing for a draft moved back to the seat its delegate already sees', () =>
    given([
      ...drafts,
      published([change('r1', seat('disec', 'fr')), change('r2', seat('unsc', 'cl'))]),
      assigned('r1', 'unsc', 'fr', seat('disec', 'fr')),
      assigned('r1', 'disec', 'fr', seat('unsc', 'fr')),
    ])
      .when(publish)
      .then([]));

  it('says which seats a global allocation run gave', () => {
    const placements: AllocationPlacement[] = [{ registrationId: 'r4', eventCommitteeId: 'unsc', countryId: 'ng' }];
    given([...drafts, { type: 'AllocationApplied', data: { eventId, runId: 'run-1', strategy: 'spec', placements, ...stamp } }])
      .when(publish)
      .then([
        published([
          change('r1', seat('disec', 'fr')),
          change('r2', seat('unsc', 'cl')),
          change('r4', seat('unsc', 'ng'), null, 'allocation'),
        ]),
      ]);
  });

  it('forgets the seat of a delegate who left: they are not told, and nothing is left to publish', () =>
    given([
      ...drafts,
      published([change('r1', seat('disec', 'fr')), change('r2', seat('unsc', 'cl'))]),
      unassigned('r1', 'disec', 'fr', 'left'),
    ])
      .when(publish)
      .then([]));
});

describe('batched or at once', () => {
  const afterFirst = [...drafts, published([change('r1', seat('disec', 'fr')), change('r2', seat('unsc', 'cl'))])];

  it('keeps changes private until the next Publish while batched (the default)', () => {
    given(afterFirst)
      .when(assign('r3', 'disec', 'ng'))
      .then([assigned('r3', 'disec', 'ng')]);
    given(afterFirst)
      .when(unassign('r1'))
      .then([unassigned('r1', 'disec', 'fr')]);
  });

  it('publishes each later change as it is made when at once', () => {
    const atOnce = [...afterFirst, modeChanged('at_once', 'batched')];
    given(atOnce)
      .when(assign('r1', 'unsc', 'fr'))
      .then([assigned('r1', 'unsc', 'fr', seat('disec', 'fr')), published([change('r1', seat('unsc', 'fr'), seat('disec', 'fr'))], true)]);
    given(atOnce)
      .when(unassign('r2'))
      .then([unassigned('r2', 'unsc', 'cl'), published([change('r2', null, seat('unsc', 'cl'))], true)]);
  });

  it('publishes nothing at once before the allocation was first published', () =>
    given([...drafts, modeChanged('at_once', 'batched')])
      .when(assign('r3', 'disec', 'ng'))
      .then([assigned('r3', 'disec', 'ng')]));

  it('publishes at once only the delegate the change concerns, leaving other drafts for Publish', () =>
    given([...afterFirst, assigned('r2', 'disec', 'cl', seat('unsc', 'cl')), modeChanged('at_once', 'batched')])
      .when(assign('r3', 'unsc', 'ng'))
      .then([assigned('r3', 'unsc', 'ng'), published([change('r3', seat('unsc', 'ng'))], true)]));

  it('publishes a global allocation run’s placements at once, one change per delegate', () => {
    const placements: AllocationPlacement[] = [
      { registrationId: 'r5', eventCommitteeId: 'unsc', countryId: 'ng' },
      { registrationId: 'r6', eventCommitteeId: 'disec', countryId: null },
    ];
    const unlocked: CommitteesStreamEvent = { type: 'DelegatesUnlocked', data: { eventId, registrationIds: ['r5', 'r6'], ...stamp } };
    const apply: EventCommitteeCommand = {
      type: 'ApplyAllocation',
      eventId,
      runId: 'run-2',
      strategy: 'optimal',
      // Two committees, two seats and the unlock: publishing changes nothing a run depends on.
      basis: 5,
      placements,
      delegates: new Map([
        ['r5', { munExperience: 3 }],
        ['r6', { munExperience: 3 }],
      ]),
      countries: new Map([['ng', { id: 'ng', name: 'Nigeria', tier: 'B' }]]),
      ...stamp,
    };
    given([...afterFirst, unlocked, modeChanged('at_once', 'batched')])
      .when(apply)
      .then([
        { type: 'AllocationApplied', data: { eventId, runId: 'run-2', strategy: 'optimal', placements, ...stamp } },
        published([change('r5', seat('unsc', 'ng'), null, 'allocation'), change('r6', seat('disec', null), null, 'allocation')], true),
      ]);
  });

  it('stores the setting as an event, and nothing when it is already so', () => {
    given(committees)
      .when(setMode('at_once'))
      .then([modeChanged('at_once', 'batched')]);
    given(committees).when(setMode('batched')).then([]);
    given([...committees, modeChanged('at_once', 'batched')])
      .when(setMode('batched'))
      .then([modeChanged('batched', 'at_once')]);
  });
});
