import type { FastifyInstance } from 'fastify';
import { certificatesEndpoints, type CertificateView } from '@contract/certificates';
import { certificateMessages } from '@domain/certificates/certificates';
import { DomainError } from '@domain/shared/errors';
import { loadCertificatesState, revokeCertificate, setCertificateSettings } from '../../../commands/certificates/certificate-commands';
import {
  CERTIFICATES_QUEUE,
  certificateJobId,
  certificateJobOptions,
  certificateJobResult,
  ISSUE_CERTIFICATES,
  type CertificateJobData,
} from '../../../commands/certificates/certificate-jobs';
import type { CommandResult } from '../../../commands/handler/command-handler';
import { readArchive } from '../../../projections/certificates/certificate-archive';
import {
  certificateFacts,
  eligibilityOf,
  PARTICIPATION_TITLE,
  type CertificateFacts,
} from '../../../projections/certificates/certificate-facts';
import { certificatePdf } from '../../../projections/certificates/certificate-pdf';
import {
  certificatesProjection,
  findCertificate,
  findCertificateByCode,
  findThreshold,
  listCertificates,
  listCertificatesOf,
  type CertificateRow,
} from '../../../projections/certificates/certificates-list';
import { findEvent, type EventRow } from '../../../projections/events/events-list';
import { findActiveRegistration } from '../../../projections/registrations/registrations-list';
import type { AppDependencies } from '../../dependencies';
import { commandContextOf } from '../../lib/command-context';
import { assertManagesEvent, managesEvent } from '../../lib/event-access';
import { ok } from '../../lib/envelope';
import { jobProgressOf, jobWithState, queueFor } from '../../lib/job-queue';
import { route } from '../../lib/route';
import { fileTypeOfName } from '../../uploads/file-storage';
import { translateMessage, type MessageLanguage } from '@domain/shared/messages/translate';
import { languageOf } from '../../plugins/language';

const eventNotFound = () => new DomainError('not_found', 'EVENT_NOT_FOUND', 'Event not found');
const certificateNotFound = () => new DomainError('not_found', 'CERTIFICATE_NOT_FOUND', certificateMessages.notFound);
const jobNotFound = () => new DomainError('not_found', 'JOB_NOT_FOUND', 'This job is no longer available');
const archiveNotFound = () => new DomainError('not_found', 'CERTIFICATE_ARCHIVE_NOT_FOUND', 'No ZIP yet: issue the certificates first');
/** The same answer for a code never given and a malformed one: nothing to learn from trying. */
const codeNotFound = () => new DomainError('not_found', 'CERTIFICATE_NOT_FOUND', 'No certificate has this code');

/** A participation certificate's title is the product's words (in the reader's language); an award's is its name, as typed. */
const titleIn = (title: string, language: MessageLanguage) => (title === PARTICIPATION_TITLE ? translateMessage(title, language) : title);

const viewOf = (row: CertificateRow, facts: CertificateFacts, language: MessageLanguage): CertificateView => ({
  id: row.id,
  delegateId: row.registration_id,
  delegate: facts.delegate,
  kind: row.kind,
  title: titleIn(facts.title, language),
  committee: facts.committee,
  country: facts.country,
  code: row.code,
  status: row.status,
  issued_at: row.issued_at,
  revoked_at: row.revoked_at,
  revoke_reason: row.revoke_reason,
});

const fileNameOf = (text: string) => text.replace(/[^A-Za-z0-9-]+/g, '-').replace(/^-|-$/g, '') || 'certificate';

/**
 * Certificates: the organiser's settings, issuing (a job on the `certificates` queue with
 * progress, which also writes the ZIP), revocation and the ZIP; a delegate's own certificates
 * and their PDFs (made when asked); and the public verification of a code. Names come from the
 * read models when asked for, so an erased delegate's certificate names nobody.
 */
