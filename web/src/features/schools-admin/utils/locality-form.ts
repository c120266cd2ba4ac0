import { FILL_REQUIRED_FIELDS, normaliseName } from '@domain/schools/fields';
import type { LocalityInput, NewAreaStatus } from '../api/create-locality';
import { msg } from '../../../i18n/intl';

/** The add row of the Localities list (spec §2.6): locality name, area name and Active or Inactive. */
export interface LocalityDraft {
  localityName: string;
  areaName: string;
  status: NewAreaStatus;
}

export const newAreaStatuses: readonly NewAreaStatus[] = [msg('Active'), msg('Inactive')];

export const blankLocalityDraft: LocalityDraft = { localityName: '', areaName: '', status: 'Active' };

export type LocalityDraftCheck =
  { ok: true; values: LocalityInput } | { ok: false; message: string; missing: { localityName: boolean; areaName: boolean } };

/** Spec §5: a new locality or area needs a locality name and an area name. */
export const checkLocalityDraft = (draft: LocalityDraft): LocalityDraftCheck => {
  const localityName = normaliseName(draft.localityName);
  const areaName = normaliseName(draft.areaName);
  if (!localityName || !areaName)
    return { ok: false, message: FILL_REQUIRED_FIELDS, missing: { localityName: !localityName, areaName: !areaName } };
  return { ok: true, values: { locality_name: localityName, area_name: areaName, status: draft.status } };
};
