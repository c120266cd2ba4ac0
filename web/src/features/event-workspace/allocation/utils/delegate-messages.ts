import { registrationMessages } from '@domain/registrations/registration-rules';
import type { DelegateTableSection } from '../../utils/delegate-sections';
import { msg, t } from '../../../../i18n/intl';

/**
 * Spec §2 item 6 and §8: what the Delegates tab and the delegate profile say. The texts are the
 * English keys, shown with t(); `removed` is the domain's, shown with tm(); the functions answer in
 * the chosen language.
 */
export const delegateMessages = {
  loadFailed: {
    'key-info': msg('Failed to load delegates'),
    'contact-info': msg('Failed to load contact info'),
    'food-info': msg('Failed to load food info'),
  } satisfies Record<DelegateTableSection, string>,
  empty: {
    'key-info': msg('No delegates have registered for this event yet'),
    'contact-info': msg('No delegate contacts found'),
    'food-info': msg('No delegate food info found'),
  } satisfies Record<DelegateTableSection, string>,
  noMatch: msg('No delegates found matching your search'),
  removed: registrationMessages.removed,
  removeFailed: msg('Failed to remove delegate'),
  idNotFound: msg('Delegate ID not found'),
  notFound: msg('Delegate not found'),
  profileLoadFailed: msg('Failed to load delegate profile'),
  assigned: msg('Delegate assigned successfully'),
  assignFailed: msg('Failed to assign delegate'),
  chooseBoth: msg('Please select both committee and country before assigning'),
  moveQuestion: (from: string, to: string) =>
    t('This delegate is already assigned to {from}. Do you want to move them to {to}?', { from, to }),
  moveFailed: msg('Failed to move delegate'),
  unassigned: msg('Delegate unassigned successfully'),
  unassignFailed: msg('Failed to unassign delegate'),
  flagged: msg('Delegate flagged'),
  unflagged: msg('Delegate unflagged'),
  flagFailed: msg('Failed to toggle flag'),
  allLocked: msg('All delegates locked'),
  allUnlocked: msg('All delegates unlocked'),
  lockFailed: msg('Failed to lock delegates'),
  unlockFailed: msg('Failed to unlock delegates'),
  merged: (kept: string, removed: string) =>
    t('Delegates merged successfully: {kept} stays, {removed} was removed from the event.', { kept, removed }),
  mergeTitle: msg('Merge delegates?'),
  mergeQuestion: (kept: string, removed: string) =>
    t('{kept} stays registered and {removed} is removed from this event. This action cannot be undone.', { kept, removed }),
  mergeFailed: msg('Failed to merge delegates'),
  mergeThird: msg('You can only merge exactly 2 delegates'),
  mergeNeedsTwo: msg('Please select exactly 2 delegates to merge'),
  mergeHint: msg('Select 2 delegates: the first one selected is kept, the second is removed from the event.'),
  allocationLoadFailed: msg('Failed to load allocation data'),
  chooseCommitteeFirst: msg('Please select a specific committee first'),
  locked: msg('This delegate is locked and cannot be assigned'),
  addFailed: msg('Failed to add delegate to committee'),
  committeeNotFound: msg('Committee not found'),
  allocationFailed: msg('Failed to perform global allocation'),
  allocatedSome: (n: number) => t('Successfully allocated {n} delegates', { n }),
  failedSome: (n: number) => t('Failed to allocate {n} delegates', { n }),
  nothingToAllocate: msg('All delegates are already assigned or locked'),
  downloadFailed: msg('Failed to download the list'),
} as const;
