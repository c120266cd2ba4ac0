import { randomUUID } from 'node:crypto';
import { changeEventStatus, createEvent } from '../../commands/events/event-commands';
import type { PersonalDataVault } from '../../commands/event-store/personal-data-vault';
import type { EventStore } from '../../commands/event-store/port';
import { openOrganiserRecord } from '../../commands/organisers/open-organiser-record';
import { registerDelegate } from '../../commands/registrations/registration-commands';
import { loadSchoolDirectory } from '../../commands/schools/school-directory-commands';
import { registerUser } from '../../commands/users/register-user';
import { addDays, uaeDateOf } from '@domain/events/event-dates';
import { INTERNAL_EVIDENCE } from '@domain/organisers/organiser';
import { inBatches } from './bench-support';

export interface BenchEvent {
  eventId: string;
  organiserUserId: string;
  delegateIds: string[];
}

/**
 * The people and conferences of the benchmark, made through the commands (no HTTP): organisers
 * with approved events, each event with its registered delegates, students registered nowhere,
 * and a super user.
 */
export const setUpConferences = async (
  io: { store: EventStore; vault: PersonalDataVault },
  shape: { organisers: number; eventsPerOrganiser: number; delegatesPerEvent: number; bystanders: number },
) => {
  const now = () => new Date();
  const system = () => ({ commandId: randomUUID(), userId: null });
  const people = async (count: number, label: string, globalRole: 'user' | 'superuser' = 'user') =>
    inBatches(
      Array.from({ length: count }, (_, index) => index),
      8,
      async (index) => {
        const email = `bench-${label}-${index}-${randomUUID().slice(0, 6)}@gmail.com`;
        const input = { email, password: 'bench-password', role: 'student' as const, globalRole, emailVerified: true };
        return (await registerUser({ store: io.store, vault: io.vault, now: now() }, input, system())).userId;
      },
    );

  const [superUserId] = await people(1, 'admin', 'superuser');
  const organiserIds = await people(shape.organisers, 'organiser');
  const students = await people(shape.organisers * shape.eventsPerOrganiser * shape.delegatesPerEvent, 'delegate');
  const bystanders = await people(shape.bystanders, 'bystander');
  const schoolId = [...(await loadSchoolDirectory(io.store)).schools.keys()][0]!;
  const today = uaeDateOf(new Date());
  const details = (name: string) => ({
    name,
    description: 'A conference of the notifications benchmark',
    startDate: addDays(today, 10),
    endDate: addDays(today, 12),
    numberOfSeats: 50,
    feesPerDelegate: 100,
    website: 'https://bench.example.org',
    instagram: '@bench',
  });
  const images = { coverImage: '/uploads/none.png', logoImage: '/uploads/none.png' };

  const events: BenchEvent[] = [];
  await inBatches(organiserIds, 4, async (userId, organiserIndex) => {
    const opened = await openOrganiserRecord(
      { store: io.store, now: now() },
      { type: 'AssignOrganiser', userId, schoolId, role: 'MUN director', evidence: INTERNAL_EVIDENCE, by: superUserId! },
      system(),
    );
    const organiserId = (opened.events[0]!.data as { organiserId: string }).organiserId;
    for (let n = 0; n < shape.eventsPerOrganiser; n += 1) {
      const created = await createEvent(
        { store: io.store, now: now() },
        { organiserId, details: details(`Bench MUN ${organiserIndex}-${n}`), images, by: userId },
        system(),
      );
      const eventId = (created.events[0]!.data as { eventId: string }).eventId;
      await changeEventStatus({ store: io.store, now: now() }, { eventId, to: 'approved', by: superUserId! }, system());
      events.push({ eventId, organiserUserId: userId, delegateIds: [] });
    }
  });
  await inBatches(students, 8, async (userId, index) => {
    const event = events[Math.floor(index / shape.delegatesPerEvent)]!;
    const personal = {
      foodPreference: 'Vegetarian',
      foodAllergies: '',
      emergencyName: 'Bench Contact',
      emergencyPhone: '+971 50 650 5005',
    };
    const input = { eventId: event.eventId, userId, role: 'student' as const, munExperience: 1, prefCommitteeIds: [], personal };
    await registerDelegate({ store: io.store, vault: io.vault, now: now() }, input, system());
    event.delegateIds.push(userId);
  });
  return { superUserId: superUserId!, organiserIds, events, bystanders };
};
