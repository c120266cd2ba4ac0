import { msg, t } from '../../../i18n/intl';

/** Spec §2 item 6: the sub-tabs of the Delegates tab, in order; `id` is the `section` of the URL. */
export const delegateSections = [
  { id: 'key-info', label: msg('Key Info') },
  { id: 'contact-info', label: msg('Contact Info') },
  { id: 'food-info', label: msg('Food Info') },
  { id: 'allocation', label: msg('Allocation') },
  // Not in the spec: those waiting for a seat of a full event, first in line first.
  { id: 'waiting-list', label: msg('Waiting List') },
] as const;

export type DelegateSection = (typeof delegateSections)[number]['id'];

/** The sub-tabs that are a table of the event's delegates. */
export type DelegateTableSection = Exclude<DelegateSection, 'allocation' | 'waiting-list'>;

export const sectionFromParam = (value: string | null): DelegateSection =>
  delegateSections.find((section) => section.id === value)?.id ?? 'key-info';

/** The sub-tab's name in the chosen language. */
export const sectionLabel = (section: DelegateSection): string => t(delegateSections.find((candidate) => candidate.id === section)!.label);
