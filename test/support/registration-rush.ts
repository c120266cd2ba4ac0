import { randomUUID } from 'node:crypto';
import { assignDelegate, setDelegateFlag, setDelegateLocks } from '../../commands/allocation/allocation-commands';
import { publishAllocation } from '../../commands/allocation/publication-commands';
import { decideNomination, nominateForAward, withdrawNomination } from '../../commands/awards/award-commands';
import type { PersonalDataVault } from '../../commands/event-store/personal-data-vault';
import type { EventStore } from '../../commands/event-store/port';
import { runEventCommand } from '../../commands/events/event-commands';
import type { CommandContext } from '../../commands/handler/command-handler';
import { cancelRegistration, registerDelegate, removeDelegate } from '../../commands/registrations/registration-commands';
import { loadCurrentSchools } from '../../commands/schools/current-schools';
import { mergeSchools } from '../../commands/schools/school-admin-commands';
import { deleteAccount } from '../../commands/users/delete-account';
import { verificationRequestId } from '../../commands/users/digests';
import { verifyEmail } from '../../commands/users/email-verification';
import { completeProfile, updateProfile } from '../../commands/users/profile';
import { registerUser } from '../../commands/users/register-user';
import {
  addEventCommittee,
  deleteEventCommittee,
  retitleAgendaItem,
  saveAgendaItem,
  updateEventCommittee,
} from '../../commands/workspace/event-committees';
import { assignEventLeader, moveEventLeader, updateEventLeader } from '../../commands/workspace/event-leaders';
import { committees as catalogueCommittees } from '@domain/catalogue/committees';
import { leadershipRoles } from '@domain/catalogue/leadership-roles';
import { addDays, uaeDateOf } from '@domain/events/event-dates';
import { seedCatalogues } from '../../ops/seed-catalogues';
import { seedSchools } from '../../ops/seed-schools';
import { inBatches } from '../bench/bench-support';

export interface RushOptions {
  /** People who sign up, complete their profile and register for one of the events. */
  people: number;
  /** How many of them act at once (their events interleave in the log as in a real rush). */
  concurrency?: number;
}

export interface RecordedRush {
  eventIds: string[];
  /** Everyone who signed up, in order, and those who then deleted their account. */
  userIds: string[];
  deletedUserIds: string[];
}

const system = (): CommandContext => ({ commandId: randomUUID(), userId: null });

/** The ids of a seeded catalogue's entries (what delegates prefer, committees are made of, leaders hold). */
const catalogueIds = async (store: EventStore, catalogue: { streamId: string; eventTypes: readonly string[] }) =>
  (await store.readStream(catalogue.streamId))
    .filter((event) => event.type === catalogue.eventTypes[0])
    .map((event) => String(event.data.id));

/** An approved event with two committees, open for registration. */
const openEvent = async (store: EventStore, env: { store: EventStore; now: Date }, schoolId: string, committeeIds: readonly string[]) => {
  const eventId = randomUUID();
  const today = uaeDateOf(env.now);
  const at = env.now.toISOString();
  const details = {
    name: `Rush MUN ${eventId.slice(0, 4)}`,
    description: 'A popular conference',
    startDate: addDays(today, 10),
    endDate: addDays(today, 12),
    numberOfSeats: 10_000,
    feesPerDelegate: 100,
    website: 'https://rush.example.org',
    instagram: '@rush',
  };
  const images = { coverImage: '/uploads/none.png', logoImage: '/uploads/none.png' };
  const place = { schoolId, localityId: null };
  await runEventCommand(
    store,
    eventId,
    { type: 'CreateEvent', eventId, organiserId: randomUUID(), details, images, place, by: 'rush', at },
    system(),
  );
  await runEventCommand(store, eventId, { type: 'ChangeEventStatus', to: 'approved', by: 'rush', at }, system());
  const committees: string[] = [];
  for (const [index, committeeId] of committeeIds.slice(0, 2).entries()) {
    const settings = {
      committeeId,
      category: 'country' as const,
      abbr: `C${index}`,
      seats: 5_000,
      chairUsername: null,
      deputyChair1Username: null,
      deputyChair2Username: null,
    };
    const context = system();
    await addEventCommittee(env, { eventId, settings, by: 'rush' }, context);
    const added = await store.readStream(`event-committees-${eventId}`);
    committees.push((added.at(-1)!.data as { eventCommitteeId: string }).eventCommitteeId);
  }
  return { eventId, committees, offered: committeeIds.slice(0, 2) };
};

/**
 * The organiser tidies the event's workspace mid-rush: a committee added with agenda items, one
 * retitled, the committee deleted (its items with it); a leader added, moved up and given another role.
 */
