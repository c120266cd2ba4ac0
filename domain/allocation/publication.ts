import { z } from 'zod';
import type { Stamp } from '../shared/actor';
import { assertNever } from '../shared/decider';
import type { AllocationState, Assignment } from './allocation';
import type { AllocationEvent } from './allocation-events';

/**
 * What delegates are allowed to see of the allocation. Organisers shuffle seats in private;
 * a seat reaches its delegate only when the organiser publishes (Publish allocation), or,
 * once the allocation has been published and the organiser chose `at_once`, as it is made.
 * Published seats live in the committees stream beside the drafts they are taken from, so a
 * publication is decided against exactly the drafts it shows.
 */
export const publishModes = ['batched', 'at_once'] as const;
export type PublishMode = (typeof publishModes)[number];

/** Where a draft seat came from: the organiser by hand, or a global allocation run. */
export type SeatSource = 'organiser' | 'allocation';

const stamp = { by: z.string(), at: z.iso.datetime() };
const seatSchema = z.object({ eventCommitteeId: z.string(), countryId: z.string().nullable() });
export type Seat = z.infer<typeof seatSchema>;

/** One delegate's published seat changing: from what they saw (`previous`) to what they see now (`seat`; null: none). */
export const publishedChangeSchema = z.object({
  registrationId: z.string(),
  seat: seatSchema.nullable(),
  previous: seatSchema.nullable(),
  source: z.enum(['organiser', 'allocation']),
});
export type PublishedChange = z.infer<typeof publishedChangeSchema>;

export const publicationEventSchemas = {
  /** `atOnce`: published as the change was made (the at-once setting), not by pressing Publish. */
  AllocationPublished: z.object({ eventId: z.string(), changes: z.array(publishedChangeSchema), atOnce: z.boolean(), ...stamp }),
  AllocationPublishModeChanged: z.object({ eventId: z.string(), mode: z.enum(publishModes), previous: z.enum(publishModes), ...stamp }),
};

type Schemas = typeof publicationEventSchemas;
export type PublicationEventType = keyof Schemas;
export type PublicationEvent = { [Type in PublicationEventType]: { type: Type; data: z.infer<Schemas[Type]> } }[PublicationEventType];
export const publicationEventTypes = Object.keys(publicationEventSchemas) as PublicationEventType[];

export const parsePublicationEvent = (type: string, data: unknown): PublicationEvent | null => {
  if (!(type in publicationEventSchemas)) return null;
  return { type, data: publicationEventSchemas[type as PublicationEventType].parse(data) } as PublicationEvent;
};

export const isPublicationEvent = (event: { type: string }): event is PublicationEvent => event.type in publicationEventSchemas;

export interface PublicationState {
  /** Batched until the organiser chooses otherwise: nothing leaves before they mean it to. */
  mode: PublishMode;
  lastPublished: Stamp | null;
  /** Registration id → the seat its delegate sees. */
  seats: ReadonlyMap<string, Seat>;
  /** Registration id → where its draft seat came from. */
  sources: ReadonlyMap<string, SeatSource>;
}

export const emptyPublication: PublicationState = { mode: 'batched', lastPublished: null, seats: new Map(), sources: new Map() };

export type PublicationCommand =
  ({ type: 'PublishAllocation'; eventId: string } & Stamp) | ({ type: 'SetPublishMode'; eventId: string; mode: PublishMode } & Stamp);

const sameSeat = (a: Assignment | Seat | null | undefined, b: Assignment | Seat | null | undefined) =>
  (a ?? null) === null ? (b ?? null) === null : b != null && a!.eventCommitteeId === b.eventCommitteeId && a!.countryId === b.countryId;

const seatOf = (assignment: Assignment | undefined): Seat | null =>
  assignment ? { eventCommitteeId: assignment.eventCommitteeId, countryId: assignment.countryId } : null;

/** Delegates whose draft differs from what they see (all of them, or the named ones), in a stable order. */
export const pendingChanges = (
  allocation: AllocationState,
  publication: PublicationState,
  only?: ReadonlySet<string>,
): PublishedChange[] => {
  const ids = only ?? new Set([...allocation.assignments.keys(), ...publication.seats.keys()]);
  return [...ids]
    .sort()
    .filter((id) => !sameSeat(allocation.assignments.get(id), publication.seats.get(id)))
    .map((registrationId) => ({
      registrationId,
      seat: seatOf(allocation.assignments.get(registrationId)),
      previous: publication.seats.get(registrationId) ?? null,
      source: (allocation.assignments.has(registrationId) ? publication.sources.get(registrationId) : undefined) ?? 'organiser',
    }));
};

