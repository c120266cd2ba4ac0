import { z } from 'zod';
import { certificateKinds, certificateMessages, certificateStatuses, MAX_REVOKE_REASON } from '@domain/certificates/certificates';
import { endpoint, fileAnswer, noBody } from './endpoint';

const TAG = 'certificates';
const id = z.string().trim().min(1).max(200);
const eventParams = z.object({ eventId: id });
const certificateParams = eventParams.extend({ certificateId: id });

const settingsView = z.object({ threshold: z.number().int() });

/** A certificate as the organiser lists it. */
const certificateView = z.object({
  id: z.string(),
  delegateId: z.string(),
  delegate: z.string().nullable(),
  kind: z.enum(certificateKinds),
  /** "Certificate of Participation" or the award's name. */
  title: z.string(),
  committee: z.string().nullable(),
  country: z.string().nullable(),
  code: z.string(),
  status: z.enum(certificateStatuses),
  issued_at: z.string(),
  revoked_at: z.string().nullable(),
  revoke_reason: z.string().nullable(),
});
export type CertificateView = z.infer<typeof certificateView>;

const overview = z.object({
  event: z.object({ id: z.string(), name: z.string() }),
  settings: settingsView,
  /** Why nobody is eligible for participation now (the event has no sessions), or null. */
  participationBlocked: z.string().nullable(),
  counts: z.object({ eligible: z.number().int(), issued: z.number().int(), valid: z.number().int(), revoked: z.number().int() }),
  /** Whether a ZIP of the valid certificates has been written. */
  archiveReady: z.boolean(),
  certificates: z.array(certificateView),
});

export const certificateJobStates = ['queued', 'running', 'completed', 'failed'] as const;
const jobView = z.object({
  jobId: z.string(),
  state: z.enum(certificateJobStates),
  progress: z.number(),
  error: z.string().nullable(),
  result: z
    .object({ eligible: z.number().int(), issued: z.number().int(), alreadyIssued: z.number().int(), archived: z.number().int() })
    .nullable(),
});

/** One of the signed-in delegate's own certificates. */
const ownCertificate = z.object({
  id: z.string(),
  kind: z.enum(certificateKinds),
  title: z.string(),
  code: z.string(),
  status: z.enum(certificateStatuses),
  issued_at: z.string(),
});

/** What the public verification page shows: who, what and when, nothing else about the person. */
const verification = z.object({
  status: z.enum(certificateStatuses),
  delegate: z.string().nullable(),
  what: z.string(),
  kind: z.enum(certificateKinds),
  event: z.object({ name: z.string(), start_date: z.string(), end_date: z.string() }),
  committee: z.string().nullable(),
  country: z.string().nullable(),
  issued_at: z.string(),
  revoked_at: z.string().nullable(),
});

export const certificatesEndpoints = {
  overview: endpoint({
    method: 'GET',
    path: '/api/v1/certificates/:eventId',
    access: 'organiser',
    tag: TAG,
    summary: "An event's certificates for its organiser: the settings, eligible, issued and revoked counts, and every certificate",
    params: eventParams,
    data: overview,
  }),
  settings: endpoint({
    method: 'PATCH',
    path: '/api/v1/certificates/:eventId/settings',
    access: 'organiser',
    tag: TAG,
    summary: 'Set the attendance (percent of the sessions) a participation certificate needs; 75 until set',
    params: eventParams,
    body: z.object({
      threshold: z
        .number()
        .int(certificateMessages.thresholdRange)
        .min(0, certificateMessages.thresholdRange)
        .max(100, certificateMessages.thresholdRange),
    }),
    data: settingsView,
  }),
  issue: endpoint({
    method: 'POST',
    path: '/api/v1/certificates/:eventId/issue',
    access: 'organiser',
    tag: TAG,
    summary:
      'Issue every certificate the delegates are eligible for and write the ZIP of the valid ones: a job with progress (GET /api/v1/certificates/{eventId}/jobs/{jobId})',
    params: eventParams,
    body: noBody,
    status: 202,
    data: z.object({ jobId: z.string() }),
  }),
  job: endpoint({
    method: 'GET',
    path: '/api/v1/certificates/:eventId/jobs/:jobId',
    access: 'organiser',
    tag: TAG,
    summary: "An issuing job's state and progress (0 to 100), then its counts",
    params: eventParams.extend({ jobId: id }),
    data: jobView,
  }),
  archive: endpoint({
    method: 'GET',
    path: '/api/v1/certificates/:eventId/certificates.zip',
    access: 'organiser',
    tag: TAG,
    summary: "The ZIP of the event's valid certificates as PDFs, as the last issuing job wrote it",
    params: eventParams,
    data: fileAnswer,
  }),
  revoke: endpoint({
    method: 'POST',
    path: '/api/v1/certificates/:eventId/:certificateId/revoke',
    access: 'organiser',
    tag: TAG,
    summary: 'Revoke a certificate with a reason: its verification page says so from then on',
    params: certificateParams,
    body: z.object({ reason: z.string().trim().min(1, certificateMessages.reasonRequired).max(MAX_REVOKE_REASON) }),
    data: certificateView,
  }),
  mine: endpoint({
    method: 'GET',
    path: '/api/v1/certificates/:eventId/mine',
    access: 'signed-in',
    tag: TAG,
    summary: "The signed-in delegate's own certificates at an event",
    params: eventParams,
    data: z.array(ownCertificate),
  }),
  pdf: endpoint({
    method: 'GET',
    path: '/api/v1/certificates/:eventId/:certificateId/certificate.pdf',
    access: 'signed-in',
    tag: TAG,
    summary:
      "A certificate as a PDF, made when asked (the delegate's own, or any of the event's for its organiser); a revoked one is stamped REVOKED",
    params: certificateParams,
    data: fileAnswer,
  }),
  verify: endpoint({
    method: 'GET',
    path: '/api/v1/verify/:code',
    access: 'public',
    tag: TAG,
    summary: 'Anyone: whether a certificate is valid or revoked, whose it is, what for and when, and nothing else about the person',
    params: z.object({ code: z.string().trim().min(1).max(64) }),
    data: verification,
  }),
};
