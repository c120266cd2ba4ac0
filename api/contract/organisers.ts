import { z } from 'zod';
import { organiserStatuses } from '@domain/organisers/organiser';
import { registrationStatuses } from '@domain/organisers/organiser-rules';
import { endpoint, multipartBody, type EndpointDefinition } from './endpoint';

/**
 * The spec's organiser calls (§7 "Organisers"), the home page's check (§8), the add row's user
 * search and the Users list's Assign/Remove Organiser (§2.6).
 */

export const organiserRoles = ['student', 'teacher'] as const;

/** Evidence is a text such as 'Internal', or uploaded documents (the first is file_url). */
export const organiserEvidence = z.union([z.string(), z.object({ file_url: z.string(), file_urls: z.array(z.string()) })]);

/** The organiser record of spec §3, with the §2.6 list columns. */
export const organiserRow = z.object({
  id: z.string(),
  user_id: z.string(),
  user: z.object({
    id: z.string(),
    username: z.string().nullable(),
    fullname: z.string().nullable(),
    school_location: z.string().nullable(),
    grade: z.string().nullable(),
    years_of_experience: z.string().nullable(),
    role: z.enum(organiserRoles),
  }),
  school: z.string().nullable(),
  school_id: z.string(),
  locality_id: z.string().nullable(),
  role: z.string().describe('Role in event (or in school)'),
  evidence: organiserEvidence,
  status: z.enum([...organiserStatuses, 'deleted']),
  created_at: z.string().describe('Date Received'),
  actioned_at: z.string().nullable().describe('Date Actioned: the last change made by a super user'),
  actioned_by_user_id: z.string().nullable(),
  revision: z.number().describe("The record's stream revision: send it back as If-Match to act only on what you saw"),
});

/** One match of the add row's username search: what picking it fills in (§2.6). */
export const availableUserRow = z.object({
  id: z.string(),
  user_id: z.string(),
  username: z.string(),
  fullname: z.string().nullable(),
  name: z.string().nullable(),
  role: z.enum(organiserRoles),
  school_id: z.string().nullable(),
  school: z.string().nullable(),
  locality_id: z.string().nullable(),
  school_location: z.string().nullable(),
  grade: z.string().nullable(),
  years_of_experience: z.string().nullable(),
});

const idParams = z.object({ id: z.string().min(1).max(100) });
const userIdParams = z.object({ userId: z.string().min(1).max(100) });

/**
 * The body of a write its route checks itself with the domain's schema (named in each field's
 * description), so that every mistake gets the spec's own field message, and a request for
 * someone else is refused as that before its body is read: the contract names the fields and
 * refuses only a body that is not an object.
 */
const checkedByRoute = <Fields extends Record<string, string>>(fields: Fields) =>
  z
    .object(
      Object.fromEntries(Object.entries(fields).map(([name, description]) => [name, z.unknown().optional().describe(description)])) as {
        [Name in keyof Fields]: z.ZodOptional<z.ZodUnknown>;
      },
    )
    .passthrough()
    .nullish();

