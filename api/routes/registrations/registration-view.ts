import type { CommonQueryMethods } from 'slonik';
import type { z } from 'zod';
import type { registrationView } from '@contract/registrations';
import { committeesList } from '../../../projections/catalogue-lists/read-models';
import { findRegistrationAnswers } from '../../../projections/registrations/registration-views/registration-views';
import { viewOf, type SeatView } from '../../../projections/registrations/registration-views/view-of';
import type { RegistrationRow } from '../../../projections/registrations/registrations-list';
import { findSchool } from '../../../projections/schools/schools-list';
import { findAccountById, type AccountRow } from '../../../projections/users/accounts-projection';
import { findProfilesByIds, type ProfileRow } from '../../../projections/users/profiles-projection';
import { batchedPerTurn } from '../../../commands/shared/batched-per-turn';

export type RegistrationView = z.infer<typeof registrationView>;

/**
 * Views of registrations, in their order, from the registration screens' read model: `draft`
 * (the organiser's lists: where the organiser put the delegate) or `published` (the delegate's
 * own page: what was published to them).
 */
export const registrationViews = async (
  db: CommonQueryMethods,
  rows: readonly RegistrationRow[],
  seats: SeatView = 'draft',
): Promise<RegistrationView[]> => {
  const found = (await findRegistrationAnswers(
    db,
    rows.map((row) => row.id),
    seats,
  )) as RegistrationView[];
  const viewOfId = new Map(found.map((view) => [view.id, view]));
  // The rows come from a read model kept with the appends; the answers' one may not show a
  // registration just made yet, which has no seat, flag or unlock to show: built from its row.
  return Promise.all(rows.map((row) => viewOfId.get(row.id) ?? newRegistrationView(db, row, seats)));
};

type CommitteeEntry = Awaited<ReturnType<typeof committeesList.listAll>>[number];

/**
 * Per connection (pool or transaction), the lookups of the answers built together: a rush of
 * registrations reads its people's profiles and the committees once per turn, not once each.
 */
const lookupsOf = new WeakMap<CommonQueryMethods, ReturnType<typeof makeLookups>>();
const makeLookups = (db: CommonQueryMethods) => ({
  profileOf: batchedPerTurn<string, ProfileRow | null>(
    async (ids) => new Map((await findProfilesByIds(db, ids)).map((profile) => [profile.id, profile])),
    null,
  ),
  committees: batchedPerTurn<'all', readonly CommitteeEntry[]>(async () => new Map([['all', await committeesList.listAll(db)]]), []),
});
const lookups = (db: CommonQueryMethods) => {
  const found = lookupsOf.get(db) ?? makeLookups(db);
  lookupsOf.set(db, found);
  return found;
};

/**
 * A registration just stored, as the screens will show it: its own facts as stored, its person,
 * school and committees from their read models, and no seat, flag or unlock yet (a new
 * registration has none). Built the way the registration screens' read model builds its answer,
 * so a read model still catching up under a rush never turns an accepted registration into an error.
 */
export const newRegistrationView = async (
  db: CommonQueryMethods,
  row: RegistrationRow,
  seats: SeatView,
  known?: { account: Pick<AccountRow, 'id' | 'email' | 'avatar_url'> },
): Promise<RegistrationView> => {
  const { profileOf, committees } = lookups(db);
  const [account, profile, catalogue] = await Promise.all([
    // The person registering themselves was just read by the request's authentication.
    known?.account.id === row.user_id ? known.account : findAccountById(db, row.user_id),
    profileOf(row.user_id),
    committees('all'),
  ]);
  const school = profile?.school_id ? await findSchool(db, profile.school_id) : null;
  const choice = (id: string | null) => {
    const entry = id === null ? undefined : catalogue.find((candidate) => String(candidate.id) === id);
    return entry ? { id: String(entry.id), abbr: String(entry.abbr ?? ''), committee: String(entry.committee ?? '') } : null;
  };
  return viewOf(
    {
      ...row,
      prefs: [choice(row.pref_committee_1), choice(row.pref_committee_2), choice(row.pref_committee_3)],
      email: account?.email ?? null,
      avatar_url: account?.avatar_url ?? null,
      profile: profile && {
        username: profile.username,
        fullname: profile.fullname,
        birthday: profile.birthday,
        gender: profile.gender,
        phone_e164: profile.phone_e164,
        phone: profile.phone,
        country_code: profile.country_code,
        grade: profile.grade,
        years_of_experience: profile.years_of_experience,
        custom_school_name: profile.custom_school_name,
        custom_locality_name: profile.custom_locality_name,
      },
      school: school && { name: school.name, locality_name: school.locality.name },
      draft: null,
      published: null,
      flagged: false,
      unlocked: false,
    },
    seats,
  ) as RegistrationView;
};
