import type { z } from 'zod';
import type { committeeEndpoints, countryEndpoints, leadershipRoleEndpoints } from '@contract/catalogue';
import { call, keyOf } from '../../../lib/call';
import { useRefetchingMutation } from '../../../lib/react-query';

/** A catalogue entry's id as the lists give it. */
type CatalogueId = number;

/** The calls of one catalogue (api/contract/catalogue.ts): each has the same four. */
type Catalogue = typeof committeeEndpoints | typeof countryEndpoints | typeof leadershipRoleEndpoints;

/** An entry as the catalogue's add and update take it. */
export type EntryOf<C extends Catalogue> = z.output<C['add']['body']>;

/**
 * The writes resolve to true, or undefined when the call ended the session (401): the screen
 * does not read their answers, it reloads the list.
 */
const acknowledged = (answer: unknown) => (answer === undefined ? undefined : (true as const));

/** Add, change and delete an entry of a catalogue; each reloads the catalogue's list. */
export const useCatalogueWrites = <C extends Catalogue>(catalogue: C) => {
  const list = keyOf(catalogue.list);
  // One catalogue's calls share their shape; the union of the three does not narrow per call.
  const endpoints = catalogue as typeof committeeEndpoints;
  type Entry = z.output<typeof committeeEndpoints.add.body>;
  const create = useRefetchingMutation(
    async (values: EntryOf<C>) => acknowledged(await call(endpoints.add, { body: values as Entry })),
    list,
  );
  const update = useRefetchingMutation(
    async ({ id, values }: { id: CatalogueId; values: EntryOf<C> }) =>
      acknowledged(await call(endpoints.update, { params: { id }, body: values as Entry })),
    list,
  );
  const remove = useRefetchingMutation(async (id: CatalogueId) => acknowledged(await call(endpoints.remove, { params: { id } })), list);
  return { create, update, remove };
};
