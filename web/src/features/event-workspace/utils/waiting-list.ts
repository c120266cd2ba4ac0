/** Someone on the waiting list, as the organiser's view searches and shows them. */
interface Waiting {
  place: number;
  username: string | null;
  fullname: string | null;
  joined_at: string;
}

/** Full name or username, case-insensitive; a number finds that place. */
export const matchesWaiting = (entry: Waiting, query: string): boolean => {
  const needle = query.trim().toLowerCase();
  if (needle === '') return true;
  if (/^\d+$/.test(needle)) return String(entry.place) === needle;
  return [entry.fullname, entry.username].some((text) => text?.toLowerCase().includes(needle));
};

const joinedFormat = new Intl.DateTimeFormat('en-GB', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** 'dd/mm/yyyy, hh:mm' in the viewer's time. */
export const joinedLabel = (at: string) => joinedFormat.format(new Date(at));

export const waitingListTexts = {
  open: 'The waiting list is open: a full event offers it, and each seat that frees goes to the first in line at once.',
  closed: 'The waiting list is closed: nobody new can join. Those on it keep their places and still get the seats that free.',
  close: 'Close the list',
  reopen: 'Open the list',
  moveUp: 'Move up',
  remove: 'Remove',
  moveFailed: 'Failed to move up on the waiting list',
  removeFailed: 'Failed to remove from the waiting list',
  openFailed: 'Failed to change the waiting list',
} as const;
