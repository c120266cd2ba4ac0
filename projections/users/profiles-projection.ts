import { sql, type CommonQueryMethods } from 'slonik';
import { z } from 'zod';
import { parseUserEvent } from '@domain/users/user';
import type { RecordedEvent } from '../../commands/event-store/port';
import { readModelSchema, type Projection } from '../runtime/projection';
import { inRuns, RowBuffer } from '../runtime/row-buffer';
import { followSchoolMerges, schoolMergeEventTypes } from '../schools/profile-school-merges';
import { openSealed, sealedOpener, sealedPersonal, type SealedOpener } from './sealed';
import { sealedUserIdsIn, userIdsIn } from './user-ids';

/** Student and teacher profiles as the profile pages read them back. */
const NAME = 'user_profiles';
const table = (schema: string) => sql.identifier([schema, 'profiles']);

const columns = [
  'id',
  'role',
  'completed',
  'fullname',
  'username',
  'birthday',
  'gender',
  'country_code',
  'phone',
  'phone_e164',
  'school_id',
  'locality_id',
  'grade',
  'years_of_experience',
  'teacher_role',
  'custom_locality_name',
  'custom_school_name',
  'updated_at',
];

/** One person's event on the batch's rows, exactly as `handle` changes the table. */
const foldProfile = (profiles: RowBuffer, recorded: RecordedEvent, open: SealedOpener) => {
  const event = parseUserEvent(recorded.type, recorded.data);
  if (!event) return;
  switch (event.type) {
    case 'UserRegistered':
      return profiles.insert({ id: event.data.userId, role: event.data.role, completed: false, updated_at: event.data.at });
    case 'ProfileCompleted':
    case 'ProfileUpdated': {
      const data = event.data;
      const personal = open(data.userId, data.sealed, sealedPersonal);
      return profiles.update(data.userId, {
        completed: true,
        fullname: personal.fullname,
        username: personal.username,
        birthday: personal.birthday,
        gender: personal.gender,
        country_code: personal.countryCode,
        phone: personal.phone,
        phone_e164: personal.phoneE164,
        school_id: data.schoolId,
        locality_id: data.localityId,
        grade: data.grade,
        years_of_experience: data.yearsOfExperience,
        teacher_role: data.teacherRole,
        custom_locality_name: data.customLocalityName,
        custom_school_name: data.customSchoolName,
        updated_at: data.at,
      });
    }
    case 'UserDeleted':
      return profiles.update(event.data.userId, {
        fullname: null,
        username: null,
        birthday: null,
        gender: null,
        country_code: null,
        phone: null,
        phone_e164: null,
        updated_at: event.data.at,
      });
    default:
      return;
  }
};

const merges = new Set<string>(schoolMergeEventTypes);

