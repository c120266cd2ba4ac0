import { msg, t } from '../../i18n/intl';

/** Spec §2.6: status colours: active green, blocked red, flagged yellow; anything else is neutral. */
const toneOf = (status: string) => {
  const value = status.toLowerCase();
  if (value === 'active' || value === 'approved') return 'green';
  if (value === 'blocked' || value === 'rejected') return 'red';
  if (value === 'flagged' || value === 'pending') return 'yellow';
  return 'grey';
};

/** The words of the statuses the lists show (the English is the status capitalised). */
const LABELS: Readonly<Record<string, string>> = {
  active: msg('Active'),
  approved: msg('Approved'),
  pending: msg('Pending'),
  rejected: msg('Rejected'),
  flagged: msg('Flagged'),
  blocked: msg('Blocked'),
  deleted: msg('Deleted'),
  cancelled: msg('Cancelled'),
  completed: msg('Completed'),
  valid: msg('Valid'),
  revoked: msg('Revoked'),
  registered: msg('Registered'),
  removed: msg('Removed'),
  waiting: msg('Waiting'),
  left: msg('Left'),
  unlisted: msg('Unlisted'),
  inactive: msg('Inactive'),
  nominated: msg('Nominated'),
  confirmed: msg('Confirmed'),
  withdrawn: msg('Withdrawn'),
  received: msg('Received'),
  // The language a person chose (History shows the change).
  en: msg('English'),
  ar: msg('Arabic'),
};

const capitalised = (status: string) => status.charAt(0).toUpperCase() + status.slice(1);

/** A known status in the chosen language (English shows it capitalised, as before); any other as it comes, capitalised. */
const labelOf = (status: string) => {
  if (!status) return '';
  const label = LABELS[status.toLowerCase()];
  const english = capitalised(status);
  if (label === english || (label !== undefined && status.length === 2)) return t(label);
  return english;
};

export const StatusBadge = ({ status }: { status: string }) => (
  <span className={`status-badge status-badge--${toneOf(status)}`}>{labelOf(status)}</span>
);
