import { describe, expect, it } from 'vitest';
import { emptyTabText, eventsByTab, type TabbableEvent } from './dashboard-tabs';

const event = (id: string, start: string | null, end: string | null, status = 'approved'): TabbableEvent => ({
  id,
  start_date: start,
  end_date: end,
  status,
});
const ids = (list: TabbableEvent[]) => list.map((item) => item.id);
const today = '2026-03-10';
const none = new Set<string>();

describe('eventsByTab', () => {
  it('puts an event ending today or later in Upcoming and one ended before today in Past', () => {
    const tabs = eventsByTab(
      [
        event('ends-today', '2026-03-08', '2026-03-10'),
        event('ended', '2026-03-01', '2026-03-09'),
        event('later', '2026-04-01', '2026-04-02'),
      ],
      { today, registeredEventIds: none },
    );
    expect(ids(tabs.Upcoming)).toEqual(['ends-today', 'later']);
    expect(ids(tabs.Past)).toEqual(['ended']);
  });

  it('uses the start date when there is no end date', () => {
    const tabs = eventsByTab([event('past-start', '2026-03-09', null), event('future-start', '2026-03-11', null)], {
      today,
      registeredEventIds: none,
    });
    expect(ids(tabs.Past)).toEqual(['past-start']);
    expect(ids(tabs.Upcoming)).toEqual(['future-start']);
  });

  it('keeps cancelled events out of Upcoming and Past', () => {
    const tabs = eventsByTab([event('c1', '2026-04-01', '2026-04-02', 'cancelled'), event('c2', '2026-01-01', '2026-01-02', 'cancelled')], {
      today,
      registeredEventIds: none,
    });
    expect(ids(tabs.Cancelled)).toEqual(['c1', 'c2']);
    expect(tabs.Upcoming).toEqual([]);
    expect(tabs.Past).toEqual([]);
  });

  it('lists registered events in Registered as well as in their own tab', () => {
    const tabs = eventsByTab([event('mine', '2026-04-01', '2026-04-02'), event('other', '2026-04-01', '2026-04-02')], {
      today,
      registeredEventIds: new Set(['mine']),
    });
    expect(ids(tabs.Registered)).toEqual(['mine']);
    expect(ids(tabs.Upcoming)).toEqual(['mine', 'other']);
  });

  it('reads dates sent as date-times as UAE days', () => {
    // 21:00 UTC on the 9th is already the 10th in the UAE.
    const tabs = eventsByTab([event('late', '2026-03-09T21:00:00Z', '2026-03-09T21:00:00Z')], { today, registeredEventIds: none });
    expect(ids(tabs.Upcoming)).toEqual(['late']);
  });
});

describe('emptyTabText', () => {
  it('names the tab', () => {
    expect(emptyTabText('Upcoming')).toBe('No Upcoming events');
    expect(emptyTabText('Registered')).toBe('No Registered events');
  });
});
