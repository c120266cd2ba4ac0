import { allocationStatusOf, type AllocationStatus } from '@domain/allocation/allocation-status';
import { msg, t } from '../../../i18n/intl';
import { committeeCategoryTabs, type CommitteeCategoryTab } from './committee-rows';

/** The Allocation sub-tab's 'FULL LIST': every delegate rather than one committee's. */
export const FULL_LIST = 'full';
export const FULL_LIST_LABEL = msg('FULL LIST');

interface CommitteeLike {
  id: string;
  abbr: string;
  category: string;
}

export const categoryFromParam = (value: string | null): CommitteeCategoryTab =>
  committeeCategoryTabs.find((tab) => tab.id === value)?.id ?? 'country';

/** The category's name in the chosen language. */
export const categoryLabel = (category: CommitteeCategoryTab): string => t(committeeCategoryTabs.find((tab) => tab.id === category)!.label);

export const committeesOfCategory = <Committee extends CommitteeLike>(
  committees: readonly Committee[],
  category: CommitteeCategoryTab,
): Committee[] => committees.filter((committee) => committee.category === category);

/**
 * Spec §4: the committee open in the category: the one chosen when it is of the category (or
 * the full list), else the category's first committee, else the full list.
 */
export const selectedCommittee = (committees: readonly CommitteeLike[], category: CommitteeCategoryTab, chosen: string | null): string => {
  if (chosen === FULL_LIST) return FULL_LIST;
  const inCategory = committeesOfCategory(committees, category);
  return (inCategory.find((committee) => committee.id === chosen) ?? inCategory[0])?.id ?? FULL_LIST;
};

/** Spec §2 workspace: the breadcrumb's last two steps on Allocation, the category and the open committee. */
export const allocationCrumbs = (committees: readonly CommitteeLike[], category: CommitteeCategoryTab, chosen: string | null): string[] => {
  const selected = selectedCommittee(committees, category, chosen);
  const abbr = selected === FULL_LIST ? t(FULL_LIST_LABEL) : committees.find((committee) => committee.id === selected)?.abbr;
  return [categoryLabel(category), ...(abbr ? [abbr] : [])];
};

/** The delegates the table lists: those of the open committee, or all on the full list. */
export const delegatesOf = <Delegate extends { assigned_committees: string | null }>(
  delegates: Delegate[],
  selected: string,
): Delegate[] => (selected === FULL_LIST ? delegates : delegates.filter((delegate) => delegate.assigned_committees === selected));

export interface CommitteeAllocation {
  id: string;
  abbr: string;
  name: string;
  category: string;
  seats: number;
  assigned: number;
  status: AllocationStatus;
}

/** 'Committee Allocations': each committee's seats, delegates assigned and status (§4), by category as the tabs go. */
export const committeeAllocations = (
  committees: readonly (CommitteeLike & { seats: number; assigned: number; committee: { committee: string } })[],
): CommitteeAllocation[] =>
  committeeCategoryTabs.flatMap((tab) =>
    committeesOfCategory(committees, tab.id).map((committee) => ({
      id: committee.id,
      abbr: committee.abbr,
      name: committee.committee.committee,
      category: t(tab.label),
      seats: committee.seats,
      assigned: committee.assigned,
      status: allocationStatusOf(committee.assigned, committee.seats),
    })),
  );