const tidyWorkspace = async (
  env: { store: EventStore; now: Date },
  event: { eventId: string; committees: string[] },
  spare: { committeeId: string; roleIds: readonly string[]; userId: string },
) => {
  const { eventId } = event;
  const by = 'rush';
  const settings = { committeeId: spare.committeeId, category: 'country' as const, abbr: 'TMP', seats: 10 };
  const added = await addEventCommittee(
    env,
    { eventId, settings: { ...settings, chairUsername: null, deputyChair1Username: null, deputyChair2Username: null }, by },
    system(),
  );
  const committeeId = (added.events[0]!.data as { eventCommitteeId: string }).eventCommitteeId;
  const agendaOf = async (eventCommitteeId: string, agendaAbbr: string) =>
    (
      (await saveAgendaItem(env, { eventId, eventCommitteeId, agendaAbbr, title: `${agendaAbbr} topic`, by }, system())).events[0]!
        .data as { agendaId: string }
    ).agendaId;
  const kept = await agendaOf(event.committees[0]!, 'A1');
  await agendaOf(committeeId, 'B1');
  await retitleAgendaItem(env, { eventId, agendaId: kept, title: 'A1 topic, retitled', by }, system());
  await deleteEventCommittee(env, { eventId, eventCommitteeId: committeeId, by }, system());
  const leader = await assignEventLeader(env, { eventId, userId: spare.userId, roleId: spare.roleIds[0]!, by }, system());
  const entryId = (leader.events[0]!.data as { entryId: string }).entryId;
  await moveEventLeader(env, { eventId, entryId, direction: -1, by }, system());
  await updateEventLeader(env, { eventId, entryId, userId: spare.userId, roleId: spare.roleIds[1]!, by }, system());
};

/**
 * Catch-up readers see a transaction once every older one has ended, on the whole server (other
 * tests' included): a last event appended after what was recorded shows when all of it can be read.
 */
