import { describe, it } from 'vitest';
import { givenWhenThen } from '../../test/support/given-when-then';
import { awardErrors, awardsDecider, type AwardEvent, type AwardsCommand } from './awards';

const { given } = givenWhenThen(awardsDecider);
const chair = { by: 'chair', at: '2026-12-01T10:00:00.000Z' };
const organiser = { by: 'organiser', at: '2026-12-01T11:00:00.000Z' };
const inUnsc = { eventCommitteeId: 'unsc', countryId: 'fr' };

const nominate = (
  registrationId = 'r1',
  kindId = 'best-delegate',
  eventCommitteeId = 'unsc',
  seat: { eventCommitteeId: string; countryId: string } | null = inUnsc,
): AwardsCommand => ({
  type: 'NominateForAward',
  eventId: 'e1',
  registrationId,
  kindId,
  eventCommitteeId,
  seat,
  ...chair,
});
const nominated = (
  registrationId = 'r1',
  from: 'none' | 'withdrawn' | 'rejected' | 'revoked' = 'none',
  kindId = 'best-delegate',
): AwardEvent => ({
  type: 'AwardNominated',
  data: {
    eventId: 'e1',
    registrationId,
    kindId,
    kindName: kindId === 'best-delegate' ? 'Best Delegate' : 'Honourable Mention',
    eventCommitteeId: 'unsc',
    countryId: 'fr',
    from,
    ...chair,
  },
});
const decided = (
  type: 'AwardConfirmed' | 'AwardNominationRejected' | 'AwardRevoked' | 'AwardNominationWithdrawn',
  from: 'nominated' | 'confirmed',
  stamp = organiser,
): AwardEvent => ({
  type,
  data: {
    eventId: 'e1',
    registrationId: 'r1',
    kindId: 'best-delegate',
    kindName: 'Best Delegate',
    eventCommitteeId: 'unsc',
    from,
    ...stamp,
  },
});
const organiserDoes = (type: 'ConfirmAward' | 'RejectNomination' | 'RevokeAward'): AwardsCommand => ({
  type,
  eventId: 'e1',
  registrationId: 'r1',
  kindId: 'best-delegate',
  ...organiser,
});
const withdraw = (eventCommitteeId = 'unsc'): AwardsCommand => ({
  type: 'WithdrawNomination',
  eventId: 'e1',
  registrationId: 'r1',
  kindId: 'best-delegate',
  eventCommitteeId,
  ...chair,
});
const setKinds = (kinds: Array<{ id?: string; name: string; limit?: number | null }>): AwardsCommand => ({
  type: 'SetAwardKinds',
  eventId: 'e1',
  kinds,
  ...organiser,
});
const defaults = [
  { id: 'best-delegate', name: 'Best Delegate' },
  { id: 'outstanding-delegate', name: 'Outstanding Delegate' },
  { id: 'honourable-mention', name: 'Honourable Mention' },
  { id: 'best-position-paper', name: 'Best Position Paper' },
];

describe('nominations', () => {
  it('records a chair nominating a delegate of their committee, with the seat', () => given([]).when(nominate()).then([nominated()]));
  it('stores nothing for the same nomination twice', () => given([nominated()]).when(nominate()).then([]));
  it('refuses a delegate not seated in that committee, or not seated at all', () => {
    given([])
      .when(nominate('r1', 'best-delegate', 'unsc', { eventCommitteeId: 'disec', countryId: 'fr' }))
      .thenFails(awardErrors.notSeated().code);
    given([])
      .when(nominate('r1', 'best-delegate', 'unsc', null))
      .thenFails(awardErrors.notSeated().code);
  });
  it('refuses a kind the event does not give', () => given([]).when(nominate('r1', 'nobel')).thenFails('AWARD_KIND_NOT_FOUND'));
  it('allows one nomination per delegate and kind, another kind beside it', () => {
    given([nominated()])
      .when(nominate('r1', 'best-delegate', 'disec', { eventCommitteeId: 'disec', countryId: 'fr' }))
      .thenFails('ALREADY_NOMINATED');
    given([nominated()])
      .when(nominate('r1', 'honourable-mention'))
      .then([nominated('r1', 'none', 'honourable-mention')]);
  });
  it('keeps to a kind’s limit per committee', () => {
    const limited: AwardEvent = {
      type: 'AwardKindChanged',
      data: {
        eventId: 'e1',
        kindId: 'best-delegate',
        previous: { name: 'Best Delegate', limit: null },
        name: 'Best Delegate',
        limit: 1,
        ...organiser,
      },
    };
    given([limited, nominated()]).when(nominate('r2')).thenFails('AWARD_LIMIT_REACHED');
    given([limited, nominated(), decided('AwardNominationWithdrawn', 'nominated', chair)])
      .when(nominate('r2'))
      .then([nominated('r2')]);
  });
  it('lets the chair withdraw before the organiser decides, once, and nominate again', () => {
    given([nominated()])
      .when(withdraw())
      .then([decided('AwardNominationWithdrawn', 'nominated', chair)]);
    given([nominated(), decided('AwardNominationWithdrawn', 'nominated', chair)])
      .when(withdraw())
      .then([]);
    given([nominated(), decided('AwardNominationWithdrawn', 'nominated', chair)])
      .when(nominate())
      .then([nominated('r1', 'withdrawn')]);
    given([nominated(), decided('AwardConfirmed', 'nominated')])
      .when(withdraw())
      .thenFails('NOMINATION_DECIDED');
    given([nominated()]).when(withdraw('disec')).thenFails('NOMINATION_NOT_FOUND');
  });
});

