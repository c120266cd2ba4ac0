import { Link } from 'react-router-dom';
import type { HomeEvent } from '../api/get-visible-events';
import type { HomeRegistration } from '../api/get-my-registrations';
import { daysText } from '../utils/event-facts';
import { registrationStateLabel, seatLinesOf, type RegistrationState } from '../utils/next-step';
import { msg, t } from '../../../i18n/intl';

const SEAT_NOT_YET_PUBLISHED = msg('Not yet published');

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
        <dt>{t('Seat')}</dt>
        <dd>{registration ? t(SEAT_NOT_YET_PUBLISHED) : t('Could not be read')}</dd>
      </div>
    );
  }
  return (
    <>
      <div>
        <dt>{t('Committee')}</dt>
        <dd>{seat.committee}</dd>
      </div>
      <div>
        <dt>{t('Country')}</dt>
        <dd>{seat.country}</dd>
      </div>
    </>
  );
};

/** The person's registrations: the event, its dates, the registration's number and status, and the seat; each leads to the delegate page. */
export const RegistrationCards = ({ cards, hrefOf }: { cards: readonly RegistrationCard[]; hrefOf: (eventId: string) => string }) => (
  <ul className="card-grid" aria-label={t('My registrations')}>
    {cards.map(({ event, state, registration }) => (
      <li key={event.id}>
        <Link className="card event-card registration-card" to={hrefOf(event.id)}>
          <div className="event-card__body">
            <h3 className="card__title">{event.name}</h3>
            <span className={`status-badge status-badge--${stateTone[state]}`}>{t(registrationStateLabel[state])}</span>
            <dl className="event-card__facts">
              <div>
                <dt>{t('Dates')}</dt>
                <dd>{daysText(event.start_date, event.end_date)}</dd>
              </div>
              {registration && (
                <div>
                  <dt>{t('Registration')}</dt>
                  <dd>
                    <bdi>{registration.registration_no}</bdi>
                  </dd>
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