export const untilReadable = async (store: EventStore) => {
  const { position } = await store.appendToStream(`rush-${randomUUID()}`, [{ id: randomUUID(), type: 'RushRecorded', data: {} }]);
  for (let head = await store.headPosition(); head === 'start' || head < position; head = await store.headPosition()) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

/**
 * A registration rush recorded through the real commands: the directory and catalogues seeded,
 * a few approved events with committees, then people who sign up, complete their profile and
 * register, interleaved. Along the way, as on a real opening day: some change their profile,
 * some cancel, some are removed by the organiser or given a seat, a school they name is merged
 * into another, and a few delete their account (created, changed and erased within the rush),
 * then sign up again with the email and username the deletion gave back.
 */
export const recordRegistrationRush = async (store: EventStore, vault: PersonalDataVault, options: RushOptions): Promise<RecordedRush> => {
  const now = new Date();
  // Password hashing is the write side's cost, not the read side's: a stand-in keeps the rush quick.
  const env = { store, vault, now, passwords: { hash: async (password: string) => `stand-in:${password.length}` } };
  await seedSchools(store, now);
  await seedCatalogues(store, now);
  const schools = [...(await loadCurrentSchools(store)).schools.values()];
  const committeeIds = await catalogueIds(store, catalogueCommittees);
  const roleIds = await catalogueIds(store, leadershipRoles);
  const events = [
    await openEvent(store, env, schools[0]!.id, committeeIds),
    await openEvent(store, env, schools[1]!.id, committeeIds.slice(2)),
  ];
  const userIds: string[] = [];
  const deletedUserIds: string[] = [];

  const profileOf = (index: number, schoolId: string, grade: string) => ({
    fullname: `Person ${index}`,
    username: `rush${index}${randomUUID().slice(0, 6)}`,
    birthday: '2010-04-12',
    gender: 'female' as const,
    country_code: '+971' as const,
    phone: `50 650 ${String(1000 + index).slice(-4)}`,
    school_id: schoolId,
    grade,
  });

  let merged = false;
  const rush = async (indexes: number[]) =>
    inBatches(indexes, options.concurrency ?? 8, async (index) => {
      const signUp = system();
      const email = `rush-${index}-${randomUUID().slice(0, 6)}@gmail.com`;
      const { userId } = await registerUser(env, { email, password: 'rush-password', role: 'student', globalRole: 'user' }, signUp);
      await verifyEmail(env, { userId, requestId: verificationRequestId(signUp.commandId) }, { commandId: randomUUID(), userId });
      userIds.push(userId);
      // A merged school is no longer listed: people choose the one it was merged into.
      const school = merged && index % 4 === 3 ? schools[0]! : schools[index % 4]!;
      const body = profileOf(index, school.id, 'grade-9');
      await completeProfile(env, { userId, role: 'student', choice: 'listed', body }, { commandId: randomUUID(), userId });
      const event = events[index % events.length]!;
      const registered = await registerDelegate(
        env,
        {
          eventId: event.eventId,
          userId,
          role: 'student',
          munExperience: index % 5,
          prefCommitteeIds: [event.offered[index % 2] ?? null, null, null],
          personal: {
            foodPreference: 'Vegetarian',
            foodAllergies: 'None',
            emergencyName: `Parent ${index}`,
            emergencyPhone: '+971 50 000 0000',
          },
        },
        { commandId: randomUUID(), userId },
      );
      const registrationId = registered.events.find((each) => each.type === 'DelegateRegistered')!.data.registrationId as string;
      const username = body.username;
      if (index % 5 === 1) {
        await updateProfile(
          env,
          { userId, role: 'student', choice: 'listed', body: { ...body, grade: 'grade-10' } },
          { commandId: randomUUID(), userId },
        );
      }
      if (index % 9 === 4) {
        await setDelegateFlag(env, { eventId: event.eventId, registrationId, flag: true, by: 'rush' }, system());
        await setDelegateLocks(env, { eventId: event.eventId, registrationIds: [registrationId], locked: false, by: 'rush' }, system());
      }
      if (index % 4 === 2) {
        await assignDelegate(
          env,
          {
            eventId: event.eventId,
            registrationId,
            eventCommitteeId: event.committees[index % 2]!,
            countryId: null,
            respectLock: false,
            by: 'rush',
          },
          system(),
        );
        // Their committee's chair nominates them; the organiser confirms some (revoking one), rejects others, the chair withdraws one.
        const nomination = { eventId: event.eventId, registrationId, kindId: 'best-delegate', by: 'rush' };
        const eventCommitteeId = event.committees[index % 2]!;
        await nominateForAward(env, { ...nomination, eventCommitteeId }, system());
        if (index % 8 === 2) await decideNomination(env, { ...nomination, decision: 'ConfirmAward' }, system());
        if (index % 16 === 2) await decideNomination(env, { ...nomination, decision: 'RevokeAward' }, system());
        if (index % 8 === 6 && index % 3 === 0) await decideNomination(env, { ...nomination, decision: 'RejectNomination' }, system());
        if (index % 8 === 6 && index % 3 === 1) await withdrawNomination(env, { ...nomination, eventCommitteeId }, system());
      }
      const deletes = index % 13 === 6;
      if (index === 2 || deletes) {
        // The organiser names some of them chairs and leaders (a deletion gives those places back).
        const committee = { committeeId: event.offered[index % 2]!, abbr: `C${index % 2}` };
        const settings = index === 2 ? { chairUsername: username } : { deputyChair1Username: username };
        const eventCommitteeId = event.committees[index % 2]!;
        await updateEventCommittee(env, { eventId: event.eventId, eventCommitteeId, committee, settings, by: 'rush' }, system());
        await assignEventLeader(env, { eventId: event.eventId, userId, roleId: roleIds[index % roleIds.length]!, by: 'rush' }, system());
      }
      if (index % 7 === 3) {
        await cancelRegistration(env, { eventId: event.eventId, registrationId, userId, username }, { commandId: randomUUID(), userId });
      } else if (index % 11 === 5) {
        await removeDelegate(env, { eventId: event.eventId, registrationId, username, by: 'rush' }, system());
      } else if (deletes) {
        // Deleting an account first gives its seats back (as the account deletion route does).
        const reason = 'account_deleted';
        await cancelRegistration(
          env,
          { eventId: event.eventId, registrationId, userId, username, reason },
          { commandId: randomUUID(), userId },
        );
      }
      if (deletes) {
        await deleteAccount(env, userId, { commandId: randomUUID(), userId });
        deletedUserIds.push(userId);
        // The same person signs up again with the email and username the deletion gave back.
        const again = await registerUser(
          env,
          { email, password: 'rush-password', role: 'student', globalRole: 'user', emailVerified: true },
          system(),
        );
        userIds.push(again.userId);
        await completeProfile(
          env,
          { userId: again.userId, role: 'student', choice: 'listed', body },
          { commandId: randomUUID(), userId: again.userId },
        );
      }
    });
  const half = Math.ceil(options.people / 2);
  await rush(Array.from({ length: half }, (_, index) => index));
  // Mid-rush, the seats given so far are published, and the school of a quarter of the people is merged into another.
  for (const { eventId } of events) await publishAllocation(env, { eventId, by: 'rush' }, system());
  const stayed = userIds.find((userId) => !deletedUserIds.includes(userId))!;
  await tidyWorkspace(env, events[0]!, { committeeId: committeeIds[4]!, roleIds, userId: stayed });
  await mergeSchools(store, { primarySchoolId: schools[0]!.id, secondarySchoolId: schools[3]!.id }, system(), now);
  merged = true;
  await rush(Array.from({ length: options.people - half }, (_, index) => half + index));
  await untilReadable(store);
  return { eventIds: events.map((event) => event.eventId), userIds, deletedUserIds };
};
