import { EventCard } from '../../../components/ui/event-card';
import type { HomeEvent } from '../api/get-visible-events';
import { dayText } from '../utils/event-facts';
import { seatsLeftText } from '../utils/next-step';
import { formatAed } from '../../../i18n/format';
import { t } from '../../../i18n/intl';

interface OpenEventCardsProps {
  events: readonly HomeEvent[];
  hrefOf: (event: HomeEvent) => string;
}

/** Events open for registration, as the dashboard draws them; the whole card leads to the registration page. */
export const OpenEventCards = ({ events, hrefOf }: OpenEventCardsProps) => (
  <ul className="card-grid" aria-label={t('Events open for registration')}>
    {events.map((event) => (
      <li key={event.id}>
        <EventCard
          name={event.name}
          coverImage={event.cover_image}
          href={hrefOf(event)}
          headingLevel={3}
          facts={[
            { label: t('Start date'), value: dayText(event.start_date) },
            { label: t('Locality'), value: event.locality?.name ?? t('N/A') },
            { label: t('Fees'), value: event.fees_per_delegate === null ? t('N/A') : formatAed(event.fees_per_delegate) },
            { label: t('Seats'), value: seatsLeftText(event.seats_left) },
          ]}
          action={<span className="button button--primary button--small event-card__action">{t('Register')}</span>}
        />
      </li>
    ))}
  </ul>
);
