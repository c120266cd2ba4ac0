import { MAX_EVIDENCE_DOCUMENTS, organiserMessages } from '@domain/organisers/organiser-rules';
import { msg, t, tm } from '../../../i18n/intl';

export interface EvidenceItem {
  /** Stable key of the list entry (one per chosen file). */
  key: string;
  name: string;
  /** Set once the upload finished. */
  url: string | null;
}

export interface RequestDraft {
  role: string;
  evidence: readonly EvidenceItem[];
}

export type RequestErrors = Partial<Record<'role' | 'evidence', string>>;

export type RequestCheck = { ok: true; role: string; evidenceDocs: string[] } | { ok: false; errors: RequestErrors };

/** How many more documents may be chosen (spec: at most MAX_EVIDENCE_DOCUMENTS a request). */
export const evidenceRoomLeft = (evidence: readonly EvidenceItem[]) => Math.max(0, MAX_EVIDENCE_DOCUMENTS - evidence.length);

export const STILL_UPLOADING = msg('Please wait until the evidence documents have uploaded');

/** A request error as shown: this page's own, a shared rule's, or the server's (already in the chosen language). */
export const requestErrorText = (message: string): string => (message === STILL_UPLOADING ? t(message) : tm(message));

/**
 * Spec §5: the role is required ('Please enter your role in event or in school') and so is
 * at least one uploaded evidence document ('Please upload evidence documents').
 */
export const checkRequest = (draft: RequestDraft): RequestCheck => {
  const errors: RequestErrors = {};
  const role = draft.role.trim();
  if (!role) errors.role = organiserMessages.role;
  const uploaded = draft.evidence.flatMap((item) => (item.url ? [item.url] : []));
  if (draft.evidence.some((item) => item.url === null)) errors.evidence = STILL_UPLOADING;
  else if (uploaded.length === 0) errors.evidence = organiserMessages.evidence;
  if (errors.role || errors.evidence) return { ok: false, errors };
  return { ok: true, role, evidenceDocs: uploaded };
};

/** The school and locality the request page shows read-only, from the profile read-back. */
export interface RequesterSchool {
  schoolId: string | null;
  localityId: string | null;
  school: string;
  locality: string;
}

export const requesterSchoolOf = (profile: {
  school_id?: string | null | undefined;
  school?:
    | { id: string; name: string; locality_id?: string | null | undefined; locality?: { id: string; name: string } | null | undefined }
    | null
    | undefined;
  custom_school_name?: string | null | undefined;
  custom_locality_name?: string | null | undefined;
}): RequesterSchool => ({
  schoolId: profile.school?.id ?? profile.school_id ?? null,
  localityId: profile.school?.locality_id ?? profile.school?.locality?.id ?? null,
  school: profile.school?.name ?? profile.custom_school_name ?? '',
  locality: profile.school?.locality?.name ?? profile.custom_locality_name ?? '',
});
