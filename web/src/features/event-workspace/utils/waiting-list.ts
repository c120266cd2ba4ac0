import { formatMoment } from '../../../i18n/format';
import { msg } from '../../../i18n/intl';
import { matchesSearch, searchKey } from '@domain/shared/search-text';

/** Someone on the waiting list, as the organiser's view searches and shows them. */
interface Waiting {
  place: number;
  username: string | null;
  fullname: string | null;
  joined_at: string;
}

/** Full name or username, case-insensitive; a number finds that place. */
export const matchesWaiting = (entry: Waiting, query: string): boolean => {
  const needle = searchKey(query.trim());
  if (/^\d+$/.test(needle)) return String(entry.place) === needle;
  return matchesSearch([entry.fullname, entry.username], query);
};

/** 'dd/mm/yyyy, hh:mm' in the UAE's time, in the chosen language. */
export const joinedLabel = (at: string) => formatMoment(at);

export const waitingListTexts = {
  open: msg('The waiting list is open: a full event offers it, and each seat that frees goes to the first in line at once.'),
  closed: msg('The waiting list is closed: nobody new can join. Those on it keep their places and still get the seats that free.'),
  close: msg('Close the list'),
  reopen: msg('Open the list'),
  moveUp: msg('Move up'),
  remove: msg('Remove'),
  moveFailed: msg('Failed to move up on the waiting list'),
  removeFailed: msg('Failed to remove from the waiting list'),
  openFailed: msg('Failed to change the waiting list'),
} as const;
