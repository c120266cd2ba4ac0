import { currentIntl, msg, t } from '../../i18n/intl';

/** Spec §2.6: status colours: active green, blocked red, flagged yellow; anything else is neutral. */
const toneOf = (status: string) => {
  const value = status.toLowerCase();
  if (value === 'active' || value === 'approved') return 'green';
  if (value === 'blocked' || value === 'rejected') return 'red';
  if (value === 'flagged' || value === 'pending') return 'yellow';
  return 'grey';
};

const capitalised = (status: string) => status.charAt(0).toUpperCase() + status.slice(1);

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
  // What History shows besides (the audit trail's from and to).
  merged: msg('Merged'),
  user: msg('User'),
  superuser: msg('Superuser'),
  held: msg('Held'),
  released: msg('Released'),
  corrected: msg('Corrected'),
  none: msg('None'),
  on: msg('On'),
  off: msg('Off'),
  batched: msg('Batched'),
  at_once: msg('At_once'),
  draft: msg('Draft'),
  published: msg('Published'),
  closed: msg('Closed'),
  present: msg('Present'),
  present_and_voting: msg('Present_and_voting'),
  absent: msg('Absent'),
  'present (late)': msg('Present (late)'),
  'present_and_voting (late)': msg('Present_and_voting (late)'),
  'absent (late)': msg('Absent (late)'),
  'no deadline': msg('No deadline'),
  rubric: msg('Rubric'),
  'rubric changed': msg('Rubric changed'),
  submitted: msg('Submitted'),
  needs_revision: msg('Needs_revision'),
  'scores hidden': msg('Scores hidden'),
  'scores released': msg('Scores released'),
  issued: msg('Issued'),
  // The language a person chose (History shows the change).
  en: msg('English'),
  ar: msg('Arabic'),
};

/**
 * Statuses whose English is a word the app already shows with another sense (the button "Open"):
 * the English stays the status capitalised, the Arabic comes from a key of its own.
 */
const HOMONYMS: Readonly<Record<string, { english: string; key: string }>> = {
  open: { english: 'Open', key: msg('Open (a list taking names)') },
};

/** Statuses with a number or a name in them (History's paper versions and award kinds). */
const PATTERNS: ReadonlyArray<{ pattern: RegExp; label: (match: RegExpExecArray) => string }> = [
  { pattern: /^version (\d+)$/, label: (match) => t('Version {n}', { n: Number(match[1]) }) },
  { pattern: /^version (\d+), late$/, label: (match) => t('Version {n}, late', { n: Number(match[1]) }) },
  { pattern: /^(.+) \(no limit\)$/s, label: (match) => t('{award} (no limit)', { award: capitalised(match[1] ?? '') }) },
  {
    pattern: /^(.+) \(at most (\d+) per committee\)$/s,
    label: (match) => t('{award} (at most {limit} per committee)', { award: capitalised(match[1] ?? ''), limit: Number(match[2]) }),
  },
];

/** A known status in the chosen language (English shows it capitalised, as before); any other as it comes, capitalised. */
const labelOf = (status: string) => {
  if (!status) return '';
  const known = LABELS[status.toLowerCase()];
  const english = capitalised(status);
  const homonym = HOMONYMS[status];
  if (homonym) return currentIntl().formatMessage({ id: homonym.key, defaultMessage: homonym.english });
  // A language's two letters read as its name ('en' → English).
  if (known !== undefined && (known === english || status.length === 2)) return t(known);
  for (const { pattern, label } of PATTERNS) {
    const match = pattern.exec(status);
    if (match) return label(match);
  }
  return english;
};

export const StatusBadge = ({ status }: { status: string }) => (
  <span className={`status-badge status-badge--${toneOf(status)}`}>{labelOf(status)}</span>
);
