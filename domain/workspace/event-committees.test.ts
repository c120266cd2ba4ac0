import { describe, expect, it } from 'vitest';
import { givenWhenThen } from '../../test/support/given-when-then';
import { parseOrReject } from '../shared/validation';
import { agendaMessages, committeeMessages, saveEventCommitteeSchema, updateAgendaSchema } from './event-committee-rules';
import { eventCommitteesDecider, type CommitteeSettings, type CommitteesStreamEvent, type EventCommitteeEvent } from './event-committees';

const { given } = givenWhenThen(eventCommitteesDecider);
const at = '2026-11-25T10:00:00.000Z';
const stamp = { by: 'organiser', at };
const eventId = 'e1';

const unsc: CommitteeSettings = {
  committeeId: '1',
  category: 'country',
  abbr: 'UNSC',
  seats: 50,
  chairUsername: 'amir1234',
  deputyChair1Username: null,
  deputyChair2Username: null,
};
const added = (eventCommitteeId = 'ec1', settings: CommitteeSettings = unsc): EventCommitteeEvent => ({
  type: 'EventCommitteeAdded',
  data: { eventId, eventCommitteeId, ...settings, ...stamp },
});
const agendaAdded = (agendaId = 'a1', eventCommitteeId = 'ec1', title = 'Cyber security'): EventCommitteeEvent => ({
  type: 'AgendaItemAdded',
  data: { eventId, eventCommitteeId, agendaId, agendaAbbr: 'UNSC', title, ...stamp },
});
const update = (settings: Partial<CommitteeSettings>, committee = { committeeId: '1', abbr: 'UNSC' }) => ({
  type: 'UpdateEventCommittee' as const,
  eventId,
  eventCommitteeId: 'ec1',
  committee,
  settings,
  ...stamp,
});

describe('event committees', () => {
  it('adds a catalogue committee to the event', () =>
    given([])
      .when({ type: 'AddEventCommittee', eventId, eventCommitteeId: 'ec1', settings: unsc, ...stamp })
      .then([added()]));

  it('lets a catalogue committee appear once per event', () =>
    given([added()])
      .when({ type: 'AddEventCommittee', eventId, eventCommitteeId: 'ec2', settings: { ...unsc, seats: 20 }, ...stamp })
      .thenFails('EVENT_COMMITTEE_EXISTS', committeeMessages.duplicate('UNSC')));

  it('stores nothing when the same request comes again', () =>
    given([added()])
      .when({ type: 'AddEventCommittee', eventId, eventCommitteeId: 'ec1', settings: unsc, ...stamp })
      .then([]));

  it('stores only the settings that changed, with their values before', () =>
    given([added()])
      .when(update({ seats: 60, chairUsername: 'amir1234', deputyChair1Username: 'sara2345' }))
      .then([
        {
          type: 'EventCommitteeUpdated',
          data: {
            eventId,
            eventCommitteeId: 'ec1',
            changes: { seats: 60, deputyChair1Username: 'sara2345' },
            previous: { seats: 50, deputyChair1Username: null },
            ...stamp,
          },
        },
      ]));

  it('stores nothing for an update that changes nothing', () =>
    given([added()])
      .when(update({ seats: 50, category: 'country' }))
      .then([]));

  it('takes the new catalogue committee and its abbreviation, unless the event has it already', () => {
    given([added()])
      .when(update({}, { committeeId: '2', abbr: 'DISEC' }))
      .then([
        {
          type: 'EventCommitteeUpdated',
          data: {
            eventId,
            eventCommitteeId: 'ec1',
            changes: { committeeId: '2', abbr: 'DISEC' },
            previous: { committeeId: '1', abbr: 'UNSC' },
            ...stamp,
          },
        },
      ]);
    given([added(), added('ec2', { ...unsc, committeeId: '2', abbr: 'DISEC' })])
      .when(update({}, { committeeId: '2', abbr: 'DISEC' }))
      .thenFails('EVENT_COMMITTEE_EXISTS');
  });

  it('refuses to update or delete a committee the event does not have', () => {
    given([])
      .when(update({ seats: 10 }))
      .thenFails('EVENT_COMMITTEE_NOT_FOUND', committeeMessages.notFound);
    given([
      added(),
      {
        type: 'EventCommitteeDeleted',
        data: { eventId, eventCommitteeId: 'ec1', committeeId: '1', abbr: 'UNSC', agendaIds: [], ...stamp },
      },
    ])
      .when({ type: 'DeleteEventCommittee', eventId, eventCommitteeId: 'ec1', ...stamp })
      .thenFails('EVENT_COMMITTEE_NOT_FOUND');
  });

  it('deletes a committee together with its agendas', () =>
    given([
      added(),
      added('ec2', { ...unsc, committeeId: '2', abbr: 'DISEC' }),
      agendaAdded('a1'),
      agendaAdded('a2'),
      agendaAdded('a3', 'ec2'),
    ])
      .when({ type: 'DeleteEventCommittee', eventId, eventCommitteeId: 'ec1', ...stamp })
      .then([
        {
          type: 'EventCommitteeDeleted',
          data: { eventId, eventCommitteeId: 'ec1', committeeId: '1', abbr: 'UNSC', agendaIds: ['a1', 'a2'], ...stamp },
        },
      ]));

  it('lets the committee come back once deleted, and its old agendas stay gone', () => {
    const history: EventCommitteeEvent[] = [
      added(),
      agendaAdded('a1'),
      {
        type: 'EventCommitteeDeleted',
        data: { eventId, eventCommitteeId: 'ec1', committeeId: '1', abbr: 'UNSC', agendaIds: ['a1'], ...stamp },
      },
    ];
    given(history)
      .when({ type: 'AddEventCommittee', eventId, eventCommitteeId: 'ec9', settings: unsc, ...stamp })
      .then([added('ec9')]);
    given(history)
      .when({ type: 'RetitleAgendaItem', eventId, agendaId: 'a1', title: 'Again', ...stamp })
      .thenFails('AGENDA_NOT_FOUND');
  });

  describe('with delegates assigned', () => {
    const assignedEvents: CommitteesStreamEvent[] = Array.from({ length: 30 }, (_, index) => ({
      type: 'DelegateAssigned',
      data: { eventId, registrationId: `r${index}`, eventCommitteeId: 'ec1', countryId: null, previous: null, ...stamp },
    }));
    const assigned = [added(), ...assignedEvents].reduce(eventCommitteesDecider.evolve, eventCommitteesDecider.initialState);

    it('counts them', () => expect(assigned.committees.get('ec1')?.assigned).toBe(30));

    it('cannot be shrunk below the delegates assigned to it', () => {
      expect(() => eventCommitteesDecider.decide(update({ seats: 29 }), assigned)).toThrow(committeeMessages.seatsBelowAssigned(30));
      expect(eventCommitteesDecider.decide(update({ seats: 30 }), assigned)).toHaveLength(1);
    });

    it('cannot be deleted while delegates are assigned', () =>
      expect(() =>
        eventCommitteesDecider.decide({ type: 'DeleteEventCommittee', eventId, eventCommitteeId: 'ec1', ...stamp }, assigned),
      ).toThrow(committeeMessages.deleteWhileAssigned(30)));

    it('starts with none assigned', () => {
      const state = [added()].reduce(eventCommitteesDecider.evolve, eventCommitteesDecider.initialState);
      expect(state.committees.get('ec1')?.assigned).toBe(0);
    });
  });
});

