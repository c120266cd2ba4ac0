import { Link } from 'react-router-dom';
import type { HomeEvent } from '../api/get-visible-events';
import type { HomeRegistration } from '../api/get-my-registrations';
import { daysText } from '../utils/event-facts';
import { registrationStateLabel, seatLinesOf, type RegistrationState } from '../utils/next-step';

const SEAT_NOT_YET_PUBLISHED = 'Not yet published';

export interface RegistrationCard {
  event: HomeEvent;
  state: RegistrationState;
  /** Undefined when it could not be read. */
  registration: HomeRegistration | undefined;
}

const stateTone: Record<RegistrationState, string> = { registered: 'green', 'event-cancelled': 'red', 'event-over': 'grey' };

const SeatFacts = ({ registration }: { registration: HomeRegistration | undefined }) => {
  const seat = registration ? seatLinesOf(registration) : null;
  if (!seat) {
    return (
      <div>
        <dt>Seat</dt>
        <dd>{registration ? SEAT_NOT_YET_PUBLISHED : 'Could not be read'}</dd>
      </div>
    );
  }
  return (
    <>
      <div>
        <dt>Committee</dt>
        <dd>{seat.committee}</dd>
      </div>
      <div>
        <dt>Country</dt>
        <dd>{seat.country}</dd>
      </div>
    </>
  );
};

/** The person's registrations: the event, its dates, the registration's number and status, and the seat; each leads to the delegate page. */
export const RegistrationCards = ({ cards, hrefOf }: { cards: readonly RegistrationCard[]; hrefOf: (eventId: string) => string }) => (
  <ul className="card-grid" aria-label="My registrations">
    {cards.map(({ event, state, registration }) => (
      <li key={event.id}>
        <Link className="card event-card registration-card" to={hrefOf(event.id)}>
          <div className="event-card__body">
            <h3 className="card__title">{event.name}</h3>
            <span className={`status-badge status-badge--${stateTone[state]}`}>{registrationStateLabel[state]}</span>
            <dl className="event-card__facts">
              <div>
                <dt>Dates</dt>
                <dd>{daysText(event.start_date, event.end_date)}</dd>
              </div>
              {registration && (
                <div>
                  <dt>Registration</dt>
                  <dd>{registration.registration_no}</dd>
                </div>
              )}
              {state !== 'event-cancelled' && <SeatFacts registration={registration} />}
            </dl>
          </div>
        </Link>
      </li>
    ))}
  </ul>
);
