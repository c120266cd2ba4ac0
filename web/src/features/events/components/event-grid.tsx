import { Link } from 'react-router-dom';
import { EventCover } from '../../../components/ui/event-cover';
import { StatusBadge } from '../../../components/ui/status-badge';
import type { EventSummary } from '../api/event-schema';
import { cardDate, feesText } from '../utils/event-display';

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
        <Link className="card event-card" to={hrefOf(event)}>
          <EventCover url={event.cover_image} name={event.name} />
          <div className="event-card__body">
            <h2 className="card__title">{event.name}</h2>
            {showStatus && <StatusBadge status={event.status} />}
            <dl className="event-card__facts">
              <div>
                <dt>Start date</dt>
                <dd>{cardDate(event.start_date)}</dd>
              </div>
              <div>
                <dt>Locality</dt>
                <dd>{event.locality?.name ?? 'N/A'}</dd>
              </div>
              <div>
                <dt>Fees</dt>
                <dd>{feesText(event.fees_per_delegate)}</dd>
              </div>
            </dl>
          </div>
        </Link>
      </li>
    ))}
  </ul>
);
