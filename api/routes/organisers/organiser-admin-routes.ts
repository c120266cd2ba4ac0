import type { FastifyInstance } from 'fastify';
import { organisersEndpoints as endpoints } from '@contract/organisers';
import { changeOrganiserStatus, deleteOrganiser } from '../../../commands/organisers/change-organiser-status';
import { openOrganiserRecord } from '../../../commands/organisers/open-organiser-record';
import { INTERNAL_EVIDENCE, type Evidence } from '@domain/organisers/organiser';
import { addOrganiserSchema, organiserMessages, statusChangeSchema, type AddOrganiserBody } from '@domain/organisers/organiser-rules';
import { DomainError } from '@domain/shared/errors';
import { parseOrReject } from '@domain/shared/validation';
import { findAvailableUsers } from '../../../projections/organisers/available-users';
import type { AppDependencies } from '../../dependencies';
import { commandContextOf } from '../../lib/command-context';
import { ok } from '../../lib/envelope';
import { expectationOf, revisionExpectationOf } from '../../lib/expectation';
import { route } from '../../lib/route';
import type { FileStorage } from '../../uploads/file-storage';
import { checkedEvidenceUrls, evidenceFileName } from './evidence-documents';
import { organiserSupport } from './organiser-support';
import { listOrganiserViews } from './organiser-view';

const EVIDENCE_LINK_MESSAGE = 'Evidence links must start with http:// or https://';

/** Typed evidence: a text ('Internal' when left empty), a document uploaded here, or a web link. */
const addedEvidence = async (storage: FileStorage, evidence: AddOrganiserBody['evidence'], uploaderId: string): Promise<Evidence> => {
  if (evidence === undefined || evidence === null || (typeof evidence === 'string' && evidence === '')) return INTERNAL_EVIDENCE;
  if (typeof evidence === 'string') return { kind: 'text', text: evidence };
  const url = evidence.file_url;
  if (evidenceFileName(url)) return { kind: 'files', fileUrls: await checkedEvidenceUrls(storage, [url], uploaderId, 'evidence') };
  // Opened in a new tab from the list: only web links, never javascript: or data: URLs.
  if (!/^https?:\/\/[^\s]+$/i.test(url))
    throw new DomainError('validation', 'VALIDATION_FAILED', EVIDENCE_LINK_MESSAGE, { evidence: EVIDENCE_LINK_MESSAGE });
  return { kind: 'files', fileUrls: [url] };
};

/** The super user's Organisers list (§2.6): list, status menu, delete, add row, user search. */
export const organiserAdminRoutes = async (app: FastifyInstance, deps: AppDependencies) => {
  const { environment, settle, storedViewOf } = organiserSupport(deps);

  route(app, endpoints.list, async () => {
    const views = await listOrganiserViews(deps.db);
    return ok(views.length > 0 ? 'Organisers fetched successfully' : organiserMessages.noOrganisers, views);
  });

  route(app, endpoints.updateStatus, async (request, reply) => {
    const { id } = request.params;
    const body = parseOrReject(statusChangeSchema, request.body ?? {});
    const result = await changeOrganiserStatus(
      environment(),
      { organiserId: id, to: body.status, ...expectationOf(request, body.expectedStatus), by: request.account!.id },
      commandContextOf(request),
    );
    await settle(result.position);
    const view = await storedViewOf(id);
    reply.header('etag', `"${view.revision}"`);
    return ok(`Organiser status updated to ${view.status}`, view);
  });

  route(app, endpoints.remove, async (request) => {
    const { id } = request.params;
    const result = await deleteOrganiser(
      environment(),
      { organiserId: id, ...revisionExpectationOf(request), by: request.account!.id },
      commandContextOf(request),
    );
    await settle(result.position);
    return ok('Organiser deleted successfully', { id });
  });

  route(app, endpoints.add, async (request) => {
    const body = parseOrReject(addOrganiserSchema, request.body ?? {});
    const evidence = await addedEvidence(app.storage, body.evidence, request.account!.id);
    const result = await openOrganiserRecord(
      environment(),
      { type: 'AddOrganiser', userId: body.user_id, schoolId: body.school_id, role: body.role ?? '', evidence, by: request.account!.id },
      commandContextOf(request),
    );
    await settle(result.position);
    return ok(organiserMessages.added, await storedViewOf(result.events[0]!.data.organiserId));
  });

  route(app, endpoints.availableUsers, async (request) => {
    const users = await findAvailableUsers(deps.db, request.query);
    return ok(users.length > 0 ? 'Available users fetched successfully' : organiserMessages.noAvailableUsers, users);
  });
};
