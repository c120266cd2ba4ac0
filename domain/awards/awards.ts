import { z } from 'zod';
import { actorStamp, type Stamp } from '../shared/actor';
import type { Decider } from '../shared/decider';
import { DomainError } from '../shared/errors';

/**
 * An event's awards: the kinds it gives (the organiser's list), the nominations its committees'
 * chairs make, and the organiser's decisions on them. One stream per event (`awards-<eventId>`),
 * so "one nomination per delegate and kind", a kind's per-committee limit and "no kind removed
 * under a nomination" hold however many chairs and organisers act at once.
 */
export const awardsStreamId = (eventId: string) => `awards-${eventId}`;

export const MAX_AWARD_KINDS = 20;
export const MAX_AWARD_KIND_NAME = 80;
export const MAX_AWARD_KIND_LIMIT = 50;

export interface AwardKind {
  id: string;
  name: string;
  /** At most this many open or confirmed nominations per committee; null: no limit. */
  limit: number | null;
}

/** What every event starts with, until its organiser changes the list. */
export const defaultAwardKinds: readonly AwardKind[] = [
  { id: 'best-delegate', name: 'Best Delegate', limit: null },
  { id: 'outstanding-delegate', name: 'Outstanding Delegate', limit: null },
  { id: 'honourable-mention', name: 'Honourable Mention', limit: null },
  { id: 'best-position-paper', name: 'Best Position Paper', limit: null },
];

export const nominationStatuses = ['nominated', 'confirmed', 'rejected', 'withdrawn', 'revoked'] as const;
export type NominationStatus = (typeof nominationStatuses)[number];
/** Nominations that count: waiting for the organiser, or confirmed. */
export const isOpenOrConfirmed = (status: NominationStatus) => status === 'nominated' || status === 'confirmed';

const kindShape = { name: z.string(), limit: z.number().int().nullable() };
const nominationShape = {
  eventId: z.string(),
  registrationId: z.string(),
  kindId: z.string(),
  /** The kind's name when it happened, so History reads as it was. */
  kindName: z.string(),
  eventCommitteeId: z.string(),
  /** The status before this event ('none': never nominated). */
  from: z.enum([...nominationStatuses, 'none']),
  ...actorStamp,
};

export const awardEventSchemas = {
  AwardKindAdded: z.object({ eventId: z.string(), kindId: z.string(), ...kindShape, ...actorStamp }),
  /** Renamed, or its limit changed: the kind as it was and as it is. */
  AwardKindChanged: z.object({
    eventId: z.string(),
    kindId: z.string(),
    previous: z.object(kindShape),
    ...kindShape,
    ...actorStamp,
  }),
  AwardKindRemoved: z.object({ eventId: z.string(), kindId: z.string(), name: z.string(), ...actorStamp }),
  /** A chair nominated a delegate of their committee, seated for `countryId` (null: no country yet). */
  AwardNominated: z.object({ ...nominationShape, countryId: z.string().nullable() }),
  /** The chair took their nomination back before the organiser decided. */
  AwardNominationWithdrawn: z.object(nominationShape),
  AwardConfirmed: z.object(nominationShape),
  AwardNominationRejected: z.object(nominationShape),
  /** The organiser took back a confirmed award. */
  AwardRevoked: z.object(nominationShape),
};

type Schemas = typeof awardEventSchemas;
export type AwardEvent = { [Type in keyof Schemas]: { type: Type; data: z.infer<Schemas[Type]> } }[keyof Schemas];
export type AwardEventType = AwardEvent['type'];
export const awardEventTypes = Object.keys(awardEventSchemas) as AwardEventType[];
const typeSet = new Set<string>(awardEventTypes);

export const parseAwardEvent = (type: string, data: unknown): AwardEvent | null =>
  typeSet.has(type) ? ({ type, data: awardEventSchemas[type as AwardEventType].parse(data) } as AwardEvent) : null;

/** The status each nomination event leads to. */
export const statusAfter = {
  AwardNominated: 'nominated',
  AwardNominationWithdrawn: 'withdrawn',
  AwardConfirmed: 'confirmed',
  AwardNominationRejected: 'rejected',
  AwardRevoked: 'revoked',
} as const satisfies Partial<Record<AwardEventType, NominationStatus>>;

export interface Nomination {
  registrationId: string;
  kindId: string;
  kindName: string;
  eventCommitteeId: string;
  countryId: string | null;
  status: NominationStatus;
  nominatedAt: string;
  /** When the status last changed after the nomination (null: not since). */
  decidedAt: string | null;
}

export interface AwardsState {
  kinds: readonly AwardKind[];
  /** Kinds added so far (the next one's id counts on). */
  added: number;
  /** By `nominationKey`. */
  nominations: ReadonlyMap<string, Nomination>;
}

/** One nomination per delegate and kind. */
export const nominationKey = (registrationId: string, kindId: string) => `${registrationId}/${kindId}`;

export const initialAwardsState: AwardsState = { kinds: defaultAwardKinds, added: 0, nominations: new Map() };

export interface KindInput {
  /** Absent: a new kind. */
  id?: string;
  name: string;
  limit?: number | null;
}

