import type { QueryClient } from '@tanstack/react-query';
import type { Registration } from '../../../../lib/registration-schema';
import { registrationsQueryKey } from './get-registrations';

export type DelegateMark = 'flag' | 'locked';

/** What a mark was on each delegate an optimistic change touched, to put back if the server refuses. */
export type MarksBefore = ReadonlyMap<string, boolean>;

/**
 * Shows a flag or lock change in the list at once (spec §4: the list reverts the flag when the
 * call fails). `ids` null: every delegate of the event.
 */
export const markCachedDelegates = async (
  client: QueryClient,
  eventId: string,
  ids: readonly string[] | null,
  mark: DelegateMark,
  value: boolean,
): Promise<MarksBefore> => {
  const key = registrationsQueryKey(eventId);
  // A list read still on its way would overwrite the change with what the server had before it.
  await client.cancelQueries({ queryKey: key });
  const wanted = ids ? new Set(ids) : null;
  const before = new Map<string, boolean>();
  client.setQueryData<Registration[]>(key, (current) =>
    current?.map((delegate) => {
      if ((wanted && !wanted.has(delegate.id)) || delegate[mark] === value) return delegate;
      before.set(delegate.id, delegate[mark]);
      return { ...delegate, [mark]: value };
    }),
  );
  return before;
};

/** Puts back the marks an optimistic change altered, leaving later changes to other delegates alone. */
export const restoreCachedMarks = (client: QueryClient, eventId: string, mark: DelegateMark, before: MarksBefore | undefined) => {
  if (!before || before.size === 0) return;
  client.setQueryData<Registration[]>(registrationsQueryKey(eventId), (current) =>
    current?.map((delegate) => (before.has(delegate.id) ? { ...delegate, [mark]: before.get(delegate.id)! } : delegate)),
  );
};
