import { describe, expect, it } from 'vitest';
import type { LocalityRow } from '../api/get-locality-rows';
import type { School } from '../api/get-schools';
import { listView, PAGE_SIZE } from './list-view';
import { matchesLocalityRow, matchesSchool } from './search';

const school: School = {
  id: 's-1',
  code: 'DU_REP_BAR',
  name: 'Repton School',
  locality_id: 'l-1',
  area_id: 'a-1',
  locality: { id: 'l-1', code: 'DU', name: 'Dubai' },
  area: { id: 'a-1', code: 'BAR', name: 'Al Barsha', status: 'Active' },
  status: 'Flagged',
};

const row: LocalityRow = {
  id: 'l-1:a-1',
  locality_id: 'l-1',
  locality_code: 'DU',
  locality_name: 'Dubai',
  area_id: 'a-1',
  area_code: 'BAR',
  area_name: 'Al Barsha',
  status: 'Blocked',
  linkedSchoolsCount: 4,
  linkedStudentsCount: 137,
};

describe('Schools search (spec §5)', () => {
  it('matches code, name, locality, area and status, ignoring case', () => {
    for (const query of ['du_rep', 'REPTON', 'dubai', 'al bar', 'bar', 'flag', '  Repton  '])
      expect(matchesSchool(school, query), query).toBe(true);
  });

  it('does not match ids or absent text, and copes with a school without an area', () => {
    expect(matchesSchool(school, 's-1')).toBe(false);
    expect(matchesSchool(school, 'sharjah')).toBe(false);
    expect(matchesSchool({ ...school, area: null, area_id: null }, 'barsha')).toBe(false);
    expect(matchesSchool({ ...school, area: null, area_id: null }, 'repton')).toBe(true);
  });

  it('lets everything through an empty search', () => {
    expect(matchesSchool(school, '')).toBe(true);
    expect(matchesSchool(school, '   ')).toBe(true);
  });
});

describe('Localities search (spec §2.6): the seven columns', () => {
  it('matches locality code and name, area code and name, both counts and status', () => {
    for (const query of ['du', 'DUBAI', 'bar', 'al barsha', '4', '137', 'blocked'])
      expect(matchesLocalityRow(row, query), query).toBe(true);
  });

  it('does not match the row id or other text', () => {
    expect(matchesLocalityRow(row, 'l-1')).toBe(false);
    expect(matchesLocalityRow(row, 'jumeirah')).toBe(false);
    expect(matchesLocalityRow(row, '99')).toBe(false);
  });

  it('copes with the row without an area', () => {
    const bare = { ...row, id: 'l-1', area_id: null, area_code: null, area_name: null };
    expect(matchesLocalityRow(bare, 'dubai')).toBe(true);
    expect(matchesLocalityRow(bare, 'barsha')).toBe(false);
  });
});

describe('a list page: tab, search, 7 rows', () => {
  const schools: School[] = Array.from({ length: 30 }, (_, index) => ({
    ...school,
    id: `s-${index}`,
    name: `School ${index}`,
    locality: index < 20 ? school.locality : { id: 'l-2', code: 'SHJ', name: 'Sharjah' },
  }));
  const options = { tab: 'dubai' as const, search: '', page: 1, localityOf: (item: School) => item.locality, matches: matchesSchool };

  it('shows the first 7 rows of the tab with the totals for "Showing 1 to 7 of N"', () => {
    const view = listView(schools, options);
    expect(view.rows.map((item) => item.name)).toEqual(Array.from({ length: PAGE_SIZE }, (_, index) => `School ${index}`));
    expect(view).toMatchObject({ from: 1, to: 7, total: 20, pageCount: 3, page: 1 });
  });

  it('clamps a page past the end and searches within the tab', () => {
    expect(listView(schools, { ...options, page: 9 })).toMatchObject({ from: 15, to: 20, page: 3 });
    expect(listView(schools, { ...options, search: 'school 2' })).toMatchObject({ total: 1 });
    expect(listView(schools, { ...options, tab: 'sharjah', search: 'school 2' })).toMatchObject({ total: 10 });
    expect(listView(schools, { ...options, search: 'nothing' })).toMatchObject({ rows: [], total: 0, from: 0, to: 0 });
  });
});