/** Where a delegate sits now (the organiser's allocation); null: not seated, or not registered. */
export interface SeatOf {
  eventCommitteeId: string;
  countryId: string | null;
}

export type AwardsCommand = Stamp & { eventId: string } & (
    | { type: 'SetAwardKinds'; kinds: readonly KindInput[] }
    | { type: 'NominateForAward'; registrationId: string; kindId: string; eventCommitteeId: string; seat: SeatOf | null }
    | { type: 'WithdrawNomination'; registrationId: string; kindId: string; eventCommitteeId: string }
    | { type: 'ConfirmAward'; registrationId: string; kindId: string }
    | { type: 'RejectNomination'; registrationId: string; kindId: string }
    | { type: 'RevokeAward'; registrationId: string; kindId: string }
  );

export const awardMessages = {
  kindNotFound: 'Award not found',
  nominationNotFound: 'Nomination not found',
  notSeated: 'This delegate does not sit in this committee',
  kindNameRequired: 'Give each award a name',
  kindNameRepeated: 'Each award needs its own name',
  tooManyKinds: `An event can give at most ${MAX_AWARD_KINDS} kinds of award`,
  kindInUse: (name: string) => `${name} has nominations: withdraw or reject them before removing it`,
  nominatedElsewhere: (name: string) => `This delegate is already nominated for ${name} in another committee`,
  limitReached: (name: string, limit: number) => `${name} allows at most ${limit} nomination${limit === 1 ? '' : 's'} per committee`,
  alreadyDecided: 'The organiser has already decided on this nomination',
  notOpen: 'Only an open nomination can be confirmed or rejected',
  notConfirmed: 'Only a confirmed award can be revoked',
} as const;

export const awardErrors = {
  kindNotFound: () => new DomainError('not_found', 'AWARD_KIND_NOT_FOUND', awardMessages.kindNotFound),
  nominationNotFound: () => new DomainError('not_found', 'NOMINATION_NOT_FOUND', awardMessages.nominationNotFound),
  notSeated: () => new DomainError('validation', 'DELEGATE_NOT_IN_COMMITTEE', awardMessages.notSeated),
  kindNameRequired: () => new DomainError('validation', 'AWARD_KIND_NAME_REQUIRED', awardMessages.kindNameRequired),
  kindNameRepeated: () => new DomainError('validation', 'AWARD_KIND_NAME_REPEATED', awardMessages.kindNameRepeated),
  tooManyKinds: () => new DomainError('validation', 'TOO_MANY_AWARD_KINDS', awardMessages.tooManyKinds),
  kindInUse: (name: string) => new DomainError('conflict', 'AWARD_KIND_IN_USE', awardMessages.kindInUse(name)),
  nominatedElsewhere: (name: string) => new DomainError('conflict', 'ALREADY_NOMINATED', awardMessages.nominatedElsewhere(name)),
  limitReached: (name: string, limit: number) =>
    new DomainError('conflict', 'AWARD_LIMIT_REACHED', awardMessages.limitReached(name, limit)),
  alreadyDecided: () => new DomainError('conflict', 'NOMINATION_DECIDED', awardMessages.alreadyDecided),
  notOpen: () => new DomainError('conflict', 'NOMINATION_NOT_OPEN', awardMessages.notOpen),
  notConfirmed: () => new DomainError('conflict', 'AWARD_NOT_CONFIRMED', awardMessages.notConfirmed),
};

const sameName = (a: string, b: string) => a.trim().toLocaleLowerCase('en') === b.trim().toLocaleLowerCase('en');

const decideKinds = (state: AwardsState, command: Extract<AwardsCommand, { type: 'SetAwardKinds' }>): AwardEvent[] => {
  const { eventId, by, at } = command;
  const wanted = command.kinds.map((kind) => ({ id: kind.id, name: kind.name.trim(), limit: kind.limit ?? null }));
  if (wanted.length > MAX_AWARD_KINDS) throw awardErrors.tooManyKinds();
  if (wanted.some((kind) => kind.name === '')) throw awardErrors.kindNameRequired();
  if (wanted.some((kind, index) => wanted.findIndex((other) => sameName(other.name, kind.name)) !== index))
    throw awardErrors.kindNameRepeated();
  const current = new Map(state.kinds.map((kind) => [kind.id, kind]));
  if (wanted.some((kind) => kind.id !== undefined && !current.has(kind.id))) throw awardErrors.kindNotFound();
  const kept = new Set(wanted.flatMap((kind) => (kind.id === undefined ? [] : [kind.id])));
  const events: AwardEvent[] = [];
  for (const kind of state.kinds) {
    if (kept.has(kind.id)) continue;
    const inUse = [...state.nominations.values()].some(
      (nomination) => nomination.kindId === kind.id && isOpenOrConfirmed(nomination.status),
    );
    if (inUse) throw awardErrors.kindInUse(kind.name);
    events.push({ type: 'AwardKindRemoved', data: { eventId, kindId: kind.id, name: kind.name, by, at } });
  }
  let added = state.added;
  for (const kind of wanted) {
    const before = kind.id === undefined ? undefined : current.get(kind.id);
    if (!before) {
      added += 1;
      events.push({ type: 'AwardKindAdded', data: { eventId, kindId: `kind-${added}`, name: kind.name, limit: kind.limit, by, at } });
    } else if (before.name !== kind.name || before.limit !== kind.limit) {
      events.push({
        type: 'AwardKindChanged',
        data: {
          eventId,
          kindId: before.id,
          previous: { name: before.name, limit: before.limit },
          name: kind.name,
          limit: kind.limit,
          by,
          at,
        },
      });
    }
  }
  return events;
};

