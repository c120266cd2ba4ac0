import type { ProfileFacts } from '../user';

/** Values the user decider's tests share: a moment, times after it, and a profile's facts. */
export const at = '2026-11-21T10:00:00.000Z';
export const later = (seconds: number) => new Date(Date.parse(at) + seconds * 1000).toISOString();

export const facts: ProfileFacts = {
  schoolId: '3',
  localityId: '1',
  grade: 'grade-9',
  yearsOfExperience: null,
  teacherRole: null,
  customLocalityName: null,
  customSchoolName: null,
  sealed: 'v1.p',
};
