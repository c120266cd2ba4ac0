import { msg } from '../../../i18n/intl';
import type { SettableStatus } from '../api/update-user-status';
import type { UserStatus } from '../api/get-users';

export interface StatusAction {
  status: SettableStatus;
  label: 'Active' | 'Flag' | 'Block';
}

/**
 * Spec §2.6 and §4: the status items of a user's row menu. Active only from flagged or
 * blocked; Flag unless already flagged; Block unless already blocked. A deleted account has none.
 */
export const statusActionsFor = (status: UserStatus): StatusAction[] => {
  if (status === 'deleted') return [];
  const actions: StatusAction[] = [];
  if (status === 'flagged' || status === 'blocked') actions.push({ status: 'active', label: msg('Active') });
  if (status !== 'flagged') actions.push({ status: 'flagged', label: msg('Flag') });
  if (status !== 'blocked') actions.push({ status: 'blocked', label: msg('Block') });
  return actions;
};
