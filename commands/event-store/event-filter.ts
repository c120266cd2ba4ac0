import type { EventFilter } from './port';

/**
 * Whether an event passes a filter, exactly as the adapters' reads decide it: an event type
 * equal to one listed, or a stream id starting with one of the prefixes taken literally
 * (the Postgres adapter escapes LIKE's wildcards; both compare case-sensitively). An empty
 * list passes nothing.
 */
export const matchesFilter = (filter: EventFilter | undefined, event: { type: string; streamId: string }): boolean => {
  if (!filter) return true;
  if ('eventTypes' in filter) return filter.eventTypes.includes(event.type);
  return filter.streamPrefixes.some((prefix) => event.streamId.startsWith(prefix));
};

/** A filter passing every event any of `filters` passes; undefined (no filter) when types and prefixes mix. */
export const unionOfFilters = (filters: readonly EventFilter[]): EventFilter | undefined => {
  if (filters.length > 0 && filters.every((filter) => 'eventTypes' in filter)) {
    return { eventTypes: [...new Set(filters.flatMap((filter) => filter.eventTypes))] };
  }
  if (filters.length > 0 && filters.every((filter) => 'streamPrefixes' in filter)) {
    return { streamPrefixes: [...new Set(filters.flatMap((filter) => filter.streamPrefixes))] };
  }
  return undefined;
};

/** Every event `inner` passes, `outer` passes too (so a read through `outer` holds all of `inner`'s). */
export const filterCovers = (outer: EventFilter | undefined, inner: EventFilter): boolean => {
  if (!outer) return true;
  if ('eventTypes' in outer) return 'eventTypes' in inner && inner.eventTypes.every((type) => outer.eventTypes.includes(type));
  return 'streamPrefixes' in inner && inner.streamPrefixes.every((prefix) => outer.streamPrefixes.some((p) => prefix.startsWith(p)));
};
