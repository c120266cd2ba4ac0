import { z } from 'zod';
import { organiserStatuses, settableOrganiserStatuses, type OrganiserStatus } from './organiser';

/**
 * The organiser rules of spec §5 and §8, shared by the server (which enforces them) and the
 * web app (which shows the same messages before sending).
 */
export const organiserMessages = {
  role: 'Please enter your role in event or in school',
  evidence: 'Please upload evidence documents',
  school: 'Please complete your profile with your school before requesting approval',
  addRequired: 'Please fill in all required fields (Username, Name, School)',
  addStartsPending: 'A new organiser starts as pending',
  status: 'Status must be one of approved, rejected, flagged or blocked',
  added: 'New organiser added successfully!',
  addFailed: 'Failed to save new organiser',
  statusFailed: 'Failed to update organiser status',
  noAvailableUsers: 'No available users found',
  noOrganisers: 'No organisers found',
  // The home page's organiser check (§8).
  cancelled: 'Your registration has been cancelled by the admin',
  notRegistered: 'You are not registered as an organiser',
  statusIs: (status: string) => `The status is ${status}`,
  underVerification: 'Your request is under verification. We will notify you soon.',
} as const;

/** Evidence documents are at most this many per request. */
export const MAX_EVIDENCE_DOCUMENTS = 10;

const id = (message: string) =>
  z
    .union([z.string(), z.number()], { error: message })
    .transform((value) => String(value).trim())
    .pipe(z.string().min(1, message).max(100, message));

const optionalId = z
  .union([z.string(), z.number(), z.null()])
  .optional()
  .transform((value) => (value === null || value === undefined || String(value).trim() === '' ? undefined : String(value).trim()));

/** POST organiser-approval-request: evidenceDocs is a list of uploaded URLs, or a single one. */
export const approvalRequestSchema = z.object({
  school_id: optionalId,
  locality_id: optionalId,
  role: z.string({ error: organiserMessages.role }).trim().min(1, organiserMessages.role).max(200, 'Role must be at most 200 characters'),
  evidenceDocs: z.preprocess(
    (value) => (typeof value === 'string' ? (value.trim() === '' ? [] : [value]) : value),
    z
      .array(z.string({ error: organiserMessages.evidence }).trim().min(1, organiserMessages.evidence), {
        error: organiserMessages.evidence,
      })
      .min(1, organiserMessages.evidence)
      .max(MAX_EVIDENCE_DOCUMENTS, `At most ${MAX_EVIDENCE_DOCUMENTS} evidence documents`),
  ),
});

/** Evidence a super user types for an added organiser: a text, or a document link. */
const addedEvidence = z.union([z.string().trim().max(500), z.object({ file_url: z.string().trim().min(1).max(500) }), z.null()]).optional();

/** POST add-organiser-by-super-user. */
export const addOrganiserSchema = z.object({
  user_id: id(organiserMessages.addRequired),
  school_id: id(organiserMessages.addRequired),
  locality_id: optionalId,
  role: z.string().trim().max(200, 'Role must be at most 200 characters').nullish(),
  evidence: addedEvidence,
  status: z.literal('pending', { error: organiserMessages.addStartsPending }).optional(),
  actioned_by_user_id: z.unknown().optional(),
});
export type AddOrganiserBody = z.output<typeof addOrganiserSchema>;

/** PATCH update-organiser-status: the status to set and, optionally, the status the client saw. */
export const statusChangeSchema = z.object({
  status: z.enum(settableOrganiserStatuses, { error: organiserMessages.status }),
  expectedStatus: z.enum(organiserStatuses, { error: 'Unknown expected status' }).optional(),
  /** Sent by the screens; the record already names its user and the token names the actor. */
  userId: z.unknown().optional(),
});

/**
 * What the home page reads (§4): a rejected or deleted record is 'cancelled' by the admin,
 * which sends the user back to the request page; no record at all is null.
 */
export const registrationStatuses = [...organiserStatuses, 'cancelled'] as const;
export type RegistrationStatus = (typeof registrationStatuses)[number];

export const registrationStatusOf = (status: OrganiserStatus | 'deleted' | null): RegistrationStatus | null =>
  status === null ? null : status === 'rejected' || status === 'deleted' ? 'cancelled' : status;
