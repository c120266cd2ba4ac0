import { queryOptions, useQuery } from '@tanstack/react-query';
import { conferenceEndpoints } from '@contract/conference';
import { call, keyOf } from '../../../lib/call';
import type { QueuedTap } from '../utils/roll-call-queue';

export const committeeAttendanceKey = (eventId: string, eventCommitteeId: string) =>
  keyOf(conferenceEndpoints.committeeAttendance, { params: { eventId, eventCommitteeId } });

/** GET /api/v1/conference/{eventId}/{committeeId}/attendance: the committee's sessions and every seated delegate's marks. */
export const useCommitteeAttendance = (eventId: string, eventCommitteeId: string) =>
  useQuery(
    queryOptions({
      queryKey: committeeAttendanceKey(eventId, eventCommitteeId),
      queryFn: ({ signal }) => call(conferenceEndpoints.committeeAttendance, { params: { eventId, eventCommitteeId } }, { signal }),
    }),
  );

export const rollCallKey = (eventId: string, eventCommitteeId: string, sessionId: string) =>
  keyOf(conferenceEndpoints.rollCall, { params: { eventId, eventCommitteeId, sessionId } });

/** GET /api/v1/conference/{eventId}/{committeeId}/roll-call/{sessionId}: the seated delegates with their current mark. */
export const useRollCall = (eventId: string, eventCommitteeId: string, sessionId: string | null) =>
  useQuery(
    queryOptions({
      queryKey: rollCallKey(eventId, eventCommitteeId, sessionId ?? ''),
      queryFn: ({ signal }) =>
        call(conferenceEndpoints.rollCall, { params: { eventId, eventCommitteeId, sessionId: sessionId! } }, { signal }),
      enabled: sessionId !== null,
    }),
  );

/** POST .../roll-call/{sessionId}/marks: one queued tap, sent with its tapId (also as Idempotency-Key). Undefined: the session ended. */
export const sendTap = (tap: QueuedTap) =>
  call(
    conferenceEndpoints.mark,
    {
      params: { eventId: tap.eventId, eventCommitteeId: tap.eventCommitteeId, sessionId: tap.sessionId },
      body: { registrationId: tap.registrationId, mark: tap.mark, late: tap.late, tapId: tap.tapId },
    },
    { idempotencyKey: tap.tapId },
  );
