import { randomBytes } from 'node:crypto';
import {
  certificatesDecider,
  certificatesStreamId,
  parseCertificateEvent,
  type CertificatesCommand,
  type CertificatesState,
  type CertificateToIssue,
} from '@domain/certificates/certificates';
import type { EventStore, RecordedEvent } from '../event-store/port';
import { executeCommand, foldStream, type CommandContext } from '../handler/command-handler';

export interface CertificatesEnvironment {
  store: EventStore;
  now: Date;
}

const parse = (event: RecordedEvent) => parseCertificateEvent(event.type, event.data);

/** The event's certificates as its stream holds them now. */
export const loadCertificatesState = async (store: EventStore, eventId: string): Promise<CertificatesState> =>
  (await foldStream(store, certificatesStreamId(eventId), certificatesDecider, parse)).state;

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A verification code: 100 random bits as 20 characters of Crockford's base 32 (no I, L, O, U). */
export const newVerificationCode = (): string => {
  const bytes = randomBytes(20);
  let code = '';
  for (const byte of bytes) code += CROCKFORD[byte & 31];
  return code;
};

type Input<Type extends CertificatesCommand['type']> = Omit<Extract<CertificatesCommand, { type: Type }>, 'type' | 'at'>;

const run = (env: CertificatesEnvironment, command: CertificatesCommand, context: CommandContext) =>
  executeCommand(env.store, { streamId: certificatesStreamId(command.eventId), decider: certificatesDecider, parse, command }, context);

export const setCertificateSettings = (env: CertificatesEnvironment, input: Input<'SetCertificateSettings'>, context: CommandContext) =>
  run(env, { type: 'SetCertificateSettings', ...input, at: env.now.toISOString() }, context);

/**
 * Issues one chunk of certificates in one append; those already issued are skipped by the
 * decider (their first code stays), so a job run again stores nothing twice.
 */
export const issueCertificates = (
  env: CertificatesEnvironment,
  input: { eventId: string; requestId: string; by: string; certificates: ReadonlyArray<Omit<CertificateToIssue, 'code'>> },
  context: CommandContext,
) =>
  run(
    env,
    {
      type: 'IssueCertificates',
      eventId: input.eventId,
      requestId: input.requestId,
      by: input.by,
      certificates: input.certificates.map((certificate) => ({ ...certificate, code: newVerificationCode() })),
      at: env.now.toISOString(),
    },
    context,
  );

export const completeCertificateRequest = (
  env: CertificatesEnvironment,
  input: Input<'CompleteCertificateRequest'>,
  context: CommandContext,
) => run(env, { type: 'CompleteCertificateRequest', ...input, at: env.now.toISOString() }, context);

export const revokeCertificate = (env: CertificatesEnvironment, input: Input<'RevokeCertificate'>, context: CommandContext) =>
  run(env, { type: 'RevokeCertificate', ...input, at: env.now.toISOString() }, context);
