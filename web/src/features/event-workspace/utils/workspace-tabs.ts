import { msg, t } from '../../../i18n/intl';

/** Spec §2: the tabs of the organiser event workspace, in order; `id` is the `tab` of the URL. */
export const workspaceTabs = [
  { id: 'dashboard', label: msg('Dashboard') },
  { id: 'event-details', label: msg('Event Details') },
  { id: 'leadership-roles', label: msg('Leadership Roles') },
  { id: 'committees', label: msg('Committees') },
  { id: 'agendas', label: msg('Agendas') },
  { id: 'delegates', label: msg('Delegates') },
  { id: 'general-documents', label: msg('General Documents') },
] as const;

export type WorkspaceTab = (typeof workspaceTabs)[number]['id'];

/** The Dashboard opens first, as the event at a glance. */
export const DEFAULT_TAB: WorkspaceTab = 'dashboard';

export const tabFromParam = (value: string | null): WorkspaceTab => workspaceTabs.find((tab) => tab.id === value)?.id ?? DEFAULT_TAB;

/** The tab's name in the chosen language. */
export const tabLabel = (tab: WorkspaceTab): string => t(workspaceTabs.find((candidate) => candidate.id === tab)!.label);

interface Place {
  pathname: string;
  search: string;
}

/** Whether a navigation from the Event Details tab leaves it: to another page, or to another tab of this one. */
export const leavesEventDetails = (from: Place, to: Place): boolean =>
  to.pathname !== from.pathname || tabFromParam(new URLSearchParams(to.search).get('tab')) !== 'event-details';
