/**
 * Choices the profile wizard offers besides real rows (spec §3, §4): the school 'not in the
 * list' and the locality 'Other'. Picking either asks for a custom name instead.
 */
export const UNLISTED_SCHOOL_ID = 'UNLISTED';
export const OTHER_LOCALITY_ID = 'OTHER';
