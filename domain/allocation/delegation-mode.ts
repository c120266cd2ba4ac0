import { z } from 'zod';
import type { Stamp } from '../shared/actor';

/**
 * Delegation mode, per event: when on, global allocation keeps each school's delegates on one
 * country (or as few as possible) across committees. Off until the organiser turns it on. It
 * lives in the committees stream beside the allocation it shapes: turning it on or off moves
 * the allocation's version, so a dry run computed in one mode is never applied in the other.
 */
const stamp = { by: z.string(), at: z.iso.datetime() };

export const delegationModeEventSchemas = {
  DelegationModeChanged: z.object({ eventId: z.string(), enabled: z.boolean(), ...stamp }),
};

type Schemas = typeof delegationModeEventSchemas;
export type DelegationModeEventType = keyof Schemas;
export type DelegationModeEvent = {
  [Type in DelegationModeEventType]: { type: Type; data: z.infer<Schemas[Type]> };
}[DelegationModeEventType];
export const delegationModeEventTypes = Object.keys(delegationModeEventSchemas) as DelegationModeEventType[];

export const parseDelegationModeEvent = (type: string, data: unknown): DelegationModeEvent | null => {
  if (!(type in delegationModeEventSchemas)) return null;
  return { type, data: delegationModeEventSchemas[type as DelegationModeEventType].parse(data) } as DelegationModeEvent;
};

export const isDelegationModeEvent = (event: { type: string }): event is DelegationModeEvent => event.type in delegationModeEventSchemas;

export type DelegationModeCommand = { type: 'SetDelegationMode'; eventId: string; enabled: boolean } & Stamp;

/** Turning it on or off; asking for what it already is stores nothing. */
export const decideDelegationMode = (current: boolean, command: DelegationModeCommand): DelegationModeEvent[] => {
  const { eventId, enabled, by, at } = command;
  if (enabled === current) return [];
  return [{ type: 'DelegationModeChanged', data: { eventId, enabled, by, at } }];
};

/** What the organiser reads (the API's answer) and the audit trail's words for the change. */
export const delegationModeMessages = {
  set: (enabled: boolean) => (enabled ? 'Delegation mode turned on' : 'Delegation mode turned off'),
  unchanged: (enabled: boolean) => (enabled ? 'Delegation mode is already on' : 'Delegation mode is already off'),
  label: "Delegation mode — each school's delegates represent one country across committees",
} as const;
