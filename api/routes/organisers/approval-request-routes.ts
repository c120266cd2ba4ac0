import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { openOrganiserRecord } from '../../../commands/organisers/open-organiser-record';
import { approvalRequestSchema, organiserMessages, registrationStatuses, registrationStatusOf } from '@domain/organisers/organiser-rules';
import { DomainError } from '@domain/shared/errors';
import { parseOrReject } from '@domain/shared/validation';
import { findOrganiserOfUser } from '../../../projections/organisers/organisers-list';
import { findProfile } from '../../../projections/users/profiles-projection';
import type { AppDependencies } from '../../dependencies';
import { commandContextOf } from '../../lib/command-context';
import { envelope, errorResponses, ok } from '../../lib/envelope';
import { uploadUrl } from '../../plugins/uploads';
import { evidenceTypes } from '../../uploads/sniff-file-type';
import { checkedEvidenceUrls } from './evidence-documents';
import { anyBody, organiserSupport, userIdParams } from './organiser-support';
import { organiserView } from './organiser-view';

const schoolMissing = () => new DomainError('validation', 'VALIDATION_FAILED', organiserMessages.school, { school_id: organiserMessages.school });

/** The signed-in user's side (§2.5 Request for Approval, §8 home-page check). */
export const approvalRequestRoutes = async (app: FastifyInstance, deps: AppDependencies) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { environment, settle, viewOf } = organiserSupport(deps);

  api.post(
    '/api/v1/organisers/organiser-approval-edvince-upload',
    {
      schema: {
        tags: ['organisers'],
        summary: 'Upload one evidence document (pdf, png, jpeg or webp, checked by content)',
        consumes: ['multipart/form-data'],
        response: { 200: envelope(z.object({ documentUrl: z.string(), type: z.string() })), ...errorResponses },
      },
      onRequest: app.authenticate,
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request) => {
      const file = await app.readSingleFile(request, { field: 'file', maxBytes: deps.config.EVIDENCE_MAX_BYTES, allowed: evidenceTypes });
      const { name } = await app.storage.put(file.bytes, file.type, { ownerId: request.account!.id, purpose: 'evidence' });
      return ok('Evidence uploaded successfully', { documentUrl: uploadUrl(name), type: file.type });
    },
  );

  api.post(
    '/api/v1/organisers/organiser-approval-request/:userId',
    {
      schema: {
        tags: ['organisers'],
        summary: 'Request organiser approval for yourself (starts pending)',
        params: userIdParams,
        body: anyBody,
        response: { 201: envelope(organiserView), ...errorResponses },
      },
      onRequest: app.authenticate,
    },
    async (request, reply) => {
      const { userId } = request.params;
      if (request.account!.id !== userId) {
        throw new DomainError('forbidden', 'NOT_YOUR_ACCOUNT', 'You can only request organiser approval for yourself');
      }
      const body = parseOrReject(approvalRequestSchema, request.body ?? {});
      // The screen shows the profile's school read-only; without one sent, the profile's is meant.
      const schoolId = body.school_id ?? (await findProfile(deps.db, userId))?.school_id;
      if (!schoolId) throw schoolMissing();
      const fileUrls = await checkedEvidenceUrls(app.storage, body.evidenceDocs, request.account!.id);
      const result = await openOrganiserRecord(
        environment(),
        { type: 'RequestApproval', userId, schoolId, role: body.role, evidence: { kind: 'files', fileUrls }, by: userId },
        commandContextOf(request),
      );
      await settle(result.position);
      reply.status(201);
      return ok(organiserMessages.underVerification, await viewOf(result.events[0]!.data.organiserId));
    },
  );

  api.get(
    '/api/v1/organisers/my-registration-status',
    {
      schema: {
        tags: ['organisers'],
        summary: "The signed-in user's organiser registration status (home-page check)",
        response: {
          200: envelope(z.object({ status: z.enum(registrationStatuses).nullable(), organiserId: z.string().nullable() })),
          ...errorResponses,
        },
      },
      onRequest: app.authenticate,
    },
    async (request) => {
      const record = await findOrganiserOfUser(deps.db, request.account!.id);
      const status = registrationStatusOf(record?.status ?? null);
      const message = status === null ? organiserMessages.notRegistered : status === 'cancelled' ? organiserMessages.cancelled : organiserMessages.statusIs(status);
      return ok(message, { status, organiserId: record && record.status !== 'deleted' ? record.id : null });
    },
  );
};
