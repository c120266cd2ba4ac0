import { describe, expect, it } from 'vitest';
import { readHistoryFilters, statusChangesFilters, type HistoryFilters } from './history-filters';

const none: HistoryFilters = { entityType: '', entityId: '', actorId: '', from: '', to: '' };

describe('history filters in the URL', () => {
  it('reads the filters and the page', () => {
    const params = new URLSearchParams('entityType=user&entityId=u-1&actorId=a-1&from=2026-03-01&to=2026-03-31&page=2');
    expect(readHistoryFilters(params)).toEqual({
      entityType: 'user',
      entityId: 'u-1',
      actorId: 'a-1',
      from: '2026-03-01',
      to: '2026-03-31',
      page: 2,
    });
  });

  it('drops an unknown entity type, a day that does not exist and a bad page', () => {
    const params = new URLSearchParams('entityType=planet&from=2026-02-30&to=yesterday&page=-1');
    expect(readHistoryFilters(params)).toEqual({ ...none, page: 1 });
  });
});

describe('the status-changes filters', () => {
  it('sends only the filters that are set', () => {
    expect(statusChangesFilters({ ...none, entityType: 'school' })).toEqual({ entityType: 'school' });
    expect(statusChangesFilters(none)).toEqual({});
  });

  it('turns days into the viewer’s whole days', () => {
    const query = statusChangesFilters({ ...none, from: '2026-03-01', to: '2026-03-31' });
    expect(query.from).toBe(new Date(2026, 2, 1).toISOString());
    expect(query.to).toBe(new Date(new Date(2026, 3, 1).getTime() - 1).toISOString());
  });
});
