import type { CommonQueryMethods } from 'slonik';
import type { z } from 'zod';
import type { organiserRow } from '@contract/organisers';
import { listOrganiserAnswers } from '../../../projections/organisers/organiser-views/organiser-views';

/** The organiser record of spec §3, with the §2.6 list columns (api/contract/organisers.ts). */
export type OrganiserView = z.input<typeof organiserRow>;

/** The Organisers list, from its read model: records of deleted accounts are left out (nobody can act as them). */
export const listOrganiserViews = (db: CommonQueryMethods): Promise<OrganiserView[]> => listOrganiserAnswers(db);
