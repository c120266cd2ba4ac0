import type { Evidence, OrganiserStatus } from '@domain/organisers/organiser';

/** An organiser record with what the read model's own copies say about its person and school. */
export interface JoinedOrganiser {
  id: string;
  user_id: string;
  school_id: string;
  locality_id: string | null;
  role: string;
  evidence: Evidence;
  status: OrganiserStatus | 'deleted';
  created_at: Date;
  actioned_at: Date | null;
  actioned_by_user_id: string | null;
  revision: number;
  account: { role: 'student' | 'teacher'; username: string | null; fullname: string | null };
  profile: {
    username: string | null;
    fullname: string | null;
    grade: string | null;
    years_of_experience: string | null;
    custom_locality_name: string | null;
  } | null;
  /** The record's school while it is listed (not deleted or merged away), with its locality's name ('' when unknown). */
  school: { name: string; locality_name: string } | null;
}

const evidenceView = (evidence: Evidence) =>
  evidence.kind === 'text' ? evidence.text : { file_url: evidence.fileUrls[0]!, file_urls: evidence.fileUrls };

/** The organiser record of spec §3, with the §2.6 list columns (api/contract/organisers.ts). */
export const viewOf = (row: JoinedOrganiser) => ({
  id: row.id,
  user_id: row.user_id,
  user: {
    id: row.user_id,
    username: row.profile?.username ?? row.account.username,
    fullname: row.profile?.fullname ?? row.account.fullname,
    // An empty locality name gives way to the profile's own, as the list always showed it.
    school_location: row.school?.locality_name || row.profile?.custom_locality_name || null,
    grade: row.profile?.grade ?? null,
    years_of_experience: row.profile?.years_of_experience ?? null,
    role: row.account.role,
  },
  school: row.school?.name ?? null,
  school_id: row.school_id,
  locality_id: row.locality_id,
  role: row.role,
  evidence: evidenceView(row.evidence),
  status: row.status,
  created_at: row.created_at.toISOString(),
  actioned_at: row.actioned_at?.toISOString() ?? null,
  actioned_by_user_id: row.actioned_by_user_id,
  revision: row.revision,
});
export type OrganiserAnswer = ReturnType<typeof viewOf>;
