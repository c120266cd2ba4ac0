import { describe, expect, it } from 'vitest';
import { delegateFixture } from '../../testing/delegate-fixture';
import { FULL_LIST } from '../../utils/allocation-view';
import { addProblem, searchDelegatesToAdd } from './delegate-search-add';

const amira = delegateFixture({ id: 'a', mun_experience: 4, user: { ...delegateFixture({ id: 'a' }).user, fullname: 'Amira Khan' } });
const omar = delegateFixture({
  id: 'o',
  mun_experience: 1,
  user: { ...delegateFixture({ id: 'o' }).user, fullname: 'Omar Saleh', school: { name: 'Dubai College', locality: { name: '' } } },
});

describe('searchDelegatesToAdd', () => {
  it('finds delegates by name, MUN experience or school, any case', () => {
    const names = (query: string) => searchDelegatesToAdd([amira, omar], query).map((delegate) => delegate.id);
    expect(names('KHAN')).toEqual(['a']);
    expect(names('4 years')).toEqual(['a']);
    expect(names('1 year')).toEqual(['o']);
    expect(names('dubai')).toEqual(['o']);
    expect(names('  ')).toEqual([]);
  });

  it('stops at the limit', () => {
    const many = Array.from({ length: 50 }, (_, index) => delegateFixture({ id: String(index) }));
    expect(searchDelegatesToAdd(many, 'delegate')).toHaveLength(20);
  });
});

describe('addProblem', () => {
  it('needs a committee and an unlocked delegate', () => {
    expect(addProblem(FULL_LIST, { locked: false })).toBe('Please select a specific committee first');
    expect(addProblem('c1', { locked: true })).toBe('This delegate is locked and cannot be assigned');
    expect(addProblem('c1', { locked: false })).toBeNull();
  });
});
