import type { RecordedEvent } from '../../../commands/event-store/port';
import { parseCountryWishesEvent, wishesText } from '@domain/allocation/country-wishes';
import { delegationModeMessages, parseDelegationModeEvent } from '@domain/allocation/delegation-mode';
import { parsePublicationEvent } from '@domain/allocation/publication';
import { lenient } from '../../runtime/lenient-parse';
import type { StatusChangeEntry, StatusChangeSource } from '../source';

const parsed = lenient(parsePublicationEvent);
const parsedDelegationMode = lenient(parseDelegationModeEvent);
const parsedWishes = lenient(parseCountryWishesEvent);

/**
 * Seats published to an event's delegates, the setting of when they are, delegation mode
 * turned on or off, and the countries a delegation wished for: by whom and when, per event.
 */
const entriesOf = (recorded: RecordedEvent): StatusChangeEntry[] => {
  const wishes = parsedWishes(recorded);
  if (wishes) {
    const { eventId, schoolName, countries, previous, by, at } = wishes.data;
    return [
      {
        entityType: 'allocation',
        entityId: eventId,
        from: wishesText(previous),
        to: wishesText(countries),
        by,
        at,
        detail: `countries wished for by ${schoolName}`,
      },
    ];
  }
  const mode = parsedDelegationMode(recorded);
  if (mode) {
    const { eventId, enabled, by, at } = mode.data;
    // Stored only when it changes: it was the other way before.
    return [
      {
        entityType: 'allocation',
        entityId: eventId,
        from: enabled ? 'off' : 'on',
        to: enabled ? 'on' : 'off',
        by,
        at,
        detail: delegationModeMessages.set(enabled),
      },
    ];
  }
  const event = parsed(recorded);
  if (!event) return [];
  const { eventId, by, at } = event.data;
  if (event.type === 'AllocationPublishModeChanged') {
    return [
      {
        entityType: 'allocation',
        entityId: eventId,
        from: event.data.previous,
        to: event.data.mode,
        by,
        at,
        detail: 'when seat changes are published',
      },
    ];
  }
  const seats = event.data.changes.length;
  const detail = `${seats} ${seats === 1 ? 'seat' : 'seats'} published${event.data.atOnce ? ' as changed' : ''}`;
  return [{ entityType: 'allocation', entityId: eventId, from: 'draft', to: 'published', by, at, detail }];
};

export const allocationStatusSource: StatusChangeSource = {
  eventTypes: ['AllocationPublished', 'AllocationPublishModeChanged', 'DelegationModeChanged', 'CountryWishesSet'],
  entriesOf,
};
