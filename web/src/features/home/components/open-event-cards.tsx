import { Link } from 'react-router-dom';
import { EventCover } from '../../../components/ui/event-cover';
import { aed } from '../../../lib/currency';
import type { HomeEvent } from '../api/get-visible-events';
import { dayText } from '../utils/event-facts';
import { seatsLeftText } from '../utils/next-step';

interface OpenEventCardsProps {
  events: readonly HomeEvent[];
  hrefOf: (event: HomeEvent) => string;
}

/** Events open for registration, as the dashboard draws them; the whole card leads to the registration page. */
export const OpenEventCards = ({ events, hrefOf }: OpenEventCardsProps) => (
  <ul className="card-grid" aria-label="Events open for registration">
    {events.map((event) => (
      <li key={event.id}>
        <Link className="card event-card" to={hrefOf(event)}>
          <EventCover url={event.cover_image} name={event.name} />
          <div className="event-card__body">
            <h3 className="card__title">{event.name}</h3>
            <dl className="event-card__facts">
              <div>
                <dt>Start date</dt>
                <dd>{dayText(event.start_date)}</dd>
              </div>
              <div>
                <dt>Locality</dt>
                <dd>{event.locality?.name ?? 'N/A'}</dd>
              </div>
              <div>
                <dt>Fees</dt>
                <dd>{event.fees_per_delegate === null ? 'N/A' : aed(event.fees_per_delegate)}</dd>
              </div>
              <div>
                <dt>Seats</dt>
                <dd>{seatsLeftText(event.seats_left)}</dd>
              </div>
            </dl>
            <span className="button button--primary button--small event-card__action">
              Register
            </span>
          </div>
        </Link>
      </li>
    ))}
  </ul>
);
