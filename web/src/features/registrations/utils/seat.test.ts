import { describe, expect, it } from 'vitest';
import { documentsFor, NOT_ASSIGNED_YET, seatOf } from './seat';

describe('the seat on the delegate page', () => {
  it('reads Not assigned yet until a seat is published', () => {
    expect(seatOf(null)).toEqual({
      committee: NOT_ASSIGNED_YET,
      category: null,
      country: NOT_ASSIGNED_YET,
      flag: null,
      eventCommitteeId: null,
    });
    expect(seatOf({ assigned_committee: null, country: null })).toMatchObject({ committee: NOT_ASSIGNED_YET, country: NOT_ASSIGNED_YET });
  });

  it('names the committee with its category, and the country with its flag', () => {
    const seat = seatOf({
      assigned_committee: { id: 'ec1', abbr: 'DISEC', committee: 'Disarmament and International Security', category: 'country' },
      country: { id: '7', name: 'France', tier: 'A', code: 'FR', flag: '🇫🇷' },
    });
    expect(seat).toEqual({
      committee: 'DISEC – Disarmament and International Security',
      category: 'Country',
      country: 'France',
      flag: '🇫🇷',
      eventCommitteeId: 'ec1',
    });
    expect(seatOf({ assigned_committee: { id: 'ec1', abbr: 'DISEC', committee: 'DISEC', category: 'open' }, country: null })).toMatchObject(
      {
        committee: 'DISEC',
        category: 'Open Committees',
        country: NOT_ASSIGNED_YET,
      },
    );
  });
});

describe('documents on the delegate page', () => {
  const documents = [
    { doc_type: 'general', committeeId: null, title: 'Handbook' },
    { doc_type: 'DISEC', committeeId: 'ec1', title: 'DISEC guide' },
    { doc_type: 'UNSC', committeeId: 'ec2', title: 'UNSC guide' },
  ];

  it('lists only the delegate’s own committee under Committee Related', () => {
    expect(documentsFor(documents, 'ec1')).toEqual({ general: [documents[0]], committee: [documents[1]] });
    expect(documentsFor(documents, null)).toEqual({ general: [documents[0]], committee: [] });
  });
});
