import { formatMoment } from '../../../i18n/format';
import { t } from '../../../i18n/intl';
import type { WaitingPlace } from '../api/get-waiting-place';

/** What the waiting place card says: the place among how many, what happens next, when they joined. */
export const waitingPlaceTexts = (place: Pick<WaitingPlace, 'place' | 'waiting' | 'joined_at'>) => ({
  title: t('You are on the waiting list'),
  place:
    place.place === null
      ? t('Your place is being updated…')
      : t('Place {place} of {waiting}', { place: place.place, waiting: place.waiting }),
  hint:
    place.place === 1
      ? t('You are next: when a seat frees, you are registered at once and told by notification and email.')
      : t('When a seat frees, the first in line is registered at once and told by notification and email.'),
  joined: place.joined_at ? t('Joined on {date}', { date: formatMoment(place.joined_at) }) : null,
});

/** Above the form of a full event: why the last step joins the waiting list, or that it cannot. */
export const fullEventText = (open: boolean) =>
  open
    ? t(
        'This event is full: all seats are taken. You can join its waiting list with the details below: when a seat frees, the first in line is registered at once.',
      )
    : t('This event is full: all seats are taken. The waiting list of this event is closed');
