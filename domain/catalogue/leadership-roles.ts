import { z } from 'zod';
import { createCatalogue } from './catalogue-list';
import { abbrKey, requiredText } from './fields';

export const leadershipRoleEntry = z.object({
  abbr: requiredText,
  leadershipRole: requiredText,
});
export type LeadershipRoleEntry = z.infer<typeof leadershipRoleEntry>;

export const leadershipRoles = createCatalogue({
  name: 'LeadershipRole',
  streamId: 'catalogue-leadership-roles',
  entrySchema: leadershipRoleEntry,
  key: (entry) => abbrKey(entry.abbr),
  notFoundMessage: 'Leadership role not found',
  duplicateMessage: (entry) => `A leadership role with ABBR ${entry.abbr} already exists`,
});
