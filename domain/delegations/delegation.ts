import { UNLISTED_SCHOOL_ID } from '../schools/pseudo-ids';

/**
 * A school's delegation at an event: the delegates whose profile names the school, derived
 * from the profiles (no step of their own). The school's teachers are its advisors: they see
 * the delegation and hear of its changes.
 *
 * Who belongs to one school: a listed school by its id (merges re-point profiles to the
 * primary, so they follow); a school typed in without a listing (an invited person's
 * `UNLISTED` school with the name as written) by that exact name.
 */
export const schoolKeyOf = (profile: { schoolId: string | null; customSchoolName: string | null }): string | null => {
  if (profile.schoolId && profile.schoolId !== UNLISTED_SCHOOL_ID) return `school:${profile.schoolId}`;
  const name = profile.customSchoolName;
  return name ? `name:${name}` : null;
};

/** Only a teacher advises their school's delegation; a student has none to see. */
export const delegationMessages = {
  teachersOnly: 'Only teachers see their school’s delegation',
  noDelegation: 'Your school has no delegates at this event',
} as const;
