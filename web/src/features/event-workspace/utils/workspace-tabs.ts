/** Spec §2: the tabs of the organiser event workspace, in order; `id` is the `tab` of the URL. */
export const workspaceTabs = [
  { id: 'dashboard', label: 'Dashboard' },
  { id: 'event-details', label: 'Event Details' },
  { id: 'leadership-roles', label: 'Leadership Roles' },
  { id: 'committees', label: 'Committees' },
  { id: 'agendas', label: 'Agendas' },
  { id: 'delegates', label: 'Delegates' },
  { id: 'general-documents', label: 'General Documents' },
] as const;

export type WorkspaceTab = (typeof workspaceTabs)[number]['id'];

/** The Dashboard opens first, as the event at a glance. */
export const DEFAULT_TAB: WorkspaceTab = 'dashboard';

export const tabFromParam = (value: string | null): WorkspaceTab => workspaceTabs.find((tab) => tab.id === value)?.id ?? DEFAULT_TAB;

export const tabLabel = (tab: WorkspaceTab): string => workspaceTabs.find((candidate) => candidate.id === tab)!.label;

interface Place {
  pathname: string;
  search: string;
}

/** Whether a navigation from the Event Details tab leaves it: to another page, or to another tab of this one. */
export const leavesEventDetails = (from: Place, to: Place): boolean =>
  to.pathname !== from.pathname || tabFromParam(new URLSearchParams(to.search).get('tab')) !== 'event-details';