describe('agendas', () => {
  const save = (title: string, eventCommitteeId = 'ec1', agendaId = 'a1') =>
    ({ type: 'SaveAgendaItem', eventId, eventCommitteeId, agendaId, agendaAbbr: ' UNSC ', title, ...stamp }) as const;

  it('adds an agenda item to a committee of the event', () => given([added()]).when(save('  Cyber security ')).then([agendaAdded()]));

  it('needs a title and a committee of the event', () => {
    given([added()]).when(save('   ')).thenFails('VALIDATION_FAILED', agendaMessages.titleEmpty);
    given([added()]).when(save('Cyber', 'nope')).thenFails('EVENT_COMMITTEE_NOT_FOUND');
  });

  it('renames an item, and stores nothing when the title is the same', () => {
    given([added(), agendaAdded()])
      .when({ type: 'RetitleAgendaItem', eventId, agendaId: 'a1', title: 'Space law', ...stamp })
      .then([
        {
          type: 'AgendaItemRetitled',
          data: { eventId, eventCommitteeId: 'ec1', agendaId: 'a1', title: 'Space law', previous: 'Cyber security', ...stamp },
        },
      ]);
    given([added(), agendaAdded()])
      .when({ type: 'RetitleAgendaItem', eventId, agendaId: 'a1', title: 'Cyber security ', ...stamp })
      .then([]);
    given([added(), agendaAdded()])
      .when({ type: 'RetitleAgendaItem', eventId, agendaId: 'a1', title: '', ...stamp })
      .thenFails('VALIDATION_FAILED', agendaMessages.titleEmpty);
  });

  it('deletes an item', () =>
    given([added(), agendaAdded()])
      .when({ type: 'DeleteAgendaItem', eventId, agendaId: 'a1', ...stamp })
      .then([
        { type: 'AgendaItemDeleted', data: { eventId, eventCommitteeId: 'ec1', agendaId: 'a1', title: 'Cyber security', ...stamp } },
      ]));
});

