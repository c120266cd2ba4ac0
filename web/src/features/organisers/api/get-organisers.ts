import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { organisersEndpoints, type organiserEvidence, type organiserRow } from '@contract/organisers';
import { call, keyOf } from '../../../lib/call';

export { organiserRoles } from '@contract/organisers';
export type OrganiserRole = Organiser['user']['role'];

/** Evidence is a text such as 'Internal', or uploaded documents (the first is file_url). */
export type OrganiserEvidence = z.output<typeof organiserEvidence>;

/** A row of the Organisers list, spec §3 organiser record. */
export type Organiser = z.output<typeof organiserRow>;

/** GET /api/v1/organisers/all-organisers: students and teachers in one answer, split by the tabs. */
export const getOrganisers = async (signal?: AbortSignal): Promise<Organiser[]> =>
  (await call(organisersEndpoints.list, {}, { signal })) ?? [];

export const getOrganisersQueryOptions = () =>
  queryOptions({
    queryKey: keyOf(organisersEndpoints.list),
    queryFn: ({ signal }) => getOrganisers(signal),
  });

export const useOrganisers = () => useQuery(getOrganisersQueryOptions());
