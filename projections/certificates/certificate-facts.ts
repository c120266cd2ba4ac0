import type { CommonQueryMethods } from 'slonik';
import { eligibleCertificates, type Eligibility } from '@domain/certificates/eligibility';
import { listNominations } from '../awards/award-nominations';
import { listMarks, listSessions } from '../conference/attendance';
import type { EventRow } from '../events/events-list';
import { findRegistrationAnswers } from '../registrations/registration-views/registration-views';
import { findAccountsByIds } from '../users/accounts-projection';
import type { RegistrationAnswer } from '../registrations/registration-views/view-of';
import { listRegistrationsOfEvent } from '../registrations/registrations-list';
import { findThreshold, type CertificateRow } from './certificates-list';

const attendedMarks = new Set(['present', 'present_and_voting']);

/** Who is eligible for which certificate at an event now, from the read models (sessions, roll calls, seats, awards). */
export const eligibilityOf = async (db: CommonQueryMethods, eventId: string, threshold?: number): Promise<Eligibility> => {
  const [sessions, marks, registrations, nominations, setThreshold] = await Promise.all([
    listSessions(db, eventId),
    listMarks(db, eventId),
    listRegistrationsOfEvent(db, eventId),
    listNominations(db, eventId, { status: 'confirmed' }),
    threshold === undefined ? findThreshold(db, eventId) : Promise.resolve(threshold),
  ]);
  const attended = new Map<string, Set<string>>();
  for (const mark of marks) {
    if (!attendedMarks.has(mark.mark)) continue;
    const sessionsOf = attended.get(mark.registration_id) ?? new Set<string>();
    sessionsOf.add(mark.session_id);
    attended.set(mark.registration_id, sessionsOf);
  }
  const seated = new Map<string, RegistrationAnswer>();
  for (const answer of await findRegistrationAnswers(
    db,
    registrations.map((registration) => registration.id),
    'published',
  ))
    seated.set(answer.id, answer);
  return eligibleCertificates({
    threshold: setThreshold,
    sessionIds: sessions.map((session) => session.session_id),
    attended,
    delegates: registrations.map((registration) => ({
      registrationId: registration.id,
      eventCommitteeId: seated.get(registration.id)?.assigned_committees ?? null,
      countryId: seated.get(registration.id)?.assigned_country ?? null,
    })),
    awards: nominations.map((nomination) => ({
      registrationId: nomination.registration_id,
      kindId: nomination.kind_id,
      eventCommitteeId: nomination.event_committee_id,
      countryId: nomination.country_id,
    })),
  });
};

/** What a certificate says, with names as they are now (an erased delegate has none). */
export interface CertificateFacts {
  certificateId: string;
  code: string;
  status: CertificateRow['status'];
  kind: CertificateRow['kind'];
  /** "Certificate of Participation" or the award's name. */
  title: string;
  awardName: string | null;
  delegate: string | null;
  committee: string | null;
  country: string | null;
  event: { id: string; name: string; startDate: string; endDate: string; logo: string };
  issuedAt: string;
  revokedAt: string | null;
  /** The language of the person it is for (their account's; English when unknown): the PDF is written in it. */
  language: 'en' | 'ar';
}

export const PARTICIPATION_TITLE = 'Certificate of Participation';

/** The facts of these certificates of one event (names read once for all of them). */
export const certificateFacts = async (
  db: CommonQueryMethods,
  event: EventRow,
  rows: readonly CertificateRow[],
): Promise<CertificateFacts[]> => {
  if (rows.length === 0) return [];
  const registrationIds = [...new Set(rows.map((row) => row.registration_id))];
  const [answers, nominations] = await Promise.all([
    findRegistrationAnswers(db, registrationIds, 'published'),
    rows.some((row) => row.kind === 'award') ? listNominations(db, event.id) : Promise.resolve([]),
  ]);
  const answerOf = new Map(answers.map((answer) => [answer.id, answer]));
  const accounts = await findAccountsByIds(db, [...new Set(answers.map((answer) => answer.user.id))]);
  const languageOf = new Map(accounts.map((account) => [account.id, account.language]));
  const awardName = new Map(nominations.map((nomination) => [`${nomination.registration_id}/${nomination.kind_id}`, nomination.kind_name]));
  return rows.map((row) => {
    const answer = answerOf.get(row.registration_id);
    const award = row.kind === 'award' ? (awardName.get(`${row.registration_id}/${row.award_kind_id}`) ?? 'Award') : null;
    return {
      certificateId: row.id,
      code: row.code,
      status: row.status,
      kind: row.kind,
      title: award ?? PARTICIPATION_TITLE,
      awardName: award,
      delegate: answer?.user.fullname ?? null,
      committee: answer?.assigned_committee?.committee ?? null,
      country: answer?.country?.name ?? null,
      event: { id: event.id, name: event.name, startDate: event.start_date, endDate: event.end_date, logo: event.logo_image },
      issuedAt: row.issued_at,
      revokedAt: row.revoked_at,
      language: (answer && languageOf.get(answer.user.id)) ?? 'en',
    };
  });
};
