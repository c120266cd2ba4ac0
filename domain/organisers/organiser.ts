import { z } from 'zod';
import type { Stamp } from '../shared/actor';
import { assertNever, type Decider } from '../shared/decider';
import { DomainError } from '../shared/errors';
import { statusChangeFields } from '../shared/status-change';

/**
 * One organiser record per stream (`organiser-<id>`): its status machine (spec §4) is decided
 * here, so two super users acting on the same record at once race on one stream and the
 * loser is refused against what the winner stored. One record per user is kept by the
 * user's organiser slot (organiser-slot.ts).
 */
export const organiserStatuses = ['approved', 'pending', 'rejected', 'flagged', 'blocked'] as const;
export type OrganiserStatus = (typeof organiserStatuses)[number];

/** What the status menu can set (Approve, Reject, Flag, Block; Activate sets approved). */
export const settableOrganiserStatuses = ['approved', 'rejected', 'flagged', 'blocked'] as const;
export type SettableOrganiserStatus = (typeof settableOrganiserStatuses)[number];

export const organiserStreamId = (organiserId: string) => `organiser-${organiserId}`;

/** Evidence is a text (the spec's 'Internal') or uploaded documents. */
export const evidenceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('text'), text: z.string() }),
  z.object({ kind: z.literal('files'), fileUrls: z.array(z.string()).min(1) }),
]);
export type Evidence = z.infer<typeof evidenceSchema>;
export const INTERNAL_EVIDENCE: Evidence = { kind: 'text', text: 'Internal' };

const detailsShape = {
  schoolId: z.string(),
  localityId: z.string().nullable(),
  /** The role in the event or in the school, as typed. */
  role: z.string(),
  evidence: evidenceSchema,
};
export const organiserDetailsSchema = z.object(detailsShape);
export type OrganiserDetails = z.infer<typeof organiserDetailsSchema>;

const ids = { organiserId: z.string(), userId: z.string() };
/** A record opens from nothing, or re-opens after a rejection (a new request for the same user). */
const opened = z.object({
  ...ids,
  ...detailsShape,
  ...statusChangeFields,
  from: z.literal('rejected').nullable(),
  to: z.enum(organiserStatuses),
});

export const organiserEventSchemas = {
  /** The user's own approval request. */
  OrganiserRequested: opened,
  /** A super user's "add organiser" row (starts pending). */
  OrganiserAdded: opened,
  /** A super user's "Assign Organiser" on the users list (approved at once, evidence Internal). */
  OrganiserAssigned: opened,
  OrganiserStatusChanged: z.object({ ...ids, ...statusChangeFields, from: z.enum(organiserStatuses), to: z.enum(organiserStatuses) }),
  /** The history stays; the record leaves every list and the user may request again. */
  OrganiserDeleted: z.object({ ...ids, ...statusChangeFields, from: z.enum(organiserStatuses), to: z.literal('deleted') }),
};

type Schemas = typeof organiserEventSchemas;
export type OrganiserEventType = keyof Schemas;
export type OrganiserEvent = { [Type in OrganiserEventType]: { type: Type; data: z.infer<Schemas[Type]> } }[OrganiserEventType];
export const organiserEventTypes = Object.keys(organiserEventSchemas) as OrganiserEventType[];

export const parseOrganiserEvent = (type: string, data: unknown): OrganiserEvent | null => {
  if (!(type in organiserEventSchemas)) return null;
  return { type, data: organiserEventSchemas[type as OrganiserEventType].parse(data) } as OrganiserEvent;
};

/** What the client saw: its status (from the list) or the record's revision (If-Match). */
export interface Expectation {
  status?: OrganiserStatus;
  revision?: number;
}

type Opening = { organiserId: string; userId: string; details: OrganiserDetails } & Stamp;
export type OpeningCommand =
  ({ type: 'RequestApproval' } & Opening) | ({ type: 'AddOrganiser' } & Opening) | ({ type: 'AssignOrganiser' } & Opening);

export type OrganiserCommand =
  | OpeningCommand
  | ({ type: 'ChangeOrganiserStatus'; to: SettableOrganiserStatus; expected?: Expectation } & Stamp)
  | ({ type: 'DeleteOrganiser'; expected?: Expectation } & Stamp);

export type OrganiserState =
  { status: 'none'; revision: -1 } | { status: OrganiserStatus | 'deleted'; organiserId: string; userId: string; revision: number };

