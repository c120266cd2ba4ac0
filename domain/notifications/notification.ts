import { z } from 'zod';

/**
 * What the notifications socket carries (spec §3 "Notification", §7 "Real-time socket"):
 * the kinds a client receives, the shape of one notification and the frames both ends send.
 * Shared by the server and the web app, so both read the same contract.
 */
export const notificationKinds = [
  'event_created',
  'event_status_updated',
  'event_deleted',
  'event_updated',
  'user_status_updated',
  'event_updated_for_registered_users',
  'leadership_role_created',
  'leadership_role_updated',
  'leadership_role_deleted',
  'leadership_role_assigned',
  'leadership_role_removed',
  'committee_created',
  'committee_updated',
  'committee_deleted',
  'agenda_created',
  'agenda_updated',
  'agenda_deleted',
  // Beyond the spec's kinds: a delegate's seat, told when it is published to them.
  'delegate_assigned',
  'delegate_moved',
  'delegate_unassigned',
  'delegate_allocated',
  // A seat freed and went to the first on the waiting list.
  'waiting_list_promoted',
  // To a school's teachers (its advisors): a delegate of the school registered, left, or was given a (published) seat.
  'delegation_registered',
  'delegation_left',
  'delegation_seated',
] as const;
export type NotificationKind = (typeof notificationKinds)[number];

/** Spec §6: these are shown only when targetUserId is absent or the current user. */
export const leadershipKinds: readonly NotificationKind[] = notificationKinds.filter((kind) => kind.startsWith('leadership_role_'));

/** Spec §9: a notification older than this is dropped (by the client, and the server keeps no longer). */
export const NOTIFICATION_TTL_MS = 24 * 3_600_000;

export const notificationSchema = z.object({
  /** Derived from the stored event and the recipient: the same notification always has the same id. */
  id: z.string(),
  type: z.enum(notificationKinds),
  message: z.string(),
  /** When the change happened (the stored event's time), ISO 8601. */
  timestamp: z.string(),
  eventId: z.string().nullable(),
  eventDescription: z.string().nullable(),
  targetUserId: z.string().optional(),
  /** Opaque and increasing per user: a reconnecting client sends the last one it saw. */
  cursor: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** The room of a user is joined with their own id only. */
export const JOIN_USER_ROOM = 'join_user_room';

export const clientFrameSchema = z.object({
  event: z.literal(JOIN_USER_ROOM),
  data: z.object({ userId: z.string().min(1).max(100), cursor: z.string().max(200).nullish() }),
});

export const serverFrameSchema = z.discriminatedUnion('event', [
  z.object({ event: z.literal('room_joined'), data: z.object({ userId: z.string(), missed: z.number().int().nonnegative() }) }),
  z.object({ event: z.literal('error'), data: z.object({ message: z.string() }) }),
  /** `missed`: kept while the user was away, sent when they joined their room. */
  z.object({ event: z.enum(notificationKinds), data: notificationSchema.extend({ missed: z.boolean().optional() }) }),
]);
export type ServerFrame = z.infer<typeof serverFrameSchema>;

export const roomMessages = {
  notYourRoom: 'You can only join your own room',
  malformed: 'Send {"event":"join_user_room","data":{"userId":"<your id>"}}',
} as const;

/**
 * Close codes of the socket (the 4000 range is the application's): an expired token may be
 * renewed and the socket opened again; an ended session may not, nor a socket closed because
 * its user opened too many others (the newest ones stay), nor one that sent too many messages
 * (1008, the standard policy violation).
 */
export const socketCloseCodes = { tokenExpired: 4401, sessionEnded: 4403, tooManySockets: 4429, policyViolation: 1008 } as const;

/** The WebSocket subprotocol; browsers cannot set headers, so the token rides beside it. */
export const NOTIFICATIONS_PROTOCOL = 'mun-notifications';
export const TOKEN_PROTOCOL_PREFIX = 'bearer.';
