import type { ColumnDef } from '@tanstack/react-table';
import { historyHref } from '../../../components/list/history-href';
import { Link } from 'react-router-dom';
import { StatusBadge } from '../../../components/ui/status-badge';
import type { StatusChange } from '../api/get-status-changes';
import { entityTypeLabels } from '../utils/history-filters';

const whenFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'medium' });

export const formatWhen = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : whenFormat.format(date);
};

const entityHistoryHref = (change: StatusChange) => historyHref(change.entityType, change.entityId);

/** When, Entity type, Entity (name or id), From → To, Changed by, Detail. */
export const historyColumns: ColumnDef<StatusChange, string>[] = [
  {
    id: 'when',
    header: 'When',
    accessorFn: (change) => change.at,
    cell: ({ getValue }) => <time dateTime={getValue()}>{formatWhen(getValue())}</time>,
  },
  { id: 'entityType', meta: { secondary: true }, header: 'Entity type', accessorFn: (change) => entityTypeLabels[change.entityType] },
  {
    id: 'entity',
    header: 'Entity',
    accessorFn: (change) => change.entityName ?? change.entityId,
    cell: ({ row, getValue }) => (
      <Link
        className={row.original.entityName ? 'entity-link' : 'entity-link entity-link--id'}
        to={entityHistoryHref(row.original)}
        title={`Only the history of ${getValue()}`}
      >
        {getValue()}
      </Link>
    ),
  },
  {
    id: 'change',
    header: 'From → To',
    accessorFn: (change) => `${change.from ?? ''} → ${change.to}`,
    cell: ({ row }) => (
      <span className="status-change">
        {row.original.from ? <StatusBadge status={row.original.from} /> : <span className="cell-muted">new</span>}
        <span className="status-change__arrow" aria-label="to">
          →
        </span>
        <StatusBadge status={row.original.to} />
      </span>
    ),
  },
  {
    id: 'actor',
    header: 'Changed by',
    accessorFn: (change) => change.actorName ?? change.actorId ?? 'System',
    // An erased person has no name left: their id stands in.
    cell: ({ row, getValue }) =>
      row.original.actorName || !row.original.actorId ? (
        getValue()
      ) : (
        <span className="user-id" title={getValue()}>
          {getValue()}
        </span>
      ),
  },
  { id: 'detail', meta: { secondary: true }, header: 'Detail', accessorFn: (change) => change.detail ?? '' },
];