export const organiserErrors = {
  notFound: () => new DomainError('not_found', 'ORGANISER_NOT_FOUND', 'Organiser not found'),
  /** The client acted on a status it no longer has: someone else got there first. */
  changedMeanwhile: (now: OrganiserStatus | 'deleted') =>
    new DomainError(
      'conflict',
      'ORGANISER_STATUS_CHANGED',
      `This organiser's status was changed by someone else (now ${now}). Reload and try again.`,
    ),
  requestExists: (status: OrganiserStatus | 'deleted') =>
    new DomainError(
      'conflict',
      'ORGANISER_REQUEST_EXISTS',
      status === 'pending'
        ? 'Your organiser request is already under verification'
        : status === 'approved'
          ? 'You are already an organiser'
          : `Your organiser registration is ${status}`,
    ),
  userHasRecord: (status: OrganiserStatus | 'deleted') =>
    new DomainError(
      'conflict',
      'ALREADY_ORGANISER',
      status === 'approved' ? 'This user is already an organiser' : `This user already has an organiser record (${status})`,
    ),
};

const evolve = (state: OrganiserState, event: OrganiserEvent): OrganiserState => {
  const { organiserId, userId, to } = event.data;
  return { status: to, organiserId, userId, revision: state.revision + 1 };
};

/** A new record, or a rejected one opened again with the new details. */
const open = (
  state: OrganiserState,
  command: OpeningCommand,
  type: 'OrganiserRequested' | 'OrganiserAdded' | 'OrganiserAssigned',
  refuse: typeof organiserErrors.requestExists,
) => {
  if (state.status !== 'none' && state.status !== 'rejected') throw refuse(state.status);
  const { organiserId, userId, details, by, at } = command;
  const to: OrganiserStatus = type === 'OrganiserAssigned' ? 'approved' : 'pending';
  const from = state.status === 'none' ? null : state.status;
  return [{ type, data: { organiserId, userId, ...details, from, to, by, at } } as OrganiserEvent];
};

const existing = (state: OrganiserState, expected: Expectation | undefined) => {
  if (state.status === 'none') throw organiserErrors.notFound();
  if (state.status === 'deleted') throw organiserErrors.changedMeanwhile('deleted');
  if (expected?.status !== undefined && expected.status !== state.status) throw organiserErrors.changedMeanwhile(state.status);
  if (expected?.revision !== undefined && expected.revision !== state.revision) throw organiserErrors.changedMeanwhile(state.status);
  return { ...state, status: state.status };
};

const decide = (command: OrganiserCommand, state: OrganiserState): OrganiserEvent[] => {
  switch (command.type) {
    case 'RequestApproval':
      return open(state, command, 'OrganiserRequested', organiserErrors.requestExists);
    case 'AddOrganiser':
      return open(state, command, 'OrganiserAdded', organiserErrors.userHasRecord);
    case 'AssignOrganiser': {
      // Assigning a user who already has a record approves that record rather than making a second.
      if (state.status === 'none') return open(state, command, 'OrganiserAssigned', organiserErrors.userHasRecord);
      if (state.status === 'approved' || state.status === 'deleted') throw organiserErrors.userHasRecord(state.status);
      const { organiserId, userId } = state;
      return [
        {
          type: 'OrganiserStatusChanged',
          data: { organiserId, userId, from: state.status, to: 'approved', by: command.by, at: command.at },
        },
      ];
    }
    case 'ChangeOrganiserStatus': {
      const record = existing(state, command.expected);
      // The menu never offers the current status, so asking for it means the screen is stale.
      if (record.status === command.to) throw organiserErrors.changedMeanwhile(record.status);
      const { organiserId, userId } = record;
      return [
        {
          type: 'OrganiserStatusChanged',
          data: { organiserId, userId, from: record.status, to: command.to, by: command.by, at: command.at },
        },
      ];
    }
    case 'DeleteOrganiser': {
      const { organiserId, userId, status } = existing(state, command.expected);
      return [{ type: 'OrganiserDeleted', data: { organiserId, userId, from: status, to: 'deleted', by: command.by, at: command.at } }];
    }
    default:
      return assertNever(command);
  }
};

export const organiserDecider: Decider<OrganiserState, OrganiserCommand, OrganiserEvent> = {
  initialState: { status: 'none', revision: -1 },
  evolve,
  decide,
};

/**
 * Whether an event gives the user organiser access (an organiser id in the session) or takes
 * it away: only an approved record grants it; flagged, blocked, rejected and deleted do not.
 */
export const organiserAccessOf = (event: OrganiserEvent) => ({
  userId: event.data.userId,
  organiserId: event.data.organiserId,
  granted: event.data.to === 'approved',
});