export const certificateRoutes = async (app: FastifyInstance, deps: AppDependencies) => {
  const queue = queueFor(app, deps, CERTIFICATES_QUEUE);
  const environment = () => ({ store: deps.store, now: deps.clock() });
  const settle = async (result: CommandResult<unknown>) => {
    const position = result.position ?? result.basedOn;
    if (position)
      await deps.readModels.waitFor(position, { projections: [certificatesProjection.name], timeoutMs: deps.config.PROJECTION_WAIT_MS });
  };
  const managedEvent = async (account: Parameters<typeof assertManagesEvent>[1], eventId: string): Promise<EventRow> => {
    await assertManagesEvent(deps.db, account, eventId);
    const event = await findEvent(deps.db, eventId);
    if (!event) throw eventNotFound();
    return event;
  };
  const logoOf = async (event: EventRow): Promise<Buffer | null> => {
    const name = /^\/uploads\/([^/?#]+)$/.exec(event.logo_image)?.[1];
    const type = name ? fileTypeOfName(name) : null;
    if (!name || (type !== 'png' && type !== 'jpeg')) return null;
    return (await app.storage.read(name))?.bytes ?? null;
  };

  route(app, certificatesEndpoints.overview, async (request) => {
    const event = await managedEvent(request.account!, request.params.eventId);
    const [threshold, rows, eligibility, archive] = await Promise.all([
      findThreshold(deps.db, event.id),
      listCertificates(deps.db, event.id),
      eligibilityOf(deps.db, event.id),
      readArchive(deps.config.UPLOAD_DIR, event.id),
    ]);
    const facts = await certificateFacts(deps.db, event, rows);
    return ok('Certificates fetched successfully', {
      event: { id: event.id, name: event.name },
      settings: { threshold },
      participationBlocked: eligibility.participationBlocked === 'no-sessions' ? certificateMessages.noSessions : null,
      counts: {
        eligible: eligibility.certificates.length,
        issued: rows.length,
        valid: rows.filter((row) => row.status === 'valid').length,
        revoked: rows.filter((row) => row.status === 'revoked').length,
      },
      archiveReady: archive !== null,
      certificates: rows.map((row, index) => viewOf(row, facts[index]!, languageOf(request))),
    });
  });

  route(app, certificatesEndpoints.settings, async (request) => {
    const { eventId } = request.params;
    await managedEvent(request.account!, eventId);
    const result = await setCertificateSettings(
      environment(),
      { eventId, threshold: request.body.threshold, by: request.account!.id },
      commandContextOf(request),
    );
    await settle(result);
    const state = await loadCertificatesState(deps.store, eventId);
    return ok('Certificate settings saved', { threshold: state.threshold });
  });

  route(app, certificatesEndpoints.issue, async (request, reply) => {
    const { eventId } = request.params;
    await managedEvent(request.account!, eventId);
    const context = commandContextOf(request);
    const jobId = certificateJobId(eventId, context.commandId);
    await queue.add(ISSUE_CERTIFICATES, { eventId, requestId: jobId, by: request.account!.id } satisfies CertificateJobData, {
      ...certificateJobOptions,
      jobId,
    });
    reply.status(202);
    return ok('Issuing certificates…', { jobId });
  });

  route(app, certificatesEndpoints.job, async (request) => {
    const { eventId, jobId } = request.params;
    await managedEvent(request.account!, eventId);
    const found = await queue.getJob(jobId);
    if (!found || (found.data as { eventId?: string }).eventId !== eventId) throw jobNotFound();
    const { job, state } = await jobWithState(queue, found);
    const parsed = state === 'completed' ? certificateJobResult.safeParse(job.returnvalue) : null;
    const result = parsed?.success ? parsed.data : null;
    // A finished job is reported once the organiser's list shows what it issued.
    if (result?.position)
      await deps.readModels.waitFor(result.position, {
        projections: [certificatesProjection.name],
        timeoutMs: deps.config.PROJECTION_WAIT_MS,
      });
    return ok('Certificate job fetched successfully', {
      jobId,
      state,
      progress: jobProgressOf(job, state),
      error: state === 'failed' ? job.failedReason || 'Issuing the certificates failed' : null,
      result: result
        ? { eligible: result.eligible, issued: result.issued, alreadyIssued: result.alreadyIssued, archived: result.archived }
        : null,
    });
  });

  route(app, certificatesEndpoints.archive, async (request, reply) => {
    const event = await managedEvent(request.account!, request.params.eventId);
    const archive = await readArchive(deps.config.UPLOAD_DIR, event.id);
    if (!archive) throw archiveNotFound();
    return reply
      .header('content-type', 'application/zip')
      .header('content-disposition', `attachment; filename="certificates-${fileNameOf(event.name)}.zip"`)
      .send(archive);
  });

  route(app, certificatesEndpoints.revoke, async (request) => {
    const { eventId, certificateId } = request.params;
    const event = await managedEvent(request.account!, eventId);
    const result = await revokeCertificate(
      environment(),
      { eventId, certificateId, reason: request.body.reason, by: request.account!.id },
      commandContextOf(request),
    );
    await settle(result);
    // The answer from what is stored: the certificate as the stream holds it, names from the read models.
    const stored = (await loadCertificatesState(deps.store, eventId)).certificates.get(certificateId);
    if (!stored) throw certificateNotFound();
    const row: CertificateRow = {
      id: stored.certificateId,
      event_id: eventId,
      registration_id: stored.registrationId,
      kind: stored.kind,
      award_kind_id: stored.awardKindId,
      event_committee_id: stored.eventCommitteeId,
      country_id: stored.countryId,
      code: stored.code,
      status: stored.status,
      issued_at: stored.issuedAt,
      revoked_at: stored.revokedAt,
      revoke_reason: request.body.reason,
    };
    const [facts] = await certificateFacts(deps.db, event, [row]);
    return ok('Certificate revoked', viewOf(row, facts!, languageOf(request)));
  });

  route(app, certificatesEndpoints.mine, async (request) => {
    const { eventId } = request.params;
    const event = await findEvent(deps.db, eventId);
    if (!event) throw eventNotFound();
    const registration = await findActiveRegistration(deps.db, eventId, request.account!.id);
    if (!registration) return ok('Certificates fetched successfully', []);
    const rows = await listCertificatesOf(deps.db, [registration.id]);
    const facts = await certificateFacts(deps.db, event, rows);
    return ok(
      'Certificates fetched successfully',
      rows.map((row, index) => ({
        id: row.id,
        kind: row.kind,
        title: titleIn(facts[index]!.title, languageOf(request)),
        code: row.code,
        status: row.status,
        issued_at: row.issued_at,
      })),
    );
  });

  route(app, certificatesEndpoints.pdf, async (request, reply) => {
    const { eventId, certificateId } = request.params;
    const account = request.account!;
    const event = await findEvent(deps.db, eventId);
    const row = event ? await findCertificate(deps.db, certificateId) : null;
    if (!event || !row || row.event_id !== eventId) throw certificateNotFound();
    if (!(await managesEvent(deps.db, account, eventId))) {
      const registration = await findActiveRegistration(deps.db, eventId, account.id);
      if (registration?.id !== row.registration_id)
        throw new DomainError(
          'forbidden',
          'CERTIFICATE_NOT_YOURS',
          "Only the delegate and the event's organiser can download this certificate",
        );
    }
    const [facts] = await certificateFacts(deps.db, event, [row]);
    const pdf = await certificatePdf(facts!, { publicUrl: deps.config.PUBLIC_URL, logo: await logoOf(event) });
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="certificate-${row.code}.pdf"`)
      .header('cache-control', 'private, no-store')
      .send(pdf);
  });

  route(
    app,
    certificatesEndpoints.verify,
    async (request) => {
      const code = request.params.code.toUpperCase();
      const row = await findCertificateByCode(deps.db, code);
      const event = row ? await findEvent(deps.db, row.event_id) : null;
      if (!row || !event) throw codeNotFound();
      const [facts] = await certificateFacts(deps.db, event, [row]);
      return ok(row.status === 'valid' ? 'This certificate is valid' : 'This certificate has been revoked', {
        status: row.status,
        delegate: facts!.delegate,
        what: titleIn(facts!.title, languageOf(request)),
        kind: row.kind,
        event: { name: event.name, start_date: event.start_date, end_date: event.end_date },
        committee: facts!.committee,
        country: facts!.country,
        issued_at: row.issued_at,
        revoked_at: row.revoked_at,
      });
    },
    { config: { rateLimit: { max: 120, timeWindow: '1 minute' } } },
  );
};
