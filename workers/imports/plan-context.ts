import type { CommonQueryMethods } from 'slonik';
import type { PlanContext } from '@domain/imports/plan';
import { committeesList } from '../../projections/catalogue-lists/read-models';
import { listRegistrationsOfEvent } from '../../projections/registrations/registrations-list';
import { listSchools } from '../../projections/schools/schools-list';
import { listEventCommittees } from '../../projections/workspace/event-committees-list';
import { findAccountsByEmails } from '../../projections/users/accounts-projection';

/** What the rows are decided against: accounts by email, who is registered, schools, the event's committees. */
export const planContextOf = async (
  db: CommonQueryMethods,
  eventId: string,
  emails: readonly string[],
  allowedEmailDomains: readonly string[],
): Promise<PlanContext> => {
  const [accounts, registrations, schools, catalogue, offered] = await Promise.all([
    findAccountsByEmails(db, [...new Set(emails)]),
    listRegistrationsOfEvent(db, eventId),
    listSchools(db),
    committeesList.listAll(db),
    listEventCommittees(db, eventId),
  ]);
  // A preference names a committee by the catalogue's abbreviation or name, or the event's own abbreviation.
  const names = new Map(catalogue.map((committee) => [String(committee.id), committee]));
  return {
    accountsByEmail: new Map(
      accounts
        .filter((account) => account.email !== null && account.status !== 'deleted')
        .map((account) => [account.email!, { userId: account.id, fullName: account.fullname, role: account.role }]),
    ),
    registeredUserIds: new Set(registrations.map((registration) => registration.user_id)),
    schools: schools.map((school) => ({ id: school.id, name: school.name })),
    allowedEmailDomains,
    committees: offered.flatMap((committee) => {
      const listed = names.get(committee.committee_id);
      const own = { id: committee.committee_id, abbr: committee.abbr, name: listed?.committee ?? '' };
      return listed?.abbr && listed.abbr !== committee.abbr ? [own, { ...own, abbr: listed.abbr }] : [own];
    }),
  };
};
