import type { CommonQueryMethods } from 'slonik';
import type { EventStore } from '../../../commands/event-store/port';
import { organiserErrors, organiserStreamId, parseOrganiserEvent } from '@domain/organisers/organiser';
import { viewOf, type JoinedOrganiser } from '../../../projections/organisers/organiser-views/view-of';
import { findSchool } from '../../../projections/schools/schools-list';
import { findAccountById } from '../../../projections/users/accounts-projection';
import { findProfile } from '../../../projections/users/profiles-projection';
import type { OrganiserView } from './organiser-view';

type StoredRecord = Omit<JoinedOrganiser, 'account' | 'profile' | 'school'>;

/** The record as its own stream holds it, folded as the organisers list folds it. */
const storedRecord = async (store: EventStore, organiserId: string): Promise<StoredRecord | null> => {
  let record: StoredRecord | null = null;
  for (const recorded of await store.readStream(organiserStreamId(organiserId))) {
    const event = parseOrganiserEvent(recorded.type, recorded.data);
    if (!event) continue;
    const revision = Number(recorded.revision);
    const { to, by, at } = event.data;
    if (event.type === 'OrganiserStatusChanged' || event.type === 'OrganiserDeleted') {
      if (record !== null) Object.assign(record, { status: to, actioned_at: new Date(at), actioned_by_user_id: by, revision });
      continue;
    }
    const { userId, schoolId, localityId, role, evidence } = event.data;
    // Date Actioned is a super user's act; a user's own request is not one.
    const actioned = event.type !== 'OrganiserRequested';
    record = {
      id: organiserId,
      user_id: userId,
      school_id: schoolId,
      locality_id: localityId,
      role,
      evidence,
      status: to,
      created_at: new Date(at),
      actioned_at: actioned ? new Date(at) : null,
      actioned_by_user_id: actioned ? by : null,
      revision,
    };
  }
  return record;
};

/**
 * An organiser write's answer: the record as its stream holds it, with its person and school
 * from their read models, built as the Organisers list builds its rows (merged schools
 * followed; no answer for a deleted account). A list still catching up can neither deny the
 * write nor show it stale.
 */
export const storedOrganiserView = async (db: CommonQueryMethods, store: EventStore, organiserId: string): Promise<OrganiserView> => {
  const record = await storedRecord(store, organiserId);
  if (!record) throw organiserErrors.notFound();
  const [account, profile, school] = await Promise.all([
    findAccountById(db, record.user_id),
    findProfile(db, record.user_id),
    findSchool(db, record.school_id),
  ]);
  if (!account || account.status === 'deleted') throw organiserErrors.notFound();
  return viewOf({
    ...record,
    school_id: school?.id ?? record.school_id,
    locality_id: school ? school.locality_id : record.locality_id,
    account: { role: account.role, username: account.username, fullname: account.fullname },
    profile: profile && {
      username: profile.username,
      fullname: profile.fullname,
      grade: profile.grade,
      years_of_experience: profile.years_of_experience,
      custom_locality_name: profile.custom_locality_name,
    },
    school: school && { name: school.name, locality_name: school.locality.name },
  });
};
