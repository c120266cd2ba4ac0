import type { FastifyInstance } from 'fastify';
import { organisersEndpoints as endpoints } from '@contract/organisers';
import { openOrganiserRecord } from '../../../commands/organisers/open-organiser-record';
import { approvalRequestSchema, organiserMessages, registrationStatusOf } from '@domain/organisers/organiser-rules';
import { DomainError } from '@domain/shared/errors';
import { parseOrReject } from '@domain/shared/validation';
import { findOrganiserOfUser } from '../../../projections/organisers/organisers-list';
import { findProfile } from '../../../projections/users/profiles-projection';
import type { AppDependencies } from '../../dependencies';
import { commandContextOf } from '../../lib/command-context';
import { ok } from '../../lib/envelope';
import { route } from '../../lib/route';
import { uploadUrl } from '../../plugins/uploads';
import { evidenceTypes } from '../../uploads/sniff-file-type';
import { checkedEvidenceUrls } from './evidence-documents';
import { organiserSupport } from './organiser-support';

const schoolMissing = () =>
  new DomainError('validation', 'VALIDATION_FAILED', organiserMessages.school, { school_id: organiserMessages.school });

/** The signed-in user's side (§2.5 Request for Approval, §8 home-page check). */
export const approvalRequestRoutes = async (app: FastifyInstance, deps: AppDependencies) => {
  const { environment, settle, storedViewOf } = organiserSupport(deps);

  route(
    app,
    endpoints.uploadEvidence,
    async (request) => {
      const file = await app.readSingleFile(request, { field: 'file', maxBytes: deps.config.EVIDENCE_MAX_BYTES, allowed: evidenceTypes });
      const { name } = await app.storage.put(file.bytes, file.type, { ownerId: request.account!.id, purpose: 'evidence' });
      return ok('Evidence uploaded successfully', { documentUrl: uploadUrl(name), type: file.type });
    },
    { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } },
  );

  route(app, endpoints.requestApproval, async (request) => {
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
    return ok(organiserMessages.underVerification, await storedViewOf(result.events[0]!.data.organiserId));
  });

  route(app, endpoints.myRegistrationStatus, async (request) => {
    const record = await findOrganiserOfUser(deps.db, request.account!.id);
    const status = registrationStatusOf(record?.status ?? null);
    const message =
      status === null
        ? organiserMessages.notRegistered
        : status === 'cancelled'
          ? organiserMessages.cancelled
          : organiserMessages.statusIs(status);
    return ok(message, { status, organiserId: record && record.status !== 'deleted' ? record.id : null });
  });
};
