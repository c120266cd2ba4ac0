import { describe, expect, it } from 'vitest';
import { draftProblem, emptyDraft, searchCatalogue, seatsOf } from './committee-rows';

describe('committee rows', () => {
  it('says what is missing before a save or an update, in the spec’s words', () => {
    expect(draftProblem(null, 'save')).toBe('No row selected to save');
    expect(draftProblem(null, 'update')).toBe('No row selected to update');
    expect(draftProblem(emptyDraft(), 'save')).toBe('Please select a committee before saving');
    expect(draftProblem({ ...emptyDraft(), committeeName: 'Sec', seats: ' ' }, 'update')).toBe(
      'Please enter a number of seats before updating',
    );
    expect(draftProblem({ ...emptyDraft(), committeeName: 'Sec', seats: '' }, 'save')).toBe('Please enter a number of seats before saving');
    expect(draftProblem({ ...emptyDraft(), committeeName: 'Sec', seats: '5' }, 'update')).toBe(
      'Please select a committee from the dropdown before updating',
    );
    expect(draftProblem({ ...emptyDraft(), committeeName: 'Sec' }, 'save')).toBe(
      'Please select a committee from the dropdown before saving',
    );
    expect(draftProblem({ ...emptyDraft(), committeeName: 'Sec', committeeId: '3' }, 'save')).toBeNull();
  });

  it('parses seats as integers, missing as 0', () => {
    expect([seatsOf('12'), seatsOf('12.7'), seatsOf(''), seatsOf('x')]).toEqual([12, 12, 0, 0]);
  });

  it('searches the catalogue of the category by name or abbreviation, any case', () => {
    const entries = [
      { abbr: 'UNSC', committee: 'Security Council', category: 'country' },
      { abbr: 'HCC', committee: 'Historical Crisis', category: 'crisis' },
    ];
    expect(searchCatalogue(entries, 'country', 'unsc')).toHaveLength(1);
    expect(searchCatalogue(entries, 'country', 'secur')).toHaveLength(1);
    expect(searchCatalogue(entries, 'country', 'crisis')).toHaveLength(0);
  });
});
