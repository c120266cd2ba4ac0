import { EventCard } from '../../../components/ui/event-card';
import { StatusBadge } from '../../../components/ui/status-badge';
import type { EventSummary } from '../api/event-schema';
import { cardDate, feesText } from '../utils/event-display';
import { t } from '../../../i18n/intl';

interface EventGridProps {
  events: readonly EventSummary[];
  hrefOf: (event: EventSummary) => string;
  /** The organiser sees every status of their own events; delegates only see open ones. */
  showStatus?: boolean;
  label: string;
}

/** Event cards (spec §2): cover, name, start date, locality and fees; the whole card is the link. */
export const EventGrid = ({ events, hrefOf, showStatus = false, label }: EventGridProps) => (
  <ul className="card-grid" aria-label={label}>
    {events.map((event) => (
      <li key={event.id}>
        <EventCard
          name={event.name}
          coverImage={event.cover_image}
          href={hrefOf(event)}
          badge={showStatus ? <StatusBadge status={event.status} /> : undefined}
          facts={[
            { label: t('Start date'), value: cardDate(event.start_date) },
            { label: t('Locality'), value: event.locality?.name ?? t('N/A') },
            { label: t('Fees'), value: feesText(event.fees_per_delegate) },
          ]}
        />
      </li>
    ))}
  </ul>
);
