import { msg } from '../../../i18n/intl';
import type { SettableAreaStatus } from '../api/update-area-status';
import type { SchoolStatus } from '../api/get-schools';

export interface StatusAction<Status extends string> {
  status: Status;
  label: 'List' | 'Active' | 'Flag' | 'Block';
}

/**
 * Spec §2.6, §4: a school's status items. 'List' puts an Unlisted school on the list (Active);
 * Active brings back a flagged or blocked one; Flag and Block are hidden when already so.
 */
export const schoolStatusActions = (status: SchoolStatus): StatusAction<SchoolStatus>[] => {
  const actions: StatusAction<SchoolStatus>[] = [];
  if (status === 'Unlisted') actions.push({ status: 'Active', label: msg('List') });
  if (status === 'Flagged' || status === 'Blocked') actions.push({ status: 'Active', label: msg('Active') });
  if (status !== 'Flagged') actions.push({ status: 'Flagged', label: msg('Flag') });
  if (status !== 'Blocked') actions.push({ status: 'Blocked', label: msg('Block') });
  return actions;
};

/** Spec §2.6, §4: a locality row's (its area's) status items: Active, Flag and Block, each hidden when already so. */
export const areaStatusActions = (status: string): StatusAction<SettableAreaStatus>[] => {
  const all: StatusAction<SettableAreaStatus>[] = [
    { status: 'Active', label: msg('Active') },
    { status: 'Flagged', label: msg('Flag') },
    { status: 'Blocked', label: msg('Block') },
  ];
  return all.filter((action) => action.status.toLowerCase() !== status.toLowerCase());
};
