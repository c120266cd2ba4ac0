import { z } from 'zod';

/** The leadership-role texts of spec §2, §5 and §8, shared by the server and the web app. */
export const eventLeaderMessages = {
  added: 'Leadership role added successfully',
  updated: 'Leadership role updated successfully',
  deleted: 'Leadership role deleted successfully',
  ranked: 'Ranking updated successfully',
  fetched: 'Leadership roles fetched successfully',
  required: 'Please fill in all required fields',
  unknownRoleOnSave: 'Unable to save leadership role. Please try again.',
  unknownRoleOnUpdate: 'Unable to update leadership role. Please try again.',
  notDelegate: 'Only a registered delegate of this event can hold a leadership role',
  direction: 'Direction must be -1 (up) or 1 (down)',
  loadFailed: 'Failed to load leadership roles data',
  deleteFailed: 'Failed to delete leadership role',
  rankFailed: 'Failed to update ranking',
  saveFailed: (message: string) => `Failed to save leadership role: ${message}`,
  updateFailed: (message: string) => `Failed to update leadership role: ${message}`,
  supportLoadFailed: (message: string) => `Failed to get event leader ship roles: ${message}`,
  loading: 'Loading leadership roles...',
  confirmDeleteTitle: 'Confirm Delete',
  confirmDelete: 'Are you sure you want to delete this leadership role? This action cannot be undone.',
} as const;

/** An id as a client sends it (text or number); missing or blank is "fill in all required fields". */
const requiredId = z
  .union([z.string(), z.number()], { error: eventLeaderMessages.required })
  .transform((value) => String(value).trim())
  .pipe(z.string().min(1, eventLeaderMessages.required).max(100, eventLeaderMessages.required));

/** POST save-leadership-role-by-event (§7). */
export const saveEventLeaderSchema = z.object(
  { eventId: requiredId, userId: requiredId, roleId: requiredId },
  { error: eventLeaderMessages.required },
);

/** PATCH update-leadership-role-by-event/{id} (§7): the event comes from the entry itself. */
export const updateEventLeaderSchema = z.object(
  { eventId: z.unknown().optional(), userId: requiredId, roleId: requiredId },
  { error: eventLeaderMessages.required },
);

/** PATCH update-leadership-role-ranking-by-event/{id} (§7): -1 up, 1 down. */
export const moveEventLeaderSchema = z.object(
  {
    direction: z
      .union([z.number(), z.string()], { error: eventLeaderMessages.direction })
      .transform((value) => Number(value))
      .pipe(z.union([z.literal(-1), z.literal(1)], { error: eventLeaderMessages.direction })),
  },
  { error: eventLeaderMessages.direction },
);
