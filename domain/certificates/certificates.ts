import { z } from 'zod';
import { actorStamp, type Stamp } from '../shared/actor';
import type { Decider } from '../shared/decider';
import { DomainError } from '../shared/errors';
import { PersistentMap } from '../shared/persistent-map';

/**
 * An event's certificates: the organiser's settings (the attendance a participation
 * certificate needs), every certificate issued with its verification code, and revocations.
 * One stream per event (`certificates-<eventId>`), so "one certificate per delegate, kind and
 * award" holds however many jobs issue at once. Events carry ids only: names are looked up
 * when a certificate is shown, so an erased person's name disappears from it.
 */
export const certificatesStreamId = (eventId: string) => `certificates-${eventId}`;

export const DEFAULT_PARTICIPATION_THRESHOLD = 75;
export const MAX_REVOKE_REASON = 300;
/** How many certificates one command issues (one append on the stream). */
export const CERTIFICATE_CHUNK = 250;

export const certificateKinds = ['participation', 'award'] as const;
export type CertificateKind = (typeof certificateKinds)[number];
export const certificateStatuses = ['valid', 'revoked'] as const;
export type CertificateStatus = (typeof certificateStatuses)[number];

/** The one id a delegate's certificate of a kind (and award) has, however often it is issued. */
export const certificateIdOf = (registrationId: string, kind: CertificateKind, awardKindId: string | null) =>
  kind === 'participation' ? `${registrationId}--participation` : `${registrationId}--award--${awardKindId ?? ''}`;

/** What makes a verification code: 20 characters of Crockford's base 32 (100 random bits), generated outside the domain. */
export const VERIFICATION_CODE = /^[0-9A-HJKMNP-TV-Z]{20}$/;

const issuedShape = {
  eventId: z.string(),
  certificateId: z.string(),
  registrationId: z.string(),
  kind: z.enum(certificateKinds),
  /** The award's kind (award certificates); its name is looked up when shown. */
  awardKindId: z.string().nullable(),
  /** Where the delegate sat when it was issued (ids). */
  eventCommitteeId: z.string().nullable(),
  countryId: z.string().nullable(),
  code: z.string(),
  /** The request (job) that issued it. */
  requestId: z.string(),
};

export const certificateEventSchemas = {
  CertificateSettingsChanged: z.object({
    eventId: z.string(),
    previous: z.object({ threshold: z.number().int() }),
    threshold: z.number().int(),
    ...actorStamp,
  }),
  CertificateIssued: z.object({ ...issuedShape, ...actorStamp }),
  CertificateRevoked: z.object({
    eventId: z.string(),
    certificateId: z.string(),
    registrationId: z.string(),
    reason: z.string(),
    ...actorStamp,
  }),
  /** A request's issuing finished: how many it issued (History shows one row per request). */
  CertificateRequestCompleted: z.object({ eventId: z.string(), requestId: z.string(), issued: z.number().int(), ...actorStamp }),
};

type Schemas = typeof certificateEventSchemas;
export type CertificateEvent = { [Type in keyof Schemas]: { type: Type; data: z.infer<Schemas[Type]> } }[keyof Schemas];
export type CertificateEventType = CertificateEvent['type'];
export const certificateEventTypes = Object.keys(certificateEventSchemas) as CertificateEventType[];
const typeSet = new Set<string>(certificateEventTypes);

export const parseCertificateEvent = (type: string, data: unknown): CertificateEvent | null =>
  typeSet.has(type) ? ({ type, data: certificateEventSchemas[type as CertificateEventType].parse(data) } as CertificateEvent) : null;

export interface Certificate {
  certificateId: string;
  registrationId: string;
  kind: CertificateKind;
  awardKindId: string | null;
  eventCommitteeId: string | null;
  countryId: string | null;
  code: string;
  status: CertificateStatus;
  issuedAt: string;
  revokedAt: string | null;
}

export interface CertificatesState {
  threshold: number;
  certificates: PersistentMap<string, Certificate>;
  /** Requests whose completion is recorded. */
  completed: PersistentMap<string, number>;
}

export const initialCertificatesState: CertificatesState = {
  threshold: DEFAULT_PARTICIPATION_THRESHOLD,
  certificates: PersistentMap.of(),
  completed: PersistentMap.of(),
};

/** A certificate the job wants issued, with the code to give it if it is new. */
export interface CertificateToIssue {
  registrationId: string;
  kind: CertificateKind;
  awardKindId: string | null;
  eventCommitteeId: string | null;
  countryId: string | null;
  code: string;
}

export type CertificatesCommand = Stamp & { eventId: string } & (
    | { type: 'SetCertificateSettings'; threshold: number }
    | { type: 'IssueCertificates'; requestId: string; certificates: readonly CertificateToIssue[] }
    | { type: 'RevokeCertificate'; certificateId: string; reason: string }
    | { type: 'CompleteCertificateRequest'; requestId: string; issued: number }
  );