describe('request bodies', () => {
  it('defaults seats to 50 and the category to country, and parses seats as whole numbers', () => {
    expect(parseOrReject(saveEventCommitteeSchema, { eventId: 'e1', committeeId: 3 })).toMatchObject({
      committeeId: '3',
      seats: 50,
      category: 'country',
      chair_username: null,
    });
    expect(
      parseOrReject(saveEventCommitteeSchema, { eventId: 'e1', committeeId: '3', seats: '12', chair_username: ' Amir1234 ' }),
    ).toMatchObject({ seats: 12, chair_username: 'amir1234' });
    for (const seats of ['0', -3, 2.5, 'ten']) {
      expect(() => parseOrReject(saveEventCommitteeSchema, { eventId: 'e1', committeeId: '3', seats })).toThrow(committeeMessages.seats);
    }
    expect(() => parseOrReject(saveEventCommitteeSchema, { eventId: 'e1', committeeId: '' })).toThrow(committeeMessages.selectCommittee);
  });

  it('refuses an empty agenda title', () =>
    expect(() => parseOrReject(updateAgendaSchema, { agenda_title: '  ' })).toThrow(agendaMessages.titleEmpty));
});

describe('releasing the seat and chairs of a person who left the event', () => {
  const disec: CommitteeSettings = {
    ...unsc,
    committeeId: '2',
    abbr: 'DISEC',
    chairUsername: 'sara2345',
    deputyChair2Username: 'amir1234',
  };
  const seated: CommitteesStreamEvent = {
    type: 'DelegateAssigned',
    data: { eventId, registrationId: 'r1', eventCommitteeId: 'ec1', countryId: '7', previous: null, ...stamp },
  };
  const history: CommitteesStreamEvent[] = [added(), added('ec2', disec), seated];
  const release = (registrationId: string | null, username: string | null, reason: 'cancelled' | 'account_deleted' = 'cancelled') => ({
    type: 'ReleaseLeaver' as const,
    eventId,
    registrationId,
    username,
    reason,
    ...stamp,
  });
  const chairsReleased = (
    eventCommitteeId: string,
    fields: Partial<CommitteeSettings>,
    reason: 'cancelled' | 'account_deleted' = 'cancelled',
  ): CommitteesStreamEvent => ({
    type: 'EventCommitteeUpdated',
    data: {
      eventId,
      eventCommitteeId,
      changes: Object.fromEntries(Object.keys(fields).map((field) => [field, null])),
      previous: fields,
      reason,
      ...stamp,
    },
  });

  it('gives up the committee seat and every chair seat the username holds, in one decision', () =>
    given(history)
      .when(release('r1', 'amir1234'))
      .then([
        {
          type: 'DelegateUnassigned',
          data: { eventId, registrationId: 'r1', eventCommitteeId: 'ec1', countryId: '7', reason: 'left', ...stamp },
        },
        chairsReleased('ec1', { chairUsername: 'amir1234' }),
        chairsReleased('ec2', { deputyChair2Username: 'amir1234' }),
      ]));

  it('releases only chairs for someone who was no delegate (an account deleted)', () =>
    given(history)
      .when(release(null, 'sara2345', 'account_deleted'))
      .then([chairsReleased('ec2', { chairUsername: 'sara2345' }, 'account_deleted')]));

  it('leaves a chair given to someone else meanwhile, and stores nothing when run again', () => {
    const rechaired: CommitteesStreamEvent = {
      type: 'EventCommitteeUpdated',
      data: { eventId, eventCommitteeId: 'ec1', changes: { chairUsername: 'noor3456' }, previous: { chairUsername: 'amir1234' }, ...stamp },
    };
    given([...history, rechaired])
      .when(release(null, 'amir1234'))
      .then([chairsReleased('ec2', { deputyChair2Username: 'amir1234' })]);
    const unseated: CommitteesStreamEvent = {
      type: 'DelegateUnassigned',
      data: { eventId, registrationId: 'r1', eventCommitteeId: 'ec1', countryId: '7', reason: 'left', ...stamp },
    };
    const releasedOnce = [
      unseated,
      chairsReleased('ec1', { chairUsername: 'amir1234' }),
      chairsReleased('ec2', { deputyChair2Username: 'amir1234' }),
    ];
    given([...history, ...releasedOnce])
      .when(release('r1', 'amir1234'))
      .then([]);
  });

  it('shows the chairs empty and the seat free afterwards', () => {
    const before = history.reduce(eventCommitteesDecider.evolve, eventCommitteesDecider.initialState);
    const after = eventCommitteesDecider.decide(release('r1', 'amir1234'), before).reduce(eventCommitteesDecider.evolve, before);
    expect(after.committees.get('ec1')).toMatchObject({ chairUsername: null, assigned: 0 });
    expect(after.committees.get('ec2')).toMatchObject({ chairUsername: 'sara2345', deputyChair2Username: null });
  });
});
