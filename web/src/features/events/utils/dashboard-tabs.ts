import { normaliseEventDate } from '@domain/events/event-dates';

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

export const emptyTabText = (tab: DashboardTab) => `No ${tab} events`;
