import type { NominationStatus } from '@domain/awards/awards';

export const awardTexts = {
  organiserTitle: 'Awards',
  kindsTitle: 'Awards this event gives',
  kindsHint: 'Chairs nominate delegates of their committee for these. A limit caps the nominations per committee.',
  addKind: 'Add award',
  saveKinds: 'Save awards',
  saving: 'Saving…',
  nominationsTitle: 'Nominations',
  noNominations: 'No nominations yet.',
  resultsTitle: 'Results',
  noResults: 'No awards have been confirmed yet.',
  committeeTitle: (abbr: string) => `Awards · ${abbr}`,
  noDelegates: 'No delegates are seated in this committee yet.',
  nominate: 'Nominate',
  withdraw: 'Withdraw',
  chooseDelegate: 'Choose a delegate',
  loading: 'Loading awards…',
  failed: 'The awards could not be loaded.',
  revokeTitle: 'Revoke this award?',
  revokeMessage: (kind: string, delegate: string) =>
    `${delegate} will no longer hold ${kind}. The award shows as revoked and cannot be confirmed again unless a chair nominates anew.`,
} as const;

export const statusLabels: Record<NominationStatus, string> = {
  nominated: 'Nominated',
  confirmed: 'Confirmed',
  rejected: 'Rejected',
  withdrawn: 'Withdrawn',
  revoked: 'Revoked',
};

/** Items grouped by a key, in the order the keys first appear. */
export const groupBy = <Item>(items: readonly Item[], keyOf: (item: Item) => string): Array<[string, Item[]]> => {
  const groups = new Map<string, Item[]>();
  for (const item of items) {
    const key = keyOf(item);
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  return [...groups];
};

/** A kind's limit as typed in the editor: blank for none, else a whole number from 1. */
export const limitOf = (text: string): number | null => {
  const value = Number.parseInt(text.trim(), 10);
  return Number.isFinite(value) && value >= 1 ? value : null;
};
