import { z } from 'zod';
import { auditedEntities, statusChangeFilters } from '@domain/shared/status-change';
import { settableStatuses } from '@domain/users/user';
import { endpoint, fileAnswer, noBody, type EndpointDefinition } from './endpoint';

const tag = 'administration';
/** How many users the Invite a Superuser field suggests. */
export const MAX_SUGGESTIONS = 5;

/** A user's id in the path. */
const userId = z.object({ id: z.string().min(1).max(100) });

/** A row of the super user's Users and Superusers lists (§2.6). */
export const adminUserRow = z.object({
  id: z.string(),
  email: z.string().nullable(),
  role: z.enum(['student', 'teacher']),
  global_role: z.enum(['superuser', 'user']),
  status: z.enum(['active', 'flagged', 'blocked', 'deleted']),
  /** false: signed up but never confirmed the email (not yet a user of the platform) */
  email_verified: z.boolean(),
  organiserId: z.string().nullable(),
  fullname: z.string().nullable(),
  username: z.string().nullable(),
  hasProfile: z.boolean(),
  school: z.string().nullable(),
  grade: z.string().nullable(),
  years_of_experience: z.string().nullable(),
  /** ISO date-time */
  created_at: z.string(),
});

/**
 * Invite or remove a super user: the person by `userId`, or by `email` (with `username` when
 * inviting). The route reads each field as text and answers the spec's message when one is
 * missing, so no field's type is refused here.
 */
const superuserTarget = z.object({ username: z.unknown(), email: z.unknown(), userId: z.unknown() }).partial();

/** One row of the audit trail: who changed which status, when, from and to. */
export const statusChangeRow = z.object({
  eventId: z.string(),
  entityType: z.enum(auditedEntities),
  entityId: z.string(),
  entityName: z.string().nullable(),
  from: z.string().nullable(),
  to: z.string(),
  actorId: z.string().nullable(),
  actorName: z.string().nullable(),
  /** ISO date-time */
  at: z.string(),
  detail: z.string().nullable(),
});

/** The super user's administration area (§2.6): users, super users, the audit trail and the dashboard's counts. */
export const adminEndpoints = {
  users: endpoint({
    method: 'GET',
    path: '/api/v1/users/all-users',
    access: 'superuser',
    tag,
    summary: 'Every account (not deleted), newest first; role filters Students/Teachers',
    query: z.object({ role: z.enum(['student', 'teacher']).optional() }),
    data: z.array(adminUserRow),
  }),
  updateUserStatus: endpoint({
    method: 'PATCH',
    path: '/api/v1/users/update-user-status/:id',
    access: 'superuser',
    tag,
    summary: 'Set a user active, flagged or blocked (409 when it already is)',
    params: userId,
    body: z.object({ status: z.enum(settableStatuses, { error: 'Status must be active, flagged or blocked' }) }),
    data: adminUserRow,
  }),
  inviteNonUser: endpoint({
    method: 'POST',
    path: '/api/v1/users/invite-non-user/:id',
    access: 'superuser',
    tag,
    summary: 'Send an unconfirmed account a new link to finish signing up',
    params: userId,
    body: noBody,
    data: z.object({ id: z.string() }),
  }),
  superusers: endpoint({
    method: 'GET',
    path: '/api/v1/users/superusers',
    access: 'superuser',
    tag,
    summary: 'Every super user',
    data: z.array(adminUserRow),
  }),
  superuserSuggestions: endpoint({
    method: 'GET',
    path: '/api/v1/users/superuser-suggestions',
    access: 'superuser',
    tag,
    summary: `At most ${MAX_SUGGESTIONS} existing users who are not super users, matching name, username or email`,
    query: z.object({ q: z.string().max(200).default('') }),
    data: z.array(adminUserRow),
  }),
  sendSuperuserInvite: endpoint({
    method: 'PATCH',
    path: '/api/v1/users/send-superuser-invite',
    access: 'superuser',
    tag,
    summary: 'Make an existing user a super user (found by email)',
    body: superuserTarget,
    data: adminUserRow,
  }),
  removeSuperuser: endpoint({
    method: 'PATCH',
    path: '/api/v1/users/remove-superuser-invite',
    access: 'superuser',
    tag,
    summary: 'Take the super-user role away (never from yourself)',
    body: superuserTarget,
    data: adminUserRow,
  }),
  statusChanges: endpoint({
    method: 'GET',
    path: '/api/v1/audit/status-changes',
    access: 'superuser',
    tag: 'audit',
    summary: 'Status changes, newest first',
    query: statusChangeFilters.extend({
      page: z.coerce.number().int().min(1).default(1),
      pageSize: z.coerce.number().int().min(1).max(200).default(25),
    }),
    data: z.object({ rows: z.array(statusChangeRow), total: z.number(), page: z.number(), pageSize: z.number() }),
  }),
  statusChangesCsv: endpoint({
    method: 'GET',
    path: '/api/v1/audit/status-changes.csv',
    access: 'superuser',
    tag: 'audit',
    summary: 'The same status changes as a CSV file',
    query: statusChangeFilters,
    data: fileAnswer,
  }),
  dashboard: endpoint({
    method: 'GET',
    path: '/api/v1/super-user/dashboard',
    access: 'superuser',
    tag,
    summary: 'Counts for the dashboard tiles',
    data: z.object({
      eventsUpcoming: z.number(),
      eventsCompleted: z.number(),
      users: z.number(),
      organisers: z.number(),
      pendingApprovals: z.number(),
      schools: z.number(),
    }),
  }),
} satisfies Record<string, EndpointDefinition>;
