import { createHash } from 'node:crypto';
import type { DatabasePool } from 'slonik';
import { CERTIFICATE_CHUNK, certificateIdOf, type Certificate } from '@domain/certificates/certificates';
import { DomainError } from '@domain/shared/errors';
import { completeCertificateRequest, issueCertificates, loadCertificatesState } from '../../commands/certificates/certificate-commands';
import type { CertificateJobData, CertificateJobResult } from '../../commands/certificates/certificate-jobs';
import type { EventStore, Position } from '../../commands/event-store/port';
import { writeArchive, type ArchiveEntry } from '../../projections/certificates/certificate-archive';
import { certificateFacts, eligibilityOf } from '../../projections/certificates/certificate-facts';
import { certificatePdf } from '../../projections/certificates/certificate-pdf';
import type { CertificateRow } from '../../projections/certificates/certificates-list';
import { findEvent } from '../../projections/events/events-list';

export interface CertificateRunEnvironment {
  store: EventStore;
  db: DatabasePool;
  now: () => Date;
  publicUrl: string;
  uploadDir: string;
  /** The event's logo bytes (null: none, or not readable). */
  readLogo: (url: string) => Promise<Buffer | null>;
  /** Makes one certificate's PDF (certificatePdf unless a test wants it faster: some 25 ms each on a small machine). */
  render?: typeof certificatePdf;
}

export interface CertificateRunHooks {
  /** After each chunk's append (the crash test stops dead here). */
  afterChunk?: (issuedSoFar: number) => Promise<void>;
}

/** PDFs rendered at once while the archive is written. */
const RENDER_PAGE = 50;

const rowOf = (eventId: string, certificate: Certificate): CertificateRow => ({
  id: certificate.certificateId,
  event_id: eventId,
  registration_id: certificate.registrationId,
  kind: certificate.kind,
  award_kind_id: certificate.awardKindId,
  event_committee_id: certificate.eventCommitteeId,
  country_id: certificate.countryId,
  code: certificate.code,
  status: certificate.status,
  issued_at: certificate.issuedAt,
  revoked_at: certificate.revokedAt,
  revoke_reason: null,
});

const fileNameOf = (row: CertificateRow, delegate: string | null) => {
  const who =
    (delegate ?? row.registration_id)
      .replace(/[^A-Za-z0-9 _-]+/g, '')
      .replace(/\s+/g, '-')
      .slice(0, 60) || 'delegate';
  return `${who}-${row.kind === 'participation' ? 'participation' : `award-${row.award_kind_id ?? ''}`}-${row.code}.pdf`;
};

/**
 * Issues every certificate the event's delegates are eligible for, a chunk (one append) at a
 * time, then writes the organiser's ZIP of all valid certificates. Progress is the share of the
 * work done: certificates to issue, then PDFs written. Run again (a retry, a worker killed
 * half-way), it finds what was issued and issues the rest, and writes the ZIP afresh.
 */
export const runCertificates = async (
  env: CertificateRunEnvironment,
  data: CertificateJobData,
  progress: (percent: number) => Promise<void>,
  hooks: CertificateRunHooks = {},
): Promise<CertificateJobResult> => {
  const { eventId, requestId, by } = data;
  const event = await findEvent(env.db, eventId);
  if (!event) throw new DomainError('not_found', 'EVENT_NOT_FOUND', 'Event not found');
  const eligibility = await eligibilityOf(env.db, eventId);
  const before = await loadCertificatesState(env.store, eventId);
  const toIssue = eligibility.certificates.filter(
    (each) => !before.certificates.has(certificateIdOf(each.registrationId, each.kind, each.awardKindId)),
  );
  const alreadyIssued = eligibility.certificates.length - toIssue.length;
  const validBefore = [...before.certificates.values()].filter((each) => each.status === 'valid').length;
  const totalWork = Math.max(1, toIssue.length + validBefore + toIssue.length);
  let done = 0;
  let lastReported = -1;
  const report = async () => {
    const percent = Math.min(99, Math.floor((100 * done) / totalWork));
    if (percent !== lastReported) {
      lastReported = percent;
      await progress(percent);
    }
  };
  await report();

  let issued = 0;
  let position: Position | null = null;
  for (let start = 0; start < toIssue.length; start += CERTIFICATE_CHUNK) {
    const chunk = toIssue.slice(start, start + CERTIFICATE_CHUNK);
    const ids = chunk.map((each) => certificateIdOf(each.registrationId, each.kind, each.awardKindId));
    const commandId = createHash('sha256')
      .update(`certificates\u0000${requestId}\u0000${ids.join('\u0000')}`)
      .digest('hex');
    const result = await issueCertificates(
      { store: env.store, now: env.now() },
      { eventId, requestId, by, certificates: chunk },
      { commandId, userId: by },
    );
    issued += result.events.length;
    position = result.position ?? position;
    done += chunk.length;
    await report();
    await hooks.afterChunk?.(issued);
  }
  const completed = await completeCertificateRequest(
    { store: env.store, now: env.now() },
    { eventId, requestId, by, issued },
    { commandId: createHash('sha256').update(`certificates-done\u0000${requestId}`).digest('hex'), userId: by },
  );
  position = completed.position ?? position;

  // The ZIP, from the stream as stored (every valid certificate, whichever request issued it).
  const after = await loadCertificatesState(env.store, eventId);
  const rows = [...after.certificates.values()].filter((each) => each.status === 'valid').map((each) => rowOf(eventId, each));
  const logo = event.logo_image ? await env.readLogo(event.logo_image) : null;
  async function* entries(): AsyncGenerator<ArchiveEntry> {
    for (let start = 0; start < rows.length; start += RENDER_PAGE) {
      const page = rows.slice(start, start + RENDER_PAGE);
      const facts = await certificateFacts(env.db, event!, page);
      for (const [index, fact] of facts.entries()) {
        const bytes = await (env.render ?? certificatePdf)(fact, { publicUrl: env.publicUrl, logo });
        yield { name: fileNameOf(page[index]!, fact.delegate), bytes };
        done += 1;
        await report();
      }
    }
  }
  const archive = await writeArchive(env.uploadDir, eventId, entries());
  await progress(100);
  return {
    eligible: eligibility.certificates.length,
    issued,
    alreadyIssued,
    archived: archive.entries,
    position,
  };
};
