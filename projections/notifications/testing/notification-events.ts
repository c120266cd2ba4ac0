import { randomUUID } from 'node:crypto';
import type { EventStore } from '../../../commands/event-store/port';

const at = () => new Date().toISOString();

/**
 * Stored events of one conference for notification tests: its organiser (user `host`), the
 * event itself and its delegates, appended as the commands would store them.
 */
export const conferenceStreams = (store: EventStore, host: string) => {
  const eventId = randomUUID();
  const organiserId = `organiser-of-${host}`;
  const stream = `event-${eventId}`;
  const append = (streamId: string, type: string, data: Record<string, unknown>) =>
    store.appendToStream(streamId, [{ id: randomUUID(), type, data: { ...data, at: at() } }]);

  return {
    eventId,
    /** A super user made `host` an organiser, and `host` created the event. */
    create: async (name: string) => {
      await append(`organiser-${organiserId}`, 'OrganiserAssigned', {
        organiserId,
        userId: host,
        schoolId: 's',
        localityId: null,
        role: 'r',
        evidence: { kind: 'text', text: 'Internal' },
        from: null,
        to: 'approved',
        by: 'admin',
      });
      const details = {
        name,
        description: 'x',
        startDate: '2026-12-01',
        endDate: '2026-12-02',
        numberOfSeats: 9,
        feesPerDelegate: 1,
        website: 'https://x.org',
        instagram: '@x',
      };
      return append(stream, 'EventCreated', {
        eventId,
        organiserId,
        ...details,
        coverImage: 'c',
        logoImage: 'l',
        schoolId: 's',
        localityId: null,
        from: null,
        to: 'pending',
        by: host,
      });
    },
    register: (userId: string) =>
      append(stream, 'DelegateRegistered', {
        eventId,
        registrationId: `reg-${userId}`,
        userId,
        registrationNo: 'X-1',
        role: 'student',
        munExperience: 0,
        prefCommitteeIds: [],
        sealed: 's',
        from: null,
        to: 'registered',
        by: userId,
      }),
    cancel: (userId: string) =>
      append(stream, 'RegistrationCancelled', {
        eventId,
        registrationId: `reg-${userId}`,
        userId,
        from: 'registered',
        to: 'cancelled',
        by: userId,
      }),
    /** A change of the description by `by` (a super user unless told otherwise). */
    update: (description: string, by = 'admin') =>
      append(stream, 'EventDetailsUpdated', { eventId, organiserId, changes: { description }, previous: {}, by }),
    approve: () => append(stream, 'EventStatusChanged', { eventId, organiserId, from: 'pending', to: 'approved', by: 'admin' }),
  };
};
