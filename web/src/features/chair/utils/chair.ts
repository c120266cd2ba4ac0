import { t } from '../../../i18n/intl';
import { getLanguageChoice, localeOf } from '../../../i18n/language';
import { matchesSearch } from '@domain/shared/search-text';

/** What the room's search looks at of a delegate. */
interface Searched {
  fullname: string | null;
  registration_no: string;
  school: string | null;
  seat: { country: { name: string } | null };
}

/** A deleted account has no name left. */
export const delegateName = (delegate: Pick<Searched, 'fullname'>): string => delegate.fullname?.trim() || t('Deleted account');

/** Name, country or school (and the registration number), case-insensitive. */
export const matchesDelegate = (delegate: Searched, query: string): boolean => {
  return matchesSearch([delegate.fullname, delegate.seat.country?.name, delegate.school, delegate.registration_no], query);
};

/** '12 Mar 2026 – 14 Mar 2026', or one day (in the chosen language). */
export const datesText = (start: string, end: string): string => {
  const format = new Intl.DateTimeFormat(localeOf(getLanguageChoice()), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const from = format.format(new Date(`${start}T00:00:00Z`));
  return start === end ? from : `${from} – ${format.format(new Date(`${end}T00:00:00Z`))}`;
};

/** The room's heading: 'DISEC — Chair's room'. */
export const roomTitle = (abbr: string | undefined): string => (abbr ? t("{abbr} — Chair's room", { abbr }) : t("Chair's room"));

/** The chair's pages' words, in the chosen language each time they are read. */
export const chairTexts = {
  get title() {
    return t("Chair's room");
  },
  get print() {
    return t('Print placards and badges (PDF)');
  },
  get printing() {
    return t('Preparing the PDF...');
  },
  get printFailed() {
    return t('Failed to prepare the placards and badges');
  },
  get awards() {
    return t('Nominate for awards');
  },
  get intro() {
    return t('The committees you chair or deputy-chair at approved events. Open one to see its delegates.');
  },
  get loading() {
    return t('Loading your committees...');
  },
  get failed() {
    return t('Failed to load your committees.');
  },
  get none() {
    return t('You chair no committee of an approved event at the moment.');
  },
  get roleLabel() {
    return { chair: t('Chair'), deputy: t('Deputy chair') };
  },
  get roomLoading() {
    return t('Loading the committee...');
  },
  get roomFailed() {
    return t('Failed to load the committee.');
  },
  get delegatesEmpty() {
    return t('No delegate has been placed in this committee yet');
  },
  get searchPlaceholder() {
    return t('Search by name, country or school');
  },
  get unpublished() {
    return t('Not published yet');
  },
  get back() {
    return t('All my committees');
  },
};
