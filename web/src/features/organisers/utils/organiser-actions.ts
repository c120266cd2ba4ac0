import type { OrganiserStatus, SettableOrganiserStatus } from '@domain/organisers/organiser';
import { msg } from '../../../i18n/intl';

export interface StatusAction {
  key: 'approve' | 'reject' | 'flag' | 'block' | 'activate';
  label: 'Approve' | 'Reject' | 'Flag' | 'Block' | 'Activate';
  status: SettableOrganiserStatus;
}

/**
 * Spec §4: the status items of an organiser's row menu. Approve unless approved, Reject unless
 * rejected, Flag and Block unless already that, Activate (which approves again) when flagged
 * or blocked. Delete and History are always there and are added by the list. A deleted record
 * (the list never shows one, but a write's answer may name it) has no status to change.
 */
export const statusActionsFor = (status: OrganiserStatus | 'deleted'): StatusAction[] => {
  const actions: StatusAction[] = [];
  if (status === 'deleted') return actions;
  if (status !== 'approved') actions.push({ key: 'approve', label: msg('Approve'), status: 'approved' });
  if (status !== 'rejected') actions.push({ key: 'reject', label: msg('Reject'), status: 'rejected' });
  if (status !== 'flagged') actions.push({ key: 'flag', label: msg('Flag'), status: 'flagged' });
  if (status !== 'blocked') actions.push({ key: 'block', label: msg('Block'), status: 'blocked' });
  if (status === 'flagged' || status === 'blocked') actions.push({ key: 'activate', label: msg('Activate'), status: 'approved' });
  return actions;
};
