import { FILL_REQUIRED_FIELDS, normaliseName } from '@domain/schools/fields';
import { baseSchoolCode, generateSchoolCode, isCodeFrom } from '@domain/schools/school-code';
import type { SchoolInput } from '../api/create-school';
import type { Locality } from '../api/get-localities';

/** The add or edit row of the Schools list, as typed. */
export interface SchoolDraft {
  name: string;
  localityId: string;
  areaId: string;
}

export const blankSchoolDraft: SchoolDraft = { name: '', localityId: '', areaId: '' };

export type SchoolDraftCheck =
  { ok: true; values: SchoolInput } | { ok: false; message: string; missing: { name: boolean; locality: boolean; area: boolean } };

/** Spec §5: name, locality and area are required ('Please fill in all required fields'); the code is generated. */
export const checkSchoolDraft = (draft: SchoolDraft): SchoolDraftCheck => {
  const name = normaliseName(draft.name);
  const missing = { name: !name, locality: !draft.localityId, area: !draft.areaId };
  if (missing.name || missing.locality || missing.area) return { ok: false, message: FILL_REQUIRED_FIELDS, missing };
  return { ok: true, values: { name, locality_id: draft.localityId, area_id: draft.areaId } };
};

/** Spec §2.6: the area choices follow the chosen locality. */
export const areasOf = (localities: readonly Locality[], localityId: string) =>
  localities.find((locality) => locality.id === localityId)?.areas ?? [];

/** A changed locality keeps the area only if it belongs to the new locality. */
export const withLocality = (draft: SchoolDraft, localities: readonly Locality[], localityId: string): SchoolDraft => ({
  ...draft,
  localityId,
  areaId: areasOf(localities, localityId).some((area) => area.id === draft.areaId) ? draft.areaId : '',
});

/**
 * The code the server will give the school (domain/schools/school-code.ts), or null until
 * name, locality and area are all chosen. An edited school keeps its code while the name,
 * locality and area still make the same base code. The server has the last word: codes
 * of removed schools stay taken, so a suffix can differ.
 */
export const previewSchoolCode = (
  draft: SchoolDraft,
  localities: readonly Locality[],
  existingCodes: Iterable<string>,
  currentCode?: string,
): string | null => {
  const name = normaliseName(draft.name);
  const locality = localities.find((candidate) => candidate.id === draft.localityId);
  const area = locality?.areas.find((candidate) => candidate.id === draft.areaId);
  if (!name || !locality || !area) return null;
  const parts = { name, localityCode: locality.code, areaCode: area.code };
  if (currentCode && isCodeFrom(currentCode, baseSchoolCode(parts))) return currentCode;
  const others = [...existingCodes].filter((code) => code.toUpperCase() !== currentCode?.toUpperCase());
  return generateSchoolCode(parts, others);
};
