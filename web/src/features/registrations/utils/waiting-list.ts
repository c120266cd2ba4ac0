import type { WaitingPlace } from '../api/get-waiting-place';

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** What the waiting place card says: the place among how many, what happens next, when they joined. */
export const waitingPlaceTexts = (place: Pick<WaitingPlace, 'place' | 'waiting' | 'joined_at'>) => ({
  title: 'You are on the waiting list',
  place: place.place === null ? 'Your place is being updated…' : `Place ${place.place} of ${place.waiting}`,
  hint:
    place.place === 1
      ? 'You are next: when a seat frees, you are registered at once and told by notification and email.'
      : 'When a seat frees, the first in line is registered at once and told by notification and email.',
  joined: place.joined_at ? `Joined on ${dateFormat.format(new Date(place.joined_at))}` : null,
});

/** Above the form of a full event: why the last step joins the waiting list, or that it cannot. */
export const fullEventText = (open: boolean) =>
  open
    ? 'This event is full: all seats are taken. You can join its waiting list with the details below: when a seat frees, the first in line is registered at once.'
    : 'This event is full: all seats are taken. The waiting list of this event is closed';
