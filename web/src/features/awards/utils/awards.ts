import type { NominationStatus } from '@domain/awards/awards';
import { msg, t } from '../../../i18n/intl';

/** The awards pages' words, in the chosen language each time they are read. */
export const awardTexts = {
  get organiserTitle() {
    return t('Awards');
  },
  get kindsTitle() {
    return t('Awards this event gives');
  },
  get kindsHint() {
    return t('Chairs nominate delegates of their committee for these. A limit caps the nominations per committee.');
  },
  get addKind() {
    return t('Add award');
  },
  get saveKinds() {
    return t('Save awards');
  },
  get saving() {
    return t('Saving…');
  },
  get nominationsTitle() {
    return t('Nominations');
  },
  get noNominations() {
    return t('No nominations yet.');
  },
  get resultsTitle() {
    return t('Results');
  },
  get noResults() {
    return t('No awards have been confirmed yet.');
  },
  committeeTitle: (abbr: string) => t('Awards · {abbr}', { abbr }),
  get noDelegates() {
    return t('No delegates are seated in this committee yet.');
  },
  get nominate() {
    return t('Nominate');
  },
  get withdraw() {
    return t('Withdraw');
  },
  get chooseDelegate() {
    return t('Choose a delegate');
  },
  get loading() {
    return t('Loading awards…');
  },
  get failed() {
    return t('The awards could not be loaded.');
  },
  get revokeTitle() {
    return t('Revoke this award?');
  },
  revokeMessage: (kind: string, delegate: string) =>
    t('{delegate} will no longer hold {kind}. The award shows as revoked and cannot be confirmed again unless a chair nominates anew.', {
      delegate,
      kind,
    }),
};

export const statusLabels: Record<NominationStatus, string> = {
  nominated: msg('Nominated'),
  confirmed: msg('Confirmed'),
  rejected: msg('Rejected'),
  withdrawn: msg('Withdrawn'),
  revoked: msg('Revoked'),
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
