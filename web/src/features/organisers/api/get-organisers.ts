import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { organiserStatuses } from '@domain/organisers/organiser';
import { apiRequest } from '../../../lib/api-client';

export const organiserRoles = ['student', 'teacher'] as const;
export type OrganiserRole = (typeof organiserRoles)[number];

/** Evidence is a text such as 'Internal', or uploaded documents (the first is file_url). */
export const organiserEvidenceSchema = z.union([z.string(), z.object({ file_url: z.string(), file_urls: z.array(z.string()).default([]) })]);
export type OrganiserEvidence = z.infer<typeof organiserEvidenceSchema>;

/** A row of the Organisers list (GET /api/v1/organisers/all-organisers), spec §3 organiser record. */
export const organiserSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  user: z.object({
    id: z.string(),
    username: z.string().nullable(),
    fullname: z.string().nullable(),
    school_location: z.string().nullable(),
    grade: z.string().nullable(),
    years_of_experience: z.string().nullable(),
    role: z.enum(organiserRoles),
  }),
  school: z.string().nullable(),
  school_id: z.string(),
  locality_id: z.string().nullable(),
  /** Role in event (or in school). */
  role: z.string(),
  evidence: organiserEvidenceSchema,
  status: z.enum(organiserStatuses),
  /** Date Received. */
  created_at: z.string(),
  /** Date Actioned. */
  actioned_at: z.string().nullable(),
  actioned_by_user_id: z.string().nullable(),
  revision: z.number(),
});

export type Organiser = z.infer<typeof organiserSchema>;
export type { OrganiserStatus } from '@domain/organisers/organiser';

/** Every query of this feature starts with this key: a write refetches all of them. */
export const organisersQueryKey = ['organisers'] as const;
export const organiserListQueryKey = [...organisersQueryKey, 'list'] as const;

/** GET /api/v1/organisers/all-organisers: students and teachers in one answer, split by the tabs. */
export const getOrganisers = async (signal?: AbortSignal): Promise<Organiser[]> =>
  (await apiRequest('/api/v1/organisers/all-organisers', { schema: z.array(organiserSchema), signal })) ?? [];

export const getOrganisersQueryOptions = () =>
  queryOptions({
    queryKey: organiserListQueryKey,
    queryFn: ({ signal }) => getOrganisers(signal),
  });

export const useOrganisers = () => useQuery(getOrganisersQueryOptions());
