import type { CellContext, ColumnDef } from '@tanstack/react-table';
import type { EventStatus } from '@domain/events/event';
import { RowMenu, type RowMenuItem } from '../../../components/ui/row-menu';
import { RowUpdating } from '../../../components/ui/row-updating';
import { StatusBadge } from '../../../components/ui/status-badge';
import type { AdminEvent } from '../api/get-all-events';
import { statusActionsFor } from '../utils/event-actions';
import { eventDates, phaseLabel, shortEventId } from '../utils/event-rows';
import { tableActions } from '../../../components/list/table-actions';
import { formatAed } from '../../../i18n/format';
import { t } from '../../../i18n/intl';

/** What the cells need from the list; passed as the table's meta. */
export interface EventsTableMeta {
  updatingIds: ReadonlySet<string>;
  onStatus: (event: AdminEvent, status: EventStatus) => void;
  onDelete: (event: AdminEvent) => void;
}

/** The list's state and handlers, as the cells read them. */
export const eventsActions = tableActions<EventsTableMeta>();
const metaOf = eventsActions.of;

const muted = <span className="cell-muted">—</span>;

const IdCell = ({ row }: CellContext<AdminEvent, string>) => (
  <span className="record-id" title={row.original.id}>
    {shortEventId(row.original.id)}
  </span>
);

const StatusCell = ({ row, table }: CellContext<AdminEvent, string>) =>
  metaOf(table).updatingIds.has(row.original.id) ? <RowUpdating /> : <StatusBadge status={row.original.status} />;

const menuItemsOf = (event: AdminEvent, meta: EventsTableMeta): RowMenuItem[] => [
  ...statusActionsFor(event.status).map((action) => ({
    key: action.status,
    label: t(action.label),
    onSelect: () => meta.onStatus(event, action.status),
  })),
  { key: 'delete', label: t('Delete'), danger: true, onSelect: () => meta.onDelete(event) },
];

const ActionsCell = ({ row, table }: CellContext<AdminEvent, string>) => {
  const meta = metaOf(table);
  const event = row.original;
  return (
    <RowMenu
      label={t('Actions for {name}', { name: event.name })}
      items={menuItemsOf(event, meta)}
      disabled={meta.updatingIds.has(event.id)}
    />
  );
};

/** Spec §2 Event status administration: Event ID, Event Name, Locality, Date, Fees, Event Phase, Event Status, row menu. */
export const eventsColumns: ColumnDef<AdminEvent, string>[] = [
  { id: 'id', meta: { secondary: true }, header: () => t('Event ID'), accessorFn: (event) => event.id, cell: IdCell },
  { id: 'name', header: () => t('Event Name'), accessorFn: (event) => event.name },
  {
    id: 'locality',
    meta: { secondary: true },
    header: () => t('Locality'),
    accessorFn: (event) => event.locality?.name ?? '',
    cell: ({ getValue }) => getValue() || muted,
  },
  { id: 'date', meta: { secondary: true }, header: () => t('Date'), accessorFn: (event) => eventDates(event) },
  { id: 'fees', meta: { secondary: true }, header: () => t('Fees'), accessorFn: (event) => formatAed(event.fees_per_delegate) },
  { id: 'phase', meta: { secondary: true }, header: () => t('Event Phase'), accessorFn: (event) => phaseLabel(event.event_phase) },
  { id: 'status', header: () => t('Event Status'), accessorFn: (event) => event.status, cell: StatusCell },
  { id: 'actions', header: () => <span className="visually-hidden">{t('Actions')}</span>, cell: ActionsCell },
];
