import { z } from 'zod';

/**
 * Every status change of an audited entity is an event whose data carries these four fields,
 * so the audit trail (projections/audit) can show who changed what, when, from and to, without
 * knowing each context's rules. `from` is null where the entity starts its life (a request).
 */
export const statusChangeFields = {
  from: z.string().nullable(),
  to: z.string(),
  by: z.string(),
  at: z.iso.datetime(),
};

/** Parts of one event, each kept by the event's id (History names them by the event's name). */
export const eventPartEntities = [
  'import-mapping',
  'allocation',
  'waiting-list',
  'session',
  'roll-call',
  'awards',
  'position-paper',
  'certificates',
] as const;
/**
 * `leadership-role` and `committee-chair`: an event's role entry or committee chairs, released
 * when their holder left. `allocation`: an event's seats published to its delegates (by event id).
 * `import-mapping`: the delegate-import column mapping an event's organiser corrected (its id is the event's).
 * `waiting-list`: an event's waiting list (by event id): who joined, was promoted, left, was removed or moved up.
 * `session`: a conference's programme (by event id): sessions added, changed, removed. `roll-call`: every mark a chair gave (by event id).
 * `position-paper`: an event's position papers (by event id): deadlines, rubric, submissions, reviews, release of scores.
 */
export const auditedEntities = [
  'user',
  'organiser',
  'school',
  'area',
  'locality',
  'event',
  'registration',
  'leadership-role',
  'committee-chair',
  ...eventPartEntities,
] as const;
export type AuditedEntity = (typeof auditedEntities)[number];

/** The audit trail's filters (the status-history screen and its CSV export send the same ones). */
export const statusChangeFilters = z.object({
  entityType: z.enum(auditedEntities).optional(),
  entityId: z.string().min(1).max(200).optional(),
  actorId: z.string().min(1).max(200).optional(),
  /** inclusive bounds, ISO dates or date-times */
  from: z.iso
    .date()
    .or(z.iso.datetime({ offset: true }))
    .optional(),
  to: z.iso
    .date()
    .or(z.iso.datetime({ offset: true }))
    .optional(),
});
export type StatusChangeFilters = z.infer<typeof statusChangeFilters>;
