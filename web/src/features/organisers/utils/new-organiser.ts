import { organiserMessages } from '@domain/organisers/organiser-rules';
import type { AddOrganiserInput } from '../api/add-organiser';
import type { AvailableUser } from '../api/get-available-users';
import { levelLabel, roleLabel } from './organiser-display';
import { msg } from '../../../i18n/intl';

/** Evidence of an organiser a super user adds: vouched for by the super user. */
export const INTERNAL_EVIDENCE = msg('Internal');

/** The read-only cells of the add row, filled when a user is picked and empty otherwise. */
export interface FilledFields {
  userId: string;
  name: string;
  level: string;
  school: string;
  role: string;
}

export const emptyFilledFields: FilledFields = { userId: '', name: '', level: '', school: '', role: '' };

export const filledFieldsOf = (user: AvailableUser | null): FilledFields =>
  user
    ? {
        userId: user.user_id,
        name: user.fullname?.trim() || user.name?.trim() || '',
        level: levelLabel(user),
        school: user.school?.trim() ?? '',
        role: roleLabel(user.role),
      }
    : emptyFilledFields;

export type NewOrganiserCheck = { ok: true; input: AddOrganiserInput } | { ok: false; message: string };

/**
 * Spec §5: a username picked from the matches, with a name and a school
 * ('Please fill in all required fields (Username, Name, School)'). The row starts pending.
 */
export const checkNewOrganiser = (picked: AvailableUser | null, actionedBy: string | null): NewOrganiserCheck => {
  const fields = filledFieldsOf(picked);
  if (!picked || !fields.name || !fields.school || !picked.school_id) return { ok: false, message: organiserMessages.addRequired };
  return {
    ok: true,
    input: {
      user_id: picked.user_id,
      school_id: picked.school_id,
      locality_id: picked.locality_id,
      role: fields.role,
      evidence: INTERNAL_EVIDENCE,
      status: 'pending',
      actioned_by_user_id: actionedBy,
    },
  };
};
