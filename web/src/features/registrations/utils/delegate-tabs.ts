import { msg } from '../../../i18n/intl';

export const delegateTabs = ['event-info', 'support-contact', 'participation-info', 'registration-info'] as const;
export type DelegateTab = (typeof delegateTabs)[number];

export const delegateTabLabels: Record<DelegateTab, string> = {
  'event-info': msg('Event Info'),
  'support-contact': msg('Support Contact'),
  'participation-info': msg('Participation Info'),
  'registration-info': msg('Registration Info'),
};

/** The open tab from the address (?tab=...); Event Info when it names none. */
export const delegateTabOf = (param: string | null): DelegateTab =>
  (delegateTabs as readonly string[]).includes(param ?? '') ? (param as DelegateTab) : 'event-info';