describe("the organiser's decisions", () => {
  it('confirms an open nomination; confirming twice stores nothing', () => {
    given([nominated()])
      .when(organiserDoes('ConfirmAward'))
      .then([decided('AwardConfirmed', 'nominated')]);
    given([nominated(), decided('AwardConfirmed', 'nominated')])
      .when(organiserDoes('ConfirmAward'))
      .then([]);
  });
  it('rejects an open nomination, and cannot confirm it afterwards', () => {
    given([nominated()])
      .when(organiserDoes('RejectNomination'))
      .then([decided('AwardNominationRejected', 'nominated')]);
    given([nominated(), decided('AwardNominationRejected', 'nominated')])
      .when(organiserDoes('ConfirmAward'))
      .thenFails('NOMINATION_NOT_OPEN');
  });
  it('revokes a confirmed award only, once', () => {
    given([nominated()]).when(organiserDoes('RevokeAward')).thenFails('AWARD_NOT_CONFIRMED');
    given([nominated(), decided('AwardConfirmed', 'nominated')])
      .when(organiserDoes('RevokeAward'))
      .then([decided('AwardRevoked', 'confirmed')]);
    given([nominated(), decided('AwardConfirmed', 'nominated'), decided('AwardRevoked', 'confirmed')])
      .when(organiserDoes('RevokeAward'))
      .then([]);
  });
  it('knows no nomination that was never made', () => given([]).when(organiserDoes('ConfirmAward')).thenFails('NOMINATION_NOT_FOUND'));
});

describe("the event's list of awards", () => {
  it('stores nothing when the list is the same', () => given([]).when(setKinds(defaults)).then([]));
  it('adds, renames and removes kinds', () =>
    given([])
      .when(
        setKinds([{ id: 'best-delegate', name: 'Best Delegate Award', limit: 1 }, defaults[1]!, defaults[2]!, { name: 'Best Speaker' }]),
      )
      .then([
        { type: 'AwardKindRemoved', data: { eventId: 'e1', kindId: 'best-position-paper', name: 'Best Position Paper', ...organiser } },
        {
          type: 'AwardKindChanged',
          data: {
            eventId: 'e1',
            kindId: 'best-delegate',
            previous: { name: 'Best Delegate', limit: null },
            name: 'Best Delegate Award',
            limit: 1,
            ...organiser,
          },
        },
        { type: 'AwardKindAdded', data: { eventId: 'e1', kindId: 'kind-1', name: 'Best Speaker', limit: null, ...organiser } },
      ]));
  it('refuses to remove a kind with open or confirmed nominations, and allows it once they are withdrawn', () => {
    given([nominated()])
      .when(setKinds(defaults.slice(1)))
      .thenFails('AWARD_KIND_IN_USE');
    given([nominated(), decided('AwardConfirmed', 'nominated')])
      .when(setKinds(defaults.slice(1)))
      .thenFails('AWARD_KIND_IN_USE');
    given([nominated(), decided('AwardNominationWithdrawn', 'nominated', chair)])
      .when(setKinds(defaults.slice(1)))
      .then([{ type: 'AwardKindRemoved', data: { eventId: 'e1', kindId: 'best-delegate', name: 'Best Delegate', ...organiser } }]);
  });
  it('refuses empty, repeated and unknown kinds', () => {
    given([])
      .when(setKinds([{ name: '  ' }]))
      .thenFails('AWARD_KIND_NAME_REQUIRED');
    given([])
      .when(setKinds([...defaults, { name: 'best delegate' }]))
      .thenFails('AWARD_KIND_NAME_REPEATED');
    given([])
      .when(setKinds([{ id: 'nobel', name: 'Nobel' }]))
      .thenFails('AWARD_KIND_NOT_FOUND');
  });
});
