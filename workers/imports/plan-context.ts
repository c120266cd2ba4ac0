import type { CommonQueryMethods } from 'slonik';
import type { PlanContext } from '../../domain/imports/plan';
import { committeesList } from '../../projections/catalogue-lists/read-models';
import { listRegistrationsOfEvent } from '../../projections/registrations/registrations-list';
import { listSchools } from '../../projections/schools/schools-list';
import { findAccountsByEmails } from '../../projections/users/accounts-projection';

/** What the rows are decided against: accounts by email, who is registered, schools, committees. */
export const planContextOf = async (db: CommonQueryMethods, eventId: string, emails: readonly string[], allowedEmailDomains: readonly string[]): Promise<PlanContext> => {
  const [accounts, registrations, schools, committees] = await Promise.all([
    findAccountsByEmails(db, [...new Set(emails)]),
    listRegistrationsOfEvent(db, eventId),
    listSchools(db),
    committeesList.listAll(db),
  ]);
  return {
    accountsByEmail: new Map(
      accounts.filter((account) => account.email !== null && account.status !== 'deleted').map((account) => [account.email!, { userId: account.id, fullName: account.fullname, role: account.role }]),
    ),
    registeredUserIds: new Set(registrations.map((registration) => registration.user_id)),
    schools: schools.map((school) => ({ id: school.id, name: school.name })),
    allowedEmailDomains,
    committees: committees.map((committee) => ({ id: String(committee.id), abbr: committee.abbr ?? '', name: committee.committee ?? '' })),
  };
};
