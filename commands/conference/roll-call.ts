import { createHash } from 'node:crypto';
import type { AttendanceMark } from '@domain/conference/conference-rules';
import { parseRollCallEvent, rollCallDecider, rollCallStreamId, type RollCallState } from '@domain/conference/roll-call';
import { loadCommitteesState } from '../allocation/allocation-commands';
import type { EventStore } from '../event-store/port';
import { executeCommand, foldStream, type CommandContext } from '../handler/command-handler';
import { loadSessions, type ConferenceEnvironment } from './sessions';

const parse = (event: { type: string; data: unknown }) => parseRollCallEvent(event.type, event.data);

/**
 * A tap's command id: its committee and the client's tapId, whoever sends it and however often.
 * A tap replayed (flaky Wi-Fi, the queue sending again) is the same command, which the handler
 * finds stored and answers as the first time; the decider also refuses a tapId seen before.
 */
export const tapCommandContext = (eventCommitteeId: string, tapId: string, userId: string | null): CommandContext => ({
  commandId: createHash('sha256').update(`roll-call-tap\u0000${eventCommitteeId}\u0000${tapId}`).digest('hex'),
  userId,
});

/**
 * One tap of a chair: the delegate's mark for the session. Whether the session is on the
 * programme and where the delegate sits are read from their own streams as they are now; the
 * mark itself is decided on the committee's roll-call stream, one decision after another.
 */
export const markAttendance = async (
  env: ConferenceEnvironment,
  input: {
    eventId: string;
    eventCommitteeId: string;
    sessionId: string;
    registrationId: string;
    mark: AttendanceMark;
    late: boolean;
    tapId: string;
    by: string;
  },
  context: CommandContext,
) => {
  const [sessions, committees] = await Promise.all([loadSessions(env.store, input.eventId), loadCommitteesState(env.store, input.eventId)]);
  const seatedIn = committees.allocation.assignments.get(input.registrationId)?.eventCommitteeId ?? null;
  return executeCommand(
    env.store,
    {
      streamId: rollCallStreamId(input.eventCommitteeId),
      decider: rollCallDecider,
      parse,
      command: {
        type: 'MarkAttendance',
        ...input,
        sessionExists: sessions.sessions.has(input.sessionId),
        seatedIn,
        at: env.now.toISOString(),
      },
    },
    context,
  );
};

/** A committee's roll call as its stream holds it now. */
export const loadRollCall = async (store: EventStore, eventCommitteeId: string): Promise<RollCallState> =>
  (await foldStream(store, rollCallStreamId(eventCommitteeId), rollCallDecider, parse)).state;
