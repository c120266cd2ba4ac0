import { z } from 'zod';
import { actorStamp, type Stamp } from '../shared/actor';
import { assertNever, type Decider } from '../shared/decider';
import { DomainError } from '../shared/errors';
import { attendanceMarks, conferenceMessages, type AttendanceMark } from './conference-rules';
import { sessionErrors } from './sessions';

/**
 * A committee's roll call: every chair's tap is one event, in one stream per event committee
 * (`roll-call-<eventCommitteeId>`), so "one current mark per delegate and session" is decided
 * against one consistent list. A correction is a new event naming the mark it replaces; the
 * same tap again (its `tapId`, made by the client) or the same mark again stores nothing.
 *
 * Late: a chair marks a delegate late with a present mark (Present or Present and Voting)
 * when the delegate arrived after roll was taken; an absent delegate is never late. The flag
 * is part of the mark: changing only it is a correction too.
 */
export const rollCallStreamId = (eventCommitteeId: string) => `roll-call-${eventCommitteeId}`;

const markSchema = z.enum(attendanceMarks);

export const rollCallEventSchemas = {
  AttendanceMarked: z.object({
    eventId: z.string(),
    eventCommitteeId: z.string(),
    sessionId: z.string(),
    registrationId: z.string(),
    mark: markSchema,
    late: z.boolean(),
    /** The delegate's mark for the session before this one (null: none yet). */
    previous: markSchema.nullable(),
    tapId: z.string(),
    ...actorStamp,
  }),
};

type Schemas = typeof rollCallEventSchemas;
export type RollCallEventType = keyof Schemas;
export type RollCallEvent = { [Type in RollCallEventType]: { type: Type; data: z.infer<Schemas[Type]> } }[RollCallEventType];
export const rollCallEventTypes = Object.keys(rollCallEventSchemas) as RollCallEventType[];

export const parseRollCallEvent = (type: string, data: unknown): RollCallEvent | null => {
  if (!(type in rollCallEventSchemas)) return null;
  return { type, data: rollCallEventSchemas[type as RollCallEventType].parse(data) } as RollCallEvent;
};

export interface CurrentMark {
  mark: AttendanceMark;
  late: boolean;
}

export interface RollCallState {
  /** `${sessionId}/${registrationId}` → the delegate's current mark for the session. */
  marks: ReadonlyMap<string, CurrentMark>;
  /** Every tap already stored, so that a replayed one stores nothing. */
  taps: ReadonlySet<string>;
}

export const markKey = (sessionId: string, registrationId: string) => `${sessionId}/${registrationId}`;

export type RollCallCommand = {
  type: 'MarkAttendance';
  eventId: string;
  eventCommitteeId: string;
  sessionId: string;
  registrationId: string;
  mark: AttendanceMark;
  late: boolean;
  tapId: string;
  /** Read by the command from the other streams when it is given: the session is on the event's programme, and where the delegate sits now. */
  sessionExists: boolean;
  seatedIn: string | null;
} & Stamp;

export const rollCallErrors = {
  notSeated: () =>
    new DomainError('validation', 'DELEGATE_NOT_IN_COMMITTEE', conferenceMessages.notSeated, { delegateId: conferenceMessages.notSeated }),
  absentNotLate: () =>
    new DomainError('validation', 'VALIDATION_FAILED', conferenceMessages.absentNotLate, { late: conferenceMessages.absentNotLate }),
};

const decide = (command: RollCallCommand, state: RollCallState): RollCallEvent[] => {
  const { eventId, eventCommitteeId, sessionId, registrationId, mark, late, tapId, by, at } = command;
  if (state.taps.has(tapId)) return [];
  if (!command.sessionExists) throw sessionErrors.notFound();
  if (command.seatedIn !== eventCommitteeId) throw rollCallErrors.notSeated();
  if (mark === 'absent' && late) throw rollCallErrors.absentNotLate();
  const current = state.marks.get(markKey(sessionId, registrationId));
  if (current?.mark === mark && current.late === late) return [];
  return [
    {
      type: 'AttendanceMarked',
      data: { eventId, eventCommitteeId, sessionId, registrationId, mark, late, previous: current?.mark ?? null, tapId, by, at },
    },
  ];
};

const evolve = (state: RollCallState, event: RollCallEvent): RollCallState => {
  switch (event.type) {
    case 'AttendanceMarked': {
      const { sessionId, registrationId, mark, late, tapId } = event.data;
      return {
        marks: new Map(state.marks).set(markKey(sessionId, registrationId), { mark, late }),
        taps: new Set(state.taps).add(tapId),
      };
    }
    default:
      return assertNever(event.type);
  }
};

export const rollCallDecider: Decider<RollCallState, RollCallCommand, RollCallEvent> = {
  initialState: { marks: new Map(), taps: new Set() },
  evolve,
  decide,
};
