import { organiserMessages, type RegistrationStatus } from '../../../../../domain/organisers/organiser-rules';
import { paths } from '../../../config/paths';

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

/** The Register Organiser card is for students and teachers who are not organisers yet. */
export const offersOrganiserRegistration = (facts: { role: string | null; organiserId: string | null }): boolean =>
  (facts.role === 'student' || facts.role === 'teacher') && !facts.organiserId;