export const organisersEndpoints = {
  uploadEvidence: endpoint({
    method: 'POST',
    path: '/api/v1/organisers/organiser-approval-edvince-upload',
    access: 'signed-in',
    tag: 'organisers',
    summary: 'Upload one evidence document (pdf, png, jpeg or webp, checked by content)',
    description: 'Multipart field `file`. The answer names the document to cite in a request.',
    body: multipartBody,
    data: z.object({ documentUrl: z.string(), type: z.string() }),
  }),
  requestApproval: endpoint({
    method: 'POST',
    path: '/api/v1/organisers/organiser-approval-request/:userId',
    access: 'signed-in',
    tag: 'organisers',
    summary: 'Request organiser approval for yourself (starts pending)',
    params: userIdParams,
    body: checkedByRoute({
      school_id: "string or number; the profile's school when left out",
      locality_id: 'string or number (optional)',
      role: 'string, required: the role in event or in school',
      evidenceDocs: 'the URLs of uploaded evidence documents (1 to 10), or a single URL',
    }),
    data: organiserRow,
    status: 201,
  }),
  myRegistrationStatus: endpoint({
    method: 'GET',
    path: '/api/v1/organisers/my-registration-status',
    access: 'signed-in',
    tag: 'organisers',
    summary: "The signed-in user's organiser registration status (home-page check)",
    data: z.object({ status: z.enum(registrationStatuses).nullable(), organiserId: z.string().nullable() }),
  }),
  list: endpoint({
    method: 'GET',
    path: '/api/v1/organisers/all-organisers',
    access: 'superuser',
    tag: 'organisers',
    summary: 'Every organiser record that is not deleted',
    data: z.array(organiserRow),
  }),
  updateStatus: endpoint({
    method: 'PATCH',
    path: '/api/v1/organisers/update-organiser-status/:id',
    access: 'superuser',
    tag: 'organisers',
    summary: 'Approve, reject, flag, block or activate an organiser',
    description:
      'Body {status, expectedStatus?, userId?}. Send expectedStatus (the status you saw) or If-Match (the revision you saw): ' +
      'when someone else changed the organiser first, the answer is 409 and nothing changes. Setting the status it already has is a 409 too.',
    params: idParams,
    body: checkedByRoute({
      status: 'approved, rejected, flagged or blocked',
      expectedStatus: 'the status the screen showed (optional)',
      userId: 'ignored: the record names its user (the screens send it)',
    }),
    data: organiserRow,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/v1/organisers/delete-organiser/:id',
    access: 'superuser',
    tag: 'organisers',
    summary: 'Delete an organiser record (its history stays; the user may request again)',
    params: idParams,
    data: z.object({ id: z.string() }),
  }),
  add: endpoint({
    method: 'POST',
    path: '/api/v1/organisers/add-organiser-by-super-user',
    access: 'superuser',
    tag: 'organisers',
    summary: 'Add an organiser for a user who is not one (starts pending)',
    body: checkedByRoute({
      user_id: 'string or number, required',
      school_id: 'string or number, required',
      locality_id: 'string or number (optional)',
      role: 'string (optional)',
      evidence: "a text ('Internal' when empty), or {file_url}: a document uploaded here or a web link",
      status: "'pending' when given: a new organiser starts pending",
      actioned_by_user_id: 'ignored: the token names the actor',
    }),
    data: organiserRow,
    status: 201,
  }),
  availableUsers: endpoint({
    method: 'GET',
    path: '/api/v1/organisers/available-users',
    access: 'superuser',
    tag: 'organisers',
    summary: 'Users who are not organisers, by role, whose username or name contains q (the add row)',
    query: z.object({
      role: z.enum(organiserRoles, { error: 'Role must be student or teacher' }).optional(),
      q: z.string().max(100).optional(),
    }),
    data: z.array(availableUserRow),
  }),
  assignToSchool: endpoint({
    method: 'POST',
    path: '/api/v1/organisers/assign-organiser-to-school',
    access: 'superuser',
    tag: 'organisers',
    summary: "Make a user an approved organiser of their profile's school (evidence: Internal)",
    body: checkedByRoute({ userId: 'string, required: the user to assign' }),
    data: organiserRow,
    status: 201,
  }),
  removeFromSchool: endpoint({
    method: 'DELETE',
    path: '/api/v1/organisers/remove-organiser-from-school/:id',
    access: 'superuser',
    tag: 'organisers',
    summary: 'Remove the organiser record of a user (by organiser id or user id)',
    params: idParams,
    data: z.object({ id: z.string(), userId: z.string() }),
  }),
  /** The singular prefix, kept as an alias for clients that call it that way (the spec's table names the plural). */
  removeFromSchoolAlias: endpoint({
    method: 'DELETE',
    path: '/api/v1/organiser/remove-organiser-from-school/:id',
    access: 'superuser',
    tag: 'organisers',
    summary: 'Remove the organiser record of a user (alias of organisers/remove-organiser-from-school)',
    params: idParams,
    data: z.object({ id: z.string(), userId: z.string() }),
  }),
} satisfies Record<string, EndpointDefinition>;
