import { describe, expect, it } from 'vitest';
import { planImport, type PlanContext } from './plan';
import type { ImportCandidate } from './rows';
import { matchSchool } from './school-match';

const schools = [
  { id: 's1', name: 'Al Noor Private School' },
  { id: 's2', name: 'Gems Wellington Academy Silicon Oasis' },
  { id: 's3', name: 'Gems Wellington Academy Al Khail' },
];

const candidate = (row: number, overrides: Partial<ImportCandidate> = {}): { candidate: ImportCandidate } => ({
  candidate: {
    row,
    email: `person${row}@gmail.com`,
    fullName: 'Aisha Khan',
    role: 'student',
    gender: null,
    school: 'Al Noor',
    grade: 'Grade 10',
    phone: null,
    prefs: ['unsc', 'World Health Organization', 'Nope'],
    munExperience: 2,
    foodPref: null,
    foodAllergies: '',
    emergencyName: '',
    emergencyPhone: '',
    warnings: [],
    ...overrides,
  },
});

const context: PlanContext = {
  accountsByEmail: new Map([
    ['known@gmail.com', { userId: 'u1', fullName: 'Omar Saleh', role: 'student' }],
    ['teacher@gmail.com', { userId: 'u2', fullName: 'Omar Saleh', role: 'teacher' }],
    ['registered@gmail.com', { userId: 'u3', fullName: 'Omar Saleh', role: 'student' }],
  ]),
  registeredUserIds: new Set(['u3']),
  schools,
  allowedEmailDomains: ['gmail.com'],
  committees: [
    { id: 'c1', abbr: 'UNSC', name: 'Security Council' },
    { id: 'c2', abbr: 'WHO', name: 'World Health Organization' },
  ],
};

describe('planning an import', () => {
  it('links an existing account, creates a new one at a listed school, and maps preferences to catalogue committees', () => {
    const plans = planImport([candidate(2, { email: 'known@gmail.com', fullName: ' omar  SALEH ' }), candidate(3)], context);
    expect(plans[0]).toMatchObject({ outcome: 'linked', userId: 'u1', already: false, prefCommitteeIds: ['c1', 'c2', null] });
    expect(plans[1]).toMatchObject({ outcome: 'created', schoolId: 's1' });
  });

  it("warns about a preference that is not one of the event's committees, or is given twice, and keeps the row", () => {
    const [plan] = planImport(
      [
        candidate(2, {
          prefs: ['Nope', 'who', 'World Health Organization'],
          warnings: ['Phone "12" is not a valid number with a listed country code: left out'],
        }),
      ],
      context,
    );
    expect(plan).toMatchObject({
      outcome: 'created',
      prefCommitteeIds: ['c2', null, null],
      warnings: [
        'Phone "12" is not a valid number with a listed country code: left out',
        'Committee preference "Nope" is not a committee of this event: left out',
        'Committee preference "World Health Organization" is given twice: counted once',
      ],
    });
    expect(planImport([candidate(2, { role: 'teacher' })], context)[0]).toMatchObject({
      prefCommitteeIds: [null, null, null],
      warnings: ['Teachers register without committee preferences: the ones given are left out'],
    });
  });

  it('says when a linked person is already registered', () =>
    expect(planImport([candidate(2, { email: 'registered@gmail.com', fullName: 'Omar Saleh' })], context)[0]).toMatchObject({
      outcome: 'linked',
      already: true,
    }));

  it('sends doubtful rows to review with the reason, and keeps errors with their row', () => {
    const plans = planImport(
      [
        candidate(2, { email: 'known@gmail.com', fullName: 'Someone Else' }),
        candidate(3, { email: 'teacher@gmail.com', fullName: 'Omar Saleh' }),
        candidate(4, { school: null }),
        candidate(5, { school: 'Nowhere High' }),
        candidate(6, { school: 'Gems Wellington' }),
        candidate(7, { email: 'person4@gmail.com' }),
        { error: { row: 8, reason: 'Email is required', email: null, fullName: 'Nadia Aziz' } },
        candidate(9, { email: 'someone@school.ae' }),
      ],
      context,
    );
    expect(plans.map((plan) => [plan.row, plan.outcome, 'kind' in plan ? plan.kind : null, 'reason' in plan ? plan.reason : null])).toEqual(
      [
        [2, 'needs-review', 'name', 'The account with this email is named Omar Saleh'],
        [3, 'needs-review', 'role', 'The account with this email is a teacher'],
        [4, 'needs-review', 'school-missing', 'No school given for a new account'],
        [5, 'needs-review', 'school-not-found', 'School not found: Nowhere High'],
        [6, 'needs-review', 'school-ambiguous', 'More than one school matches Gems Wellington'],
        [7, 'needs-review', 'duplicate', 'Same email as row 4'],
        [8, 'error', null, 'Email is required'],
        [9, 'error', null, 'A new account needs an email address ending in @gmail.com'],
      ],
    );
    expect(plans[4]).toMatchObject({ schoolIds: ['s2', 's3'] });
    expect(plans[0]).toMatchObject({ userId: 'u1' });
  });
});

describe('matching a written school', () => {
  it('ignores case, punctuation, accents and filler words', () => {
    expect(matchSchool('al-noor', schools)).toEqual({ kind: 'one', id: 's1' });
    expect(matchSchool('AL NOOR PRIVATE SCHOOL', schools)).toEqual({ kind: 'one', id: 's1' });
    expect(matchSchool('Gems Wellington Al Khail', schools)).toEqual({ kind: 'one', id: 's3' });
  });

  it('offers the candidates when several match and finds nothing in an unknown or empty name', () => {
    expect(matchSchool('Wellington', schools)).toEqual({ kind: 'many', ids: ['s2', 's3'] });
    expect(matchSchool('Nowhere', schools)).toEqual({ kind: 'none' });
    expect(matchSchool('School', schools)).toEqual({ kind: 'none' });
  });
});
