import { z } from 'zod';
import { allocationObjectives, tieRules } from './run-report';

/**
 * Who sits where: delegates assigned to an event's committees with a country, their locks and
 * flags. These events live in the committees stream (`event-committees-<eventId>`), beside the
 * committees' seats, so "never more delegates than seats" and "a country once per committee"
 * are decided against one consistent state: organisers assigning at once race on one stream.
 */
const stamp = { by: z.string(), at: z.iso.datetime() };
const placement = { registrationId: z.string(), eventCommitteeId: z.string(), countryId: z.string().nullable() };
export const placementSchema = z.object(placement);
export type AllocationPlacement = z.infer<typeof placementSchema>;

export const allocationEventSchemas = {
  /** Assigned, or moved when `previous` names another committee or country. */
  DelegateAssigned: z.object({
    eventId: z.string(),
    ...placement,
    previous: placementSchema.omit({ registrationId: true }).nullable(),
    ...stamp,
  }),
  /** `left`: the delegate left the event (cancelled, removed, merged away, account deleted). */
  DelegateUnassigned: z.object({ eventId: z.string(), ...placement, reason: z.enum(['organiser', 'left']), ...stamp }),
  DelegatesLocked: z.object({ eventId: z.string(), registrationIds: z.array(z.string()), ...stamp }),
  DelegatesUnlocked: z.object({ eventId: z.string(), registrationIds: z.array(z.string()), ...stamp }),
  DelegateFlagChanged: z.object({ eventId: z.string(), registrationId: z.string(), flag: z.boolean(), ...stamp }),
  /** A global allocation run's placements, all or none, once per run. */
  AllocationApplied: z.object({
    eventId: z.string(),
    runId: z.string(),
    strategy: z.enum(['spec', 'optimal']),
    /** The organiser's rules for the run (absent on runs applied before they could be chosen). */
    objective: z.enum(allocationObjectives).optional(),
    tieRule: z.enum(tieRules).optional(),
    /** A lottery's seed. */
    seed: z.number().int().optional(),
    /** True when computed in delegation mode (each school's delegates on as few countries as possible). */
    delegationMode: z.boolean().optional(),
    placements: z.array(placementSchema),
    ...stamp,
  }),
};

type Schemas = typeof allocationEventSchemas;
export type AllocationEventType = keyof Schemas;
export type AllocationEvent = { [Type in AllocationEventType]: { type: Type; data: z.infer<Schemas[Type]> } }[AllocationEventType];
export const allocationEventTypes = Object.keys(allocationEventSchemas) as AllocationEventType[];

export const parseAllocationEvent = (type: string, data: unknown): AllocationEvent | null => {
  if (!(type in allocationEventSchemas)) return null;
  return { type, data: allocationEventSchemas[type as AllocationEventType].parse(data) } as AllocationEvent;
};
