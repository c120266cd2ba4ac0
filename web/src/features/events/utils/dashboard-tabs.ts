import { normaliseEventDate } from '@domain/events/event-dates';
import { msg, t } from '../../../i18n/intl';

export const dashboardTabs = ['Upcoming', 'Registered', 'Past', 'Cancelled'] as const;
export type DashboardTab = (typeof dashboardTabs)[number];

export interface TabbableEvent {
  id: string;
  start_date: string | null;
  end_date: string | null;
  status: string;
}

/** The day an event counts as over: its end, or its start when it has no end. */
const lastDayOf = (event: TabbableEvent): string | null =>
  normaliseEventDate(event.end_date ?? '') ?? normaliseEventDate(event.start_date ?? '');

/**
 * Spec §4, dashboard tabs: Upcoming ends today or later, Past ended before today, neither
 * cancelled; Cancelled by status; Registered those the user holds a registration for.
 * An event without a date has not ended, so it is upcoming.
 */
export const eventsByTab = <Event extends TabbableEvent>(
  events: readonly Event[],
  { today, registeredEventIds }: { today: string; registeredEventIds: ReadonlySet<string> },
): Record<DashboardTab, Event[]> => {
  const tabs: Record<DashboardTab, Event[]> = { Upcoming: [], Registered: [], Past: [], Cancelled: [] };
  for (const event of events) {
    if (registeredEventIds.has(event.id)) tabs.Registered.push(event);
    if (event.status === 'cancelled') {
      tabs.Cancelled.push(event);
      continue;
    }
    const lastDay = lastDayOf(event);
    if (lastDay !== null && lastDay < today) tabs.Past.push(event);
    else tabs.Upcoming.push(event);
  }
  return tabs;
};

/** The tabs' names, as they read on the screen. */
export const dashboardTabLabels: Record<DashboardTab, string> = {
  Upcoming: msg('Upcoming'),
  Registered: msg('Registered'),
  Past: msg('Past'),
  Cancelled: msg('Cancelled'),
};

/** The name of a tab's grid of event cards. */
export const tabEventsLabels: Record<DashboardTab, string> = {
  Upcoming: msg('Upcoming events'),
  Registered: msg('Registered events'),
  Past: msg('Past events'),
  Cancelled: msg('Cancelled events'),
};

const emptyTabTexts: Record<DashboardTab, string> = {
  Upcoming: msg('No Upcoming events'),
  Registered: msg('No Registered events'),
  Past: msg('No Past events'),
  Cancelled: msg('No Cancelled events'),
};

export const emptyTabText = (tab: DashboardTab) => t(emptyTabTexts[tab]);
