import { describe, expect, it } from 'vitest';
import { givenWhenThen } from '../../test/support/given-when-then';
import {
  importMappingDecider,
  rememberedOf,
  startingMapping,
  type ImportMappingEvent,
  type RememberImportMapping,
} from './remembered-mapping';

const formHeaders = [
  'Timestamp',
  'Email Address',
  'Student',
  'School Name',
  'Parent Phone',
  'How many MUN conferences have you attended?',
  'Notes',
];
const at = '2026-03-01T09:00:00.000Z';
// The organiser's correction: the name is in 'Student', 'Notes' holds the phone, the parent's number is not imported, experience counts years.
const corrected = rememberedOf(formHeaders, { email: 1, fullName: 2, school: 3, phone: 6, munExperience: 5 }, 'years');

describe('remembering a corrected mapping', () => {
  const { given } = givenWhenThen(importMappingDecider);
  const remember = (mapping = corrected): RememberImportMapping => ({
    type: 'RememberImportMapping',
    eventId: 'e1',
    importId: 'i1',
    mapping,
    by: 'organiser',
    at,
  });
  const remembered = (mapping = corrected): ImportMappingEvent => ({
    type: 'ImportMappingCorrected',
    data: { eventId: 'e1', importId: 'i1', ...mapping, by: 'organiser', at },
  });

  it('keeps the columns by their headings, with who and when', () => {
    expect(corrected).toEqual({
      headings: [
        'timestamp',
        'email address',
        'student',
        'school name',
        'parent phone',
        'how many mun conferences have you attended',
        'notes',
      ],
      columns: {
        email: 'email address',
        fullName: 'student',
        school: 'school name',
        phone: 'notes',
        munExperience: 'how many mun conferences have you attended',
      },
      experienceUnit: 'years',
    });
    given([]).when(remember()).then([remembered()]);
  });

  it('stores nothing when the same mapping is confirmed again, and a change when it differs', () => {
    given([remembered()]).when(remember()).then([]);
    const other = { ...corrected, experienceUnit: 'conferences' as const };
    given([remembered()])
      .when(remember(other))
      .then([remembered(other)]);
  });
});

describe('where the next upload starts', () => {
  it('starts from the detected mapping when nothing was corrected', () => {
    expect(startingMapping(formHeaders, null)).toEqual({
      mapping: { email: 1, school: 3, emergencyPhone: 4, munExperience: 5 },
      experienceUnit: 'conferences',
    });
  });

  it('starts from the correction where the headings match, wherever the columns moved', () => {
    const moved = [
      'Notes',
      'Student',
      'Email Address',
      'Parent Phone',
      'How many MUN conferences have you attended?',
      'School Name',
      'Grade',
    ];
    expect(startingMapping(moved, corrected)).toEqual({
      mapping: { phone: 0, fullName: 1, email: 2, munExperience: 4, school: 5, grade: 6 },
      experienceUnit: 'years',
    });
  });

  it('falls back to detection for headings the corrected file did not have', () => {
    const other = ['Email', 'Full Name', 'Emergency Contact Number', 'Years of MUN experience'];
    expect(startingMapping(other, corrected)).toEqual({
      mapping: { email: 0, fullName: 1, emergencyPhone: 2, munExperience: 3 },
      experienceUnit: 'years',
    });
  });
});
