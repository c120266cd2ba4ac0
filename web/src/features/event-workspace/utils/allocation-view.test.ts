import { describe, expect, it } from 'vitest';
import { delegateFixture } from '../testing/delegate-fixture';
import { allocationCrumbs, categoryFromParam, committeeAllocations, delegatesOf, FULL_LIST, selectedCommittee } from './allocation-view';

const committee = (id: string, abbr: string, category: string, seats = 10, assigned = 0) => ({
  id,
  abbr,
  category,
  seats,
  assigned,
  committee: { committee: `${abbr} committee` },
});
const committees = [
  committee('c1', 'UNSC', 'country'),
  committee('c2', 'WHO', 'country'),
  committee('r1', 'ICJ', 'role'),
  committee('o1', 'OPEN', 'open'),
];

describe('selectedCommittee', () => {
  it('keeps the committee chosen when it is of the category, and the full list', () => {
    expect(selectedCommittee(committees, 'country', 'c2')).toBe('c2');
    expect(selectedCommittee(committees, 'role', FULL_LIST)).toBe(FULL_LIST);
  });

  it('opens the category’s first committee otherwise, else the full list', () => {
    expect(selectedCommittee(committees, 'country', null)).toBe('c1');
    expect(selectedCommittee(committees, 'role', 'c2')).toBe('r1');
    expect(selectedCommittee(committees, 'crisis', null)).toBe(FULL_LIST);
  });

  it('reads the category of the URL, Country otherwise', () => {
    expect(categoryFromParam('crisis')).toBe('crisis');
    expect(categoryFromParam('nonsense')).toBe('country');
  });
});

describe('allocationCrumbs', () => {
  it('names the category and the open committee, or FULL LIST', () => {
    expect(allocationCrumbs(committees, 'country', 'c2')).toEqual(['Country', 'WHO']);
    expect(allocationCrumbs(committees, 'open', null)).toEqual(['Open Committees', 'OPEN']);
    expect(allocationCrumbs(committees, 'crisis', null)).toEqual(['Crisis', 'FULL LIST']);
  });
});

describe('delegatesOf', () => {
  it('lists the committee’s delegates, or all on the full list', () => {
    const delegates = [
      delegateFixture({ id: 'a', assigned_committees: 'c1' }),
      delegateFixture({ id: 'b' }),
      delegateFixture({ id: 'c', assigned_committees: 'c2' }),
    ];
    expect(delegatesOf(delegates, 'c1').map((delegate) => delegate.id)).toEqual(['a']);
    expect(delegatesOf(delegates, FULL_LIST)).toHaveLength(3);
  });
});

describe('committeeAllocations', () => {
  it('gives each committee’s seats, delegates assigned and status, by category in tab order', () => {
    const rows = committeeAllocations([
      committee('o1', 'OPEN', 'open', 10, 10),
      committee('c1', 'UNSC', 'country', 10, 7),
      committee('r1', 'ICJ', 'role', 10, 2),
    ]);
    expect(rows.map(({ abbr, category, seats, assigned, status }) => [abbr, category, seats, assigned, status])).toEqual([
      ['UNSC', 'Country', 10, 7, 'Filling'],
      ['ICJ', 'Role', 10, 2, 'Open'],
      ['OPEN', 'Open Committees', 10, 10, 'Full'],
    ]);
  });
});
