import { describe, expect, it } from 'vitest';
import type { SchoolOption } from '../api/get-schools';
import { reviewActionsOf, schoolChoices, schoolLabel } from './review-actions';

describe('reviewActionsOf', () => {
  it('offers Link anyway for a name or role that differs', () => {
    expect(reviewActionsOf('name')).toEqual({ link: true, school: null });
    expect(reviewActionsOf('role')).toEqual({ link: true, school: null });
  });

  it('offers any school for a missing or unknown school, only the matching ones for an ambiguous one', () => {
    expect(reviewActionsOf('school-missing')).toEqual({ link: false, school: 'any' });
    expect(reviewActionsOf('school-not-found')).toEqual({ link: false, school: 'any' });
    expect(reviewActionsOf('school-ambiguous')).toEqual({ link: false, school: 'matching' });
  });

  it('offers Skip only for a duplicate or an unknown kind', () => {
    expect(reviewActionsOf('duplicate')).toEqual({ link: false, school: null });
    expect(reviewActionsOf(null)).toEqual({ link: false, school: null });
  });
});

describe('schoolChoices', () => {
  const schools: SchoolOption[] = [
    { id: 's1', name: 'Zayed Academy', locality: { name: 'Abu Dhabi' } },
    { id: 's2', name: 'al Noor School', locality: { name: 'Dubai' } },
    { id: 's3', name: 'Al Noor School', locality: { name: 'Sharjah' } },
  ];

  it('lists every school by name for a missing school', () => {
    expect(schoolChoices({ kind: 'school-missing', schoolIds: [] }, schools).map((school) => school.id)).toEqual(['s2', 's3', 's1']);
  });

  it('lists only the matching schools for an ambiguous one, skipping ids no longer listed', () => {
    expect(schoolChoices({ kind: 'school-ambiguous', schoolIds: ['s3', 'gone', 's2'] }, schools).map((school) => school.id)).toEqual([
      's3',
      's2',
    ]);
  });

  it('lists none where no school is chosen', () => {
    expect(schoolChoices({ kind: 'name', schoolIds: ['s1'] }, schools)).toEqual([]);
  });

  it('names a school by its locality too when another has its name', () => {
    expect(schoolLabel(schools[0]!, schools)).toBe('Zayed Academy');
    expect(schoolLabel(schools[1]!, schools)).toBe('al Noor School (Dubai)');
  });
});
