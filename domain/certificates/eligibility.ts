import type { CertificateKind } from './certificates';

/** A delegate still registered, with where their published seat is (ids; null: not seated). */
export interface EligibilityDelegate {
  registrationId: string;
  eventCommitteeId: string | null;
  countryId: string | null;
}

export interface EligibilityInput {
  /** Percent of the event's sessions a participation certificate needs (0–100). */
  threshold: number;
  /** The event's sessions on the programme. */
  sessionIds: readonly string[];
  /** Per registration, the sessions they attended (marked present or present and voting). */
  attended: ReadonlyMap<string, ReadonlySet<string>>;
  delegates: readonly EligibilityDelegate[];
  /** Confirmed awards, with the seat the nomination recorded. */
  awards: ReadonlyArray<{ registrationId: string; kindId: string; eventCommitteeId: string | null; countryId: string | null }>;
}

export interface EligibleCertificate {
  registrationId: string;
  kind: CertificateKind;
  awardKindId: string | null;
  eventCommitteeId: string | null;
  countryId: string | null;
}

export interface Eligibility {
  certificates: EligibleCertificate[];
  /** Why nobody gets a participation certificate, when that is so for a reason the organiser can fix. */
  participationBlocked: 'no-sessions' | null;
}

/** Whether attending `attended` of `sessions` sessions reaches `threshold` percent (exactly, no rounding). */
export const reachesThreshold = (attended: number, sessions: number, threshold: number) =>
  sessions > 0 && attended * 100 >= threshold * sessions;

/**
 * Who gets which certificate: a participation certificate for each delegate whose attended
 * sessions reach the threshold of the event's sessions (with no sessions, nobody), and one per
 * confirmed award of a delegate still registered. Delegates in registration order, awards after.
 */
export const eligibleCertificates = (input: EligibilityInput): Eligibility => {
  const sessions = new Set(input.sessionIds);
  const registered = new Map(input.delegates.map((delegate) => [delegate.registrationId, delegate]));
  const certificates: EligibleCertificate[] = [];
  for (const delegate of input.delegates) {
    const attended = [...(input.attended.get(delegate.registrationId) ?? [])].filter((id) => sessions.has(id)).length;
    if (!reachesThreshold(attended, sessions.size, input.threshold)) continue;
    certificates.push({ ...delegate, kind: 'participation', awardKindId: null });
  }
  for (const award of input.awards) {
    const delegate = registered.get(award.registrationId);
    if (!delegate) continue;
    certificates.push({
      registrationId: award.registrationId,
      kind: 'award',
      awardKindId: award.kindId,
      eventCommitteeId: award.eventCommitteeId ?? delegate.eventCommitteeId,
      countryId: award.countryId ?? delegate.countryId,
    });
  }
  return { certificates, participationBlocked: sessions.size === 0 ? 'no-sessions' : null };
};
