/** Spec §2.6: status colours: active green, blocked red, flagged yellow; anything else is neutral. */
const toneOf = (status: string) => {
  const value = status.toLowerCase();
  if (value === 'active' || value === 'approved') return 'green';
  if (value === 'blocked' || value === 'rejected') return 'red';
  if (value === 'flagged' || value === 'pending') return 'yellow';
  return 'grey';
};

const labelOf = (status: string) => (status ? status.charAt(0).toUpperCase() + status.slice(1) : '');

export const StatusBadge = ({ status }: { status: string }) => (
  <span className={`status-badge status-badge--${toneOf(status)}`}>{labelOf(status)}</span>
);
