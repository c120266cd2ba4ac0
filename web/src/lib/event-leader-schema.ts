import { z } from 'zod';

const text = z
  .string()
  .nullish()
  .transform((value) => value ?? null);

/**
 * An event leader entry (spec §3): the workspace's Leadership Roles tab and the delegate
 * page's Support Contact read the same answer of get-leadership-roles-by-event.
 */
export const eventLeaderSchema = z.object({
  id: z.string(),
  ranking: z.number().nullish().transform((value) => value ?? 0),
  leadership_roles: z
    .object({ abbr: text, leadership_role: text })
    .nullish()
    .transform((value) => value ?? null),
  users: z
    .object({ id: z.string(), username: text, fullname: text, phone_e164: text, email: text })
    .nullish()
    .transform((value) => value ?? null),
  eventId: z.string(),
  userId: z.string(),
  roleId: z.string(),
});
export type EventLeader = z.infer<typeof eventLeaderSchema>;

/** GET /api/v1/event-leaders/get-leadership-roles-by-event/{eventId}: ranking ascending, missing counts as 0 (spec §4). */
export const eventLeadersPath = (eventId: string) => `/api/v1/event-leaders/get-leadership-roles-by-event/${encodeURIComponent(eventId)}`;

export const byRanking = (leaders: readonly EventLeader[]): EventLeader[] =>
  leaders
    .map((leader, index) => ({ leader, index }))
    .sort((a, b) => a.leader.ranking - b.leader.ranking || a.index - b.index)
    .map(({ leader }) => leader);