export const userProfilesProjection: Projection = {
  name: NAME,
  filter: { eventTypes: ['UserRegistered', 'ProfileCompleted', 'ProfileUpdated', 'UserDeleted', ...schoolMergeEventTypes] },
  tables: ['profiles'],
  migrate: async (tx, schema) => {
    await tx.query(sql.unsafe`
      CREATE TABLE IF NOT EXISTS ${table(schema)} (
        id text PRIMARY KEY,
        role text NOT NULL,
        completed boolean NOT NULL DEFAULT false,
        fullname text,
        username text,
        birthday text,
        gender text,
        country_code text,
        phone text,
        phone_e164 text,
        school_id text,
        locality_id text,
        grade text,
        years_of_experience text,
        teacher_role text,
        custom_locality_name text,
        custom_school_name text,
        updated_at timestamptz NOT NULL
      )`);
  },
  handle: async (tx, recorded, schema) => {
    await followSchoolMerges(tx, recorded, table(schema));
    const event = parseUserEvent(recorded.type, recorded.data);
    if (!event) return;
    const profiles = table(schema);
    switch (event.type) {
      case 'UserRegistered':
        await tx.query(sql.unsafe`
          INSERT INTO ${profiles} (id, role, updated_at) VALUES (${event.data.userId}, ${event.data.role}, ${event.data.at})
          ON CONFLICT (id) DO NOTHING`);
        return;
      case 'ProfileCompleted':
      case 'ProfileUpdated': {
        const data = event.data;
        const personal = await openSealed(tx, data.userId, data.sealed, sealedPersonal);
        await tx.query(sql.unsafe`
          UPDATE ${profiles} SET completed = true,
            fullname = ${personal.fullname}, username = ${personal.username}, birthday = ${personal.birthday},
            gender = ${personal.gender}, country_code = ${personal.countryCode}, phone = ${personal.phone},
            phone_e164 = ${personal.phoneE164}, school_id = ${data.schoolId}, locality_id = ${data.localityId},
            grade = ${data.grade}, years_of_experience = ${data.yearsOfExperience}, teacher_role = ${data.teacherRole},
            custom_locality_name = ${data.customLocalityName}, custom_school_name = ${data.customSchoolName},
            updated_at = ${data.at}
          WHERE id = ${data.userId}`);
        return;
      }
      case 'UserDeleted':
        await tx.query(sql.unsafe`
          UPDATE ${profiles} SET fullname = NULL, username = NULL, birthday = NULL, gender = NULL, country_code = NULL,
            phone = NULL, phone_e164 = NULL, updated_at = ${event.data.at}
          WHERE id = ${event.data.userId}`);
        return;
      default:
        return;
    }
  },
  // The people's events of a batch in three statements (their rows and keys read, the rows written back); a merge,
  // which re-points everyone who named a school, is applied by its own statement between the runs around it.
  handleBatch: (tx, events, schema) =>
    inRuns(
      events,
      (event) => merges.has(event.type),
      (merge) => userProfilesProjection.handle(tx, merge, schema),
      async (run) => {
        const profiles = new RowBuffer({ table: table(schema), key: 'id', columns });
        const userIds = userIdsIn(run);
        await profiles.loadKeys(tx, userIds);
        const open = await sealedOpener(tx, sealedUserIdsIn(run));
        for (const event of run) foldProfile(profiles, event, open);
        await profiles.flush(tx);
      },
    ),
};

const profileRow = z.object({
  id: z.string(),
  role: z.enum(['student', 'teacher']),
  completed: z.boolean(),
  fullname: z.string().nullable(),
  username: z.string().nullable(),
  birthday: z.string().nullable(),
  gender: z.string().nullable(),
  country_code: z.string().nullable(),
  phone: z.string().nullable(),
  phone_e164: z.string().nullable(),
  school_id: z.string().nullable(),
  locality_id: z.string().nullable(),
  grade: z.string().nullable(),
  years_of_experience: z.string().nullable(),
  teacher_role: z.string().nullable(),
  custom_locality_name: z.string().nullable(),
  custom_school_name: z.string().nullable(),
});
export type ProfileRow = z.infer<typeof profileRow>;

const profileColumns = sql.fragment`
  id, role, completed, fullname, username, birthday, gender, country_code, phone, phone_e164, school_id,
  locality_id, grade, years_of_experience, teacher_role, custom_locality_name, custom_school_name`;

export const findProfile = (db: CommonQueryMethods, userId: string) =>
  db.maybeOne(sql.type(profileRow)`SELECT ${profileColumns} FROM ${table(readModelSchema(NAME))} WHERE id = ${userId}`);

/** Profiles of several people at once (the delegates of an event). */
export const findProfilesByIds = async (db: CommonQueryMethods, userIds: readonly string[]) =>
  userIds.length === 0
    ? []
    : [
        ...(await db.any(
          sql.type(
            profileRow,
          )`SELECT ${profileColumns} FROM ${table(readModelSchema(NAME))} WHERE id = ANY(${sql.array([...userIds], 'text')})`,
        )),
      ];

/** Profiles of the people with these usernames (an event committee's chairs). */
export const findProfilesByUsernames = async (db: CommonQueryMethods, usernames: readonly string[]) =>
  usernames.length === 0
    ? []
    : [
        ...(await db.any(
          sql.type(
            profileRow,
          )`SELECT ${profileColumns} FROM ${table(readModelSchema(NAME))} WHERE username = ANY(${sql.array([...usernames], 'text')})`,
        )),
      ];
