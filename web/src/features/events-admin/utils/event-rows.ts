import type { AdminEvent } from '../api/get-all-events';
import { formatDay } from '../../../i18n/format';
import { msg, t } from '../../../i18n/intl';
import { matchesSearch } from '@domain/shared/search-text';

/** Spec §2: the Event ID column shows the id up to its first dash. */
export const shortEventId = (id: string): string => id.split('-', 1)[0] ?? id;

/** 'start - end' in en-GB. */
export const eventDates = (event: Pick<AdminEvent, 'start_date' | 'end_date'>): string =>
  `${formatDay(event.start_date)} - ${formatDay(event.end_date)}`;

const phaseLabels: Record<AdminEvent['event_phase'], string> = { upcoming: msg('Upcoming'), ongoing: msg('Ongoing'), past: msg('Past') };

export const phaseLabel = (phase: AdminEvent['event_phase']): string => t(phaseLabels[phase] ?? phase);

/** Spec §2: the search matches the event name, the locality name or the id, ignoring case. */
export const matchesEvent = (event: Pick<AdminEvent, 'id' | 'name' | 'locality'>, query: string): boolean => {
  return matchesSearch([event.name, event.locality?.name, event.id], query);
};