export const decidePublication = (
  allocation: AllocationState,
  publication: PublicationState,
  command: PublicationCommand,
): PublicationEvent[] => {
  const { eventId, by, at } = command;
  switch (command.type) {
    case 'PublishAllocation': {
      const changes = pendingChanges(allocation, publication);
      if (changes.length === 0) return [];
      return [{ type: 'AllocationPublished', data: { eventId, changes, atOnce: false, by, at } }];
    }
    case 'SetPublishMode':
      if (command.mode === publication.mode) return [];
      return [{ type: 'AllocationPublishModeChanged', data: { eventId, mode: command.mode, previous: publication.mode, by, at } }];
    default:
      return assertNever(command);
  }
};

/** The delegates whose draft seat an allocation event changes (a delegate leaving is not told: they left). */
const seatsChangedBy = (event: AllocationEvent): string[] => {
  switch (event.type) {
    case 'DelegateAssigned':
      return [event.data.registrationId];
    case 'DelegateUnassigned':
      return event.data.reason === 'organiser' ? [event.data.registrationId] : [];
    case 'AllocationApplied':
      return event.data.placements.map((placement) => placement.registrationId);
    default:
      return [];
  }
};

/**
 * With `at_once`, after the first publication, the seats an allocation decision changes are
 * published in the same decision: `after` and `publication` are as its events leave them.
 */
export const publishAtOnce = (
  after: AllocationState,
  publication: PublicationState,
  events: readonly AllocationEvent[],
  stamp: Stamp & { eventId: string },
): PublicationEvent[] => {
  if (publication.mode !== 'at_once' || publication.lastPublished === null) return [];
  const touched = new Set(events.flatMap(seatsChangedBy));
  if (touched.size === 0) return [];
  const changes = pendingChanges(after, publication, touched);
  if (changes.length === 0) return [];
  return [{ type: 'AllocationPublished', data: { eventId: stamp.eventId, changes, atOnce: true, by: stamp.by, at: stamp.at } }];
};

/** Draft seats remember where they came from; a delegate who leaves no longer sees a seat. */
export const followDrafts = (publication: PublicationState, event: AllocationEvent): PublicationState => {
  switch (event.type) {
    case 'DelegateAssigned':
      return { ...publication, sources: new Map(publication.sources).set(event.data.registrationId, 'organiser') };
    case 'DelegateUnassigned': {
      const sources = new Map(publication.sources);
      sources.delete(event.data.registrationId);
      if (event.data.reason !== 'left') return { ...publication, sources };
      const seats = new Map(publication.seats);
      seats.delete(event.data.registrationId);
      return { ...publication, sources, seats };
    }
    case 'AllocationApplied': {
      const sources = new Map(publication.sources);
      for (const placement of event.data.placements) sources.set(placement.registrationId, 'allocation');
      return { ...publication, sources };
    }
    default:
      return publication;
  }
};

export const evolvePublication = (publication: PublicationState, event: PublicationEvent): PublicationState => {
  switch (event.type) {
    case 'AllocationPublished': {
      const seats = new Map(publication.seats);
      for (const change of event.data.changes) {
        if (change.seat === null) seats.delete(change.registrationId);
        else seats.set(change.registrationId, change.seat);
      }
      return { ...publication, seats, lastPublished: { by: event.data.by, at: event.data.at } };
    }
    case 'AllocationPublishModeChanged':
      return { ...publication, mode: event.data.mode };
    default:
      return assertNever(event);
  }
};

/** What the organiser reads after publishing or changing the setting (the API's answers and the Allocation sub-tab). */
export const publicationMessages = {
  published: (delegates: number) =>
    `Allocation published: ${delegates} ${delegates === 1 ? 'delegate sees a new seat' : 'delegates see their new seats'}`,
  nothingToPublish: 'Nothing to publish: every delegate already sees their seat',
  modeSet: (mode: PublishMode) =>
    mode === 'at_once' ? 'Seat changes now reach delegates as they are made' : 'Seat changes now wait for the next Publish',
} as const;
