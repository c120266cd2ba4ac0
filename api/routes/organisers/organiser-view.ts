import type { CommonQueryMethods } from 'slonik';
import type { z } from 'zod';
import type { organiserRow } from '@contract/organisers';
import type { Evidence } from '@domain/organisers/organiser';
import type { OrganiserRow } from '../../../projections/organisers/organisers-list';
import { listSchools, type SchoolRow } from '../../../projections/schools/schools-list';
import { findAccountById } from '../../../projections/users/accounts-projection';
import { findProfile } from '../../../projections/users/profiles-projection';

/** The organiser record of spec §3, with the §2.6 list columns (api/contract/organisers.ts). */
export type OrganiserView = z.input<typeof organiserRow>;

const evidenceView = (evidence: Evidence): OrganiserView['evidence'] =>
  evidence.kind === 'text' ? evidence.text : { file_url: evidence.fileUrls[0]!, file_urls: evidence.fileUrls };

/**
 * Joins records with their user's account and profile and their school, through each read
 * model's own queries. Records of deleted accounts are left out: nobody can act as them.
 */
export const loadOrganiserViews = async (db: CommonQueryMethods, rows: readonly OrganiserRow[]): Promise<OrganiserView[]> => {
  if (rows.length === 0) return [];
  const schools = new Map<string, SchoolRow>((await listSchools(db)).map((school) => [school.id, school]));
  const views = await Promise.all(
    rows.map(async (row): Promise<OrganiserView | null> => {
      const [account, profile] = await Promise.all([findAccountById(db, row.user_id), findProfile(db, row.user_id)]);
      if (!account || account.status === 'deleted') return null;
      const school = schools.get(row.school_id);
      return {
        id: row.id,
        user_id: row.user_id,
        user: {
          id: row.user_id,
          username: profile?.username ?? account.username,
          fullname: profile?.fullname ?? account.fullname,
          school_location: school?.locality.name || profile?.custom_locality_name || null,
          grade: profile?.grade ?? null,
          years_of_experience: profile?.years_of_experience ?? null,
          role: account.role,
        },
        school: school?.name ?? null,
        school_id: row.school_id,
        locality_id: row.locality_id,
        role: row.role,
        evidence: evidenceView(row.evidence),
        status: row.status,
        created_at: row.created_at.toISOString(),
        actioned_at: row.actioned_at?.toISOString() ?? null,
        actioned_by_user_id: row.actioned_by_user_id,
        revision: row.revision,
      };
    }),
  );
  return views.filter((view): view is OrganiserView => view !== null);
};
