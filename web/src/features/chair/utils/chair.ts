/** What the room's search looks at of a delegate. */
interface Searched {
  fullname: string | null;
  registration_no: string;
  school: string | null;
  seat: { country: { name: string } | null };
}

/** A deleted account has no name left. */
export const delegateName = (delegate: Pick<Searched, 'fullname'>): string => delegate.fullname?.trim() || 'Deleted account';

/** Name, country or school (and the registration number), case-insensitive. */
export const matchesDelegate = (delegate: Searched, query: string): boolean => {
  const needle = query.trim().toLowerCase();
  if (needle === '') return true;
  return [delegate.fullname, delegate.seat.country?.name, delegate.school, delegate.registration_no].some((text) =>
    text?.toLowerCase().includes(needle),
  );
};

/** '12 Mar 2026 – 14 Mar 2026', or one day. */
export const datesText = (start: string, end: string): string => {
  const format = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  const from = format.format(new Date(`${start}T00:00:00Z`));
  return start === end ? from : `${from} – ${format.format(new Date(`${end}T00:00:00Z`))}`;
};

/** The room's heading: 'DISEC — Chair's room'. */
export const roomTitle = (abbr: string | undefined): string => (abbr ? `${abbr} — Chair's room` : "Chair's room");

export const chairTexts = {
  title: "Chair's room",
  print: 'Print placards and badges (PDF)',
  printing: 'Preparing the PDF...',
  printFailed: 'Failed to prepare the placards and badges',
  awards: 'Nominate for awards',
  intro: 'The committees you chair or deputy-chair at approved events. Open one to see its delegates.',
  loading: 'Loading your committees...',
  failed: 'Failed to load your committees.',
  none: 'You chair no committee of an approved event at the moment.',
  roleLabel: { chair: 'Chair', deputy: 'Deputy chair' },
  roomLoading: 'Loading the committee...',
  roomFailed: 'Failed to load the committee.',
  delegatesEmpty: 'No delegate has been placed in this committee yet',
  searchPlaceholder: 'Search by name, country or school',
  unpublished: 'Not published yet',
  back: 'All my committees',
} as const;
