import { describe, expect, it } from 'vitest';
import { eventDates, matchesEvent, phaseLabel, shortEventId } from './event-rows';

const event = { id: '7f3c2a91-4b6e-4d0a-9c1e-2f8b5a6d3e10', name: 'Dubai Model UN', locality: { id: 'l-1', name: 'Al Barsha' } };

describe('shortEventId', () => {
  it('is the id up to its first dash', () => {
    expect(shortEventId(event.id)).toBe('7f3c2a91');
    expect(shortEventId('plain')).toBe('plain');
  });
});

describe('eventDates', () => {
  it('shows start - end in en-GB', () => {
    expect(eventDates({ start_date: '2026-06-01', end_date: '2026-06-03' })).toBe('01/06/2026 - 03/06/2026');
  });
});

describe('phaseLabel', () => {
  it('capitalises the phase', () => {
    expect(phaseLabel('ongoing')).toBe('Ongoing');
  });
});

describe('matchesEvent', () => {
  it('matches the name, the locality or the id, ignoring case', () => {
    expect(matchesEvent(event, 'model un')).toBe(true);
    expect(matchesEvent(event, 'BARSHA')).toBe(true);
    expect(matchesEvent(event, '7F3C2A91-4b6e')).toBe(true);
    expect(matchesEvent(event, 'Sharjah')).toBe(false);
  });

  it('matches everything with an empty search and copes with an event without a locality', () => {
    expect(matchesEvent({ ...event, locality: null }, '  ')).toBe(true);
    expect(matchesEvent({ ...event, locality: null }, 'barsha')).toBe(false);
  });
});
