import {
  eventDecider,
  eventStreamId,
  parseEventStreamEvent,
  type EventCommand,
  type EventDetails,
  type EventEditor,
  type EventExpectation,
  type EventImages,
  type EventStatus,
} from '@domain/events/event';
import { uaeDateOf } from '@domain/events/event-dates';
import { organiserStreamId, parseOrganiserEvent } from '@domain/organisers/organiser';
import { DomainError } from '@domain/shared/errors';
import { survivorOf } from '@domain/schools/school-directory';
import type { EventStore } from '../event-store/port';
import { eventIdFor } from '../handler/event-ids';
import { checkCommand, executeCommand, type CommandContext } from '../handler/command-handler';
import { loadOrganiser } from '../organisers/organiser-streams';
import { loadSchoolDirectory } from '../schools/school-directory-commands';

export interface EventCommandEnvironment {
  store: EventStore;
  now: Date;
}

const eventStream = (eventId: string) => ({
  streamId: eventStreamId(eventId),
  decider: eventDecider,
  parse: (event: { type: string; data: unknown }) => parseEventStreamEvent(event.type, event.data),
});

export const runEventCommand = (store: EventStore, eventId: string, command: EventCommand, context: CommandContext) =>
  executeCommand(store, { ...eventStream(eventId), command }, context);

/** Refuses an event command that would be refused now, appending nothing (see checkCommand). */
export const checkEventCommand = (store: EventStore, eventId: string, command: EventCommand, context: CommandContext) =>
  checkCommand(store, eventStream(eventId), context, (state) => eventDecider.decide(command, state));

const notApprovedOrganiser = () => new DomainError('forbidden', 'ORGANISER_NOT_APPROVED', 'Only an approved organiser can create events');
const noSchool = () =>
  new DomainError('conflict', 'ORGANISER_SCHOOL_GONE', "Your organiser record's school is no longer listed. Please contact a super user.");

export interface CreateEventInput {
  organiserId: string;
  details: EventDetails;
  images: EventImages;
  by: string;
}

/**
 * An approved organiser's new event, held at their school (and its locality): the record's
 * school as the directory holds it now, following merges. The event id comes from the
 * command id, so a retried request (same Idempotency-Key) finds its event instead of making
 * a second one.
 */
export const createEvent = async (env: EventCommandEnvironment, input: CreateEventInput, context: CommandContext) => {
  const organiser = await loadOrganiser(env.store, input.organiserId);
  if (organiser.status !== 'approved' || organiser.userId !== input.by) throw notApprovedOrganiser();
  const school = survivorOf(await loadSchoolDirectory(env.store), await schoolOfOrganiser(env.store, input.organiserId));
  if (!school) throw noSchool();
  const eventId = eventIdFor(context.commandId, 'event', 0);
  return runEventCommand(
    env.store,
    eventId,
    {
      type: 'CreateEvent',
      eventId,
      organiserId: input.organiserId,
      details: input.details,
      images: input.images,
      place: { schoolId: school.id, localityId: school.localityId },
      by: input.by,
      at: env.now.toISOString(),
    },
    context,
  );
};

/** The school named by the organiser record's latest opening (requests may be re-opened with another school). */
const schoolOfOrganiser = async (store: EventStore, organiserId: string): Promise<string> => {
  let schoolId = '';
  for (const recorded of await store.readStream(organiserStreamId(organiserId))) {
    const event = parseOrganiserEvent(recorded.type, recorded.data);
    if (event && 'schoolId' in event.data) schoolId = event.data.schoolId;
  }
  return schoolId;
};

export const updateEvent = (
  env: EventCommandEnvironment,
  input: { eventId: string; changes: Partial<EventDetails>; images: Partial<EventImages>; editor: EventEditor; by: string },
  context: CommandContext,
) =>
  runEventCommand(
    env.store,
    input.eventId,
    {
      type: 'UpdateEvent',
      changes: input.changes,
      images: input.images,
      editor: input.editor,
      today: uaeDateOf(env.now),
      by: input.by,
      at: env.now.toISOString(),
    },
    context,
  );

export const changeEventStatus = (
  env: EventCommandEnvironment,
  input: { eventId: string; to: EventStatus; expected?: EventExpectation; by: string },
  context: CommandContext,
) =>
  runEventCommand(
    env.store,
    input.eventId,
    {
      type: 'ChangeEventStatus',
      to: input.to,
      ...(input.expected ? { expected: input.expected } : {}),
      by: input.by,
      at: env.now.toISOString(),
    },
    context,
  );

export const deleteEvent = (
  env: EventCommandEnvironment,
  input: { eventId: string; expected?: EventExpectation; by: string },
  context: CommandContext,
) =>
  runEventCommand(
    env.store,
    input.eventId,
    { type: 'DeleteEvent', ...(input.expected ? { expected: input.expected } : {}), by: input.by, at: env.now.toISOString() },
    context,
  );
