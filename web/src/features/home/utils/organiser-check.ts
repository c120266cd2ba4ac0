import { organiserMessages, type RegistrationStatus } from '@domain/organisers/organiser-rules';
import { paths } from '../../../config/paths';
import { t, tm } from '../../../i18n/intl';

export interface OrganiserCheck {
  tone: 'warning' | 'info';
  message: string;
  /** Where the user goes next; null stays on /home. */
  goTo: string | null;
}

/**
 * Spec §8, the home page's organiser check: a registration the admin cancelled, or none at
 * all, leads to the request page with a warning; any other status is only reported.
 */
export const organiserCheckOf = (status: RegistrationStatus | null): OrganiserCheck => {
  if (status === 'cancelled') return { tone: 'warning', message: organiserMessages.cancelled, goTo: paths.requestApproval.getHref() };
  if (status === null) return { tone: 'warning', message: organiserMessages.notRegistered, goTo: paths.requestApproval.getHref() };
  return { tone: 'info', message: organiserMessages.statusIs(status), goTo: null };
};

/** The Register Organiser card is for students and teachers who are not organisers yet (super users approve, they do not ask). */
export const offersOrganiserRegistration = (facts: {
  role: string | null;
  organiserId: string | null;
  globalRole?: string | null;
}): boolean => (facts.role === 'student' || facts.role === 'teacher') && !facts.organiserId && facts.globalRole !== 'superuser';

/** What the card says of a request already made: its status, in the words of the list's status badges. */
export const requestStatusText = (status: RegistrationStatus): string =>
  ({
    pending: t('Your organiser request is waiting for a super user to review it.'),
    approved: t('Your organiser request was approved.'),
    flagged: t('Your organiser request has been flagged by a super user.'),
    blocked: t('Your organiser request has been blocked by a super user.'),
    rejected: tm(organiserMessages.cancelled),
    cancelled: tm(organiserMessages.cancelled),
  })[status];