/** Decides one command on the event's awards; the same request again stores nothing. */
export const decideAwards = (command: AwardsCommand, state: AwardsState): AwardEvent[] => {
  if (command.type === 'SetAwardKinds') return decideKinds(state, command);
  const { eventId, registrationId, kindId, by, at } = command;
  const existing = state.nominations.get(nominationKey(registrationId, kindId));
  const stamped = (nomination: Nomination) => ({
    eventId,
    registrationId,
    kindId,
    kindName: nomination.kindName,
    eventCommitteeId: nomination.eventCommitteeId,
    from: nomination.status,
    by,
    at,
  });
  switch (command.type) {
    case 'NominateForAward': {
      const kind = state.kinds.find((each) => each.id === kindId);
      if (!kind) throw awardErrors.kindNotFound();
      if (command.seat?.eventCommitteeId !== command.eventCommitteeId) throw awardErrors.notSeated();
      if (existing && isOpenOrConfirmed(existing.status)) {
        if (existing.eventCommitteeId === command.eventCommitteeId) return [];
        throw awardErrors.nominatedElsewhere(kind.name);
      }
      if (kind.limit !== null) {
        const taken = [...state.nominations.values()].filter(
          (each) => each.kindId === kindId && each.eventCommitteeId === command.eventCommitteeId && isOpenOrConfirmed(each.status),
        ).length;
        if (taken >= kind.limit) throw awardErrors.limitReached(kind.name, kind.limit);
      }
      return [
        {
          type: 'AwardNominated',
          data: {
            eventId,
            registrationId,
            kindId,
            kindName: kind.name,
            eventCommitteeId: command.eventCommitteeId,
            countryId: command.seat.countryId,
            from: existing?.status ?? 'none',
            by,
            at,
          },
        },
      ];
    }
    case 'WithdrawNomination': {
      if (!existing || existing.eventCommitteeId !== command.eventCommitteeId) throw awardErrors.nominationNotFound();
      if (existing.status === 'withdrawn') return [];
      if (existing.status !== 'nominated') throw awardErrors.alreadyDecided();
      return [{ type: 'AwardNominationWithdrawn', data: stamped(existing) }];
    }
    case 'ConfirmAward':
    case 'RejectNomination': {
      if (!existing) throw awardErrors.nominationNotFound();
      const to = command.type === 'ConfirmAward' ? 'confirmed' : 'rejected';
      if (existing.status === to) return [];
      if (existing.status !== 'nominated') throw awardErrors.notOpen();
      return [{ type: command.type === 'ConfirmAward' ? 'AwardConfirmed' : 'AwardNominationRejected', data: stamped(existing) }];
    }
    case 'RevokeAward': {
      if (!existing) throw awardErrors.nominationNotFound();
      if (existing.status === 'revoked') return [];
      if (existing.status !== 'confirmed') throw awardErrors.notConfirmed();
      return [{ type: 'AwardRevoked', data: stamped(existing) }];
    }
  }
};

export const evolveAwards = (state: AwardsState, event: AwardEvent): AwardsState => {
  switch (event.type) {
    case 'AwardKindAdded':
      return {
        ...state,
        added: state.added + 1,
        kinds: [...state.kinds, { id: event.data.kindId, name: event.data.name, limit: event.data.limit }],
      };
    case 'AwardKindChanged':
      return {
        ...state,
        kinds: state.kinds.map((kind) =>
          kind.id === event.data.kindId ? { ...kind, name: event.data.name, limit: event.data.limit } : kind,
        ),
      };
    case 'AwardKindRemoved':
      return { ...state, kinds: state.kinds.filter((kind) => kind.id !== event.data.kindId) };
    case 'AwardNominated': {
      const { registrationId, kindId, kindName, eventCommitteeId, countryId, at } = event.data;
      const nominations = new Map(state.nominations);
      nominations.set(nominationKey(registrationId, kindId), {
        registrationId,
        kindId,
        kindName,
        eventCommitteeId,
        countryId,
        status: 'nominated',
        nominatedAt: at,
        decidedAt: null,
      });
      return { ...state, nominations };
    }
    default: {
      const key = nominationKey(event.data.registrationId, event.data.kindId);
      const nomination = state.nominations.get(key);
      if (!nomination) return state;
      const nominations = new Map(state.nominations);
      nominations.set(key, { ...nomination, status: statusAfter[event.type], decidedAt: event.data.at });
      return { ...state, nominations };
    }
  }
};

export const awardsDecider: Decider<AwardsState, AwardsCommand, AwardEvent> = {
  initialState: initialAwardsState,
  evolve: evolveAwards,
  decide: decideAwards,
};
