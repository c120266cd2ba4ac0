import type { CommitteeCategory } from '../catalogue/committees';

/**
 * Spec §4 "Allocation status per committee" and §9: Open below 70 % of the seats taken,
 * Filling from there (orange), Full at or above the seats (red). The spec leaves exactly
 * 70 % unsaid; it reads as Filling here, since "below 70 %" is what Open means.
 */
export const allocationStatuses = ['Open', 'Filling', 'Full'] as const;
export type AllocationStatus = (typeof allocationStatuses)[number];

export const FILLING_SHARE = 0.7;

export const allocationStatusOf = (assigned: number, seats: number): AllocationStatus => {
  if (seats <= 0) return assigned > 0 ? 'Full' : 'Open';
  if (assigned >= seats) return 'Full';
  return assigned >= seats * FILLING_SHARE ? 'Filling' : 'Open';
};

/** The dashboard's names and order of the committee categories (§2 tab 1). */
export const dashboardCategories: ReadonlyArray<{ category: CommitteeCategory; label: string }> = [
  { category: 'country', label: 'Country' },
  { category: 'crisis', label: 'Crisis' },
  { category: 'role', label: 'Role' },
  { category: 'open', label: 'Open Committees' },
];