export const certificateMessages = {
  thresholdRange: 'The attendance needed must be a whole percentage from 0 to 100',
  notFound: 'Certificate not found',
  reasonRequired: 'Say why the certificate is revoked',
  badCode: 'A verification code must be 20 letters and digits',
  noSessions: 'The event has no sessions yet: nobody can reach the attendance a participation certificate needs',
} as const;

export const certificateErrors = {
  thresholdRange: () => new DomainError('validation', 'CERTIFICATE_THRESHOLD_INVALID', certificateMessages.thresholdRange),
  notFound: () => new DomainError('not_found', 'CERTIFICATE_NOT_FOUND', certificateMessages.notFound),
  reasonRequired: () => new DomainError('validation', 'CERTIFICATE_REASON_REQUIRED', certificateMessages.reasonRequired),
  badCode: () => new DomainError('validation', 'CERTIFICATE_CODE_INVALID', certificateMessages.badCode),
};

export const decideCertificates = (command: CertificatesCommand, state: CertificatesState): CertificateEvent[] => {
  const { eventId, by, at } = command;
  switch (command.type) {
    case 'SetCertificateSettings': {
      const { threshold } = command;
      if (!Number.isInteger(threshold) || threshold < 0 || threshold > 100) throw certificateErrors.thresholdRange();
      if (threshold === state.threshold) return [];
      return [{ type: 'CertificateSettingsChanged', data: { eventId, previous: { threshold: state.threshold }, threshold, by, at } }];
    }
    case 'IssueCertificates': {
      const events: CertificateEvent[] = [];
      const seen = new Set<string>();
      for (const wanted of command.certificates) {
        if (!VERIFICATION_CODE.test(wanted.code)) throw certificateErrors.badCode();
        const certificateId = certificateIdOf(wanted.registrationId, wanted.kind, wanted.kind === 'award' ? wanted.awardKindId : null);
        // Issued before (a retried or resumed job): the first one, and its code, stay.
        if (state.certificates.has(certificateId) || seen.has(certificateId)) continue;
        seen.add(certificateId);
        events.push({
          type: 'CertificateIssued',
          data: {
            eventId,
            certificateId,
            registrationId: wanted.registrationId,
            kind: wanted.kind,
            awardKindId: wanted.kind === 'award' ? wanted.awardKindId : null,
            eventCommitteeId: wanted.eventCommitteeId,
            countryId: wanted.countryId,
            code: wanted.code,
            requestId: command.requestId,
            by,
            at,
          },
        });
      }
      return events;
    }
    case 'RevokeCertificate': {
      const certificate = state.certificates.get(command.certificateId);
      if (!certificate) throw certificateErrors.notFound();
      const reason = command.reason.trim();
      if (reason === '') throw certificateErrors.reasonRequired();
      if (certificate.status === 'revoked') return [];
      return [
        {
          type: 'CertificateRevoked',
          data: { eventId, certificateId: certificate.certificateId, registrationId: certificate.registrationId, reason, by, at },
        },
      ];
    }
    case 'CompleteCertificateRequest': {
      if (state.completed.has(command.requestId)) return [];
      return [{ type: 'CertificateRequestCompleted', data: { eventId, requestId: command.requestId, issued: command.issued, by, at } }];
    }
  }
};

export const evolveCertificates = (state: CertificatesState, event: CertificateEvent): CertificatesState => {
  switch (event.type) {
    case 'CertificateSettingsChanged':
      return { ...state, threshold: event.data.threshold };
    case 'CertificateIssued': {
      const { certificateId, registrationId, kind, awardKindId, eventCommitteeId, countryId, code, at } = event.data;
      return {
        ...state,
        certificates: state.certificates.with(certificateId, {
          certificateId,
          registrationId,
          kind,
          awardKindId,
          eventCommitteeId,
          countryId,
          code,
          status: 'valid',
          issuedAt: at,
          revokedAt: null,
        }),
      };
    }
    case 'CertificateRevoked': {
      const certificate = state.certificates.get(event.data.certificateId);
      if (!certificate) return state;
      return {
        ...state,
        certificates: state.certificates.with(certificate.certificateId, { ...certificate, status: 'revoked', revokedAt: event.data.at }),
      };
    }
    case 'CertificateRequestCompleted':
      return { ...state, completed: state.completed.with(event.data.requestId, event.data.issued) };
  }
};

export const certificatesDecider: Decider<CertificatesState, CertificatesCommand, CertificateEvent> = {
  initialState: initialCertificatesState,
  evolve: evolveCertificates,
  decide: decideCertificates,
};
