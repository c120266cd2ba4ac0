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
    label: action.label,
    onSelect: () => meta.onStatus(event, action.status),
  })),
  { key: 'delete', label: 'Delete', danger: true, onSelect: () => meta.onDelete(event) },
];

const ActionsCell = ({ row, table }: CellContext<AdminEvent, string>) => {
  const meta = metaOf(table);
  const event = row.original;
  return <RowMenu label={`Actions for ${event.name}`} items={menuItemsOf(event, meta)} disabled={meta.updatingIds.has(event.id)} />;
};

/** Spec §2 Event status administration: Event ID, Event Name, Locality, Date, Fees, Event Phase, Event Status, row menu. */
export const eventsColumns: ColumnDef<AdminEvent, string>[] = [
  { id: 'id', meta: { secondary: true }, header: 'Event ID', accessorFn: (event) => event.id, cell: IdCell },
  { id: 'name', header: 'Event Name', accessorFn: (event) => event.name },
  {
    id: 'locality',
    meta: { secondary: true },
    header: 'Locality',
    accessorFn: (event) => event.locality?.name ?? '',
    cell: ({ getValue }) => getValue() || muted,
  },
  { id: 'date', meta: { secondary: true }, header: 'Date', accessorFn: (event) => eventDates(event) },
  { id: 'fees', meta: { secondary: true }, header: 'Fees', accessorFn: (event) => formatAed(event.fees_per_delegate) },
  { id: 'phase', meta: { secondary: true }, header: 'Event Phase', accessorFn: (event) => phaseLabel(event.event_phase) },
  { id: 'status', header: 'Event Status', accessorFn: (event) => event.status, cell: StatusCell },
  { id: 'actions', header: () => <span className="visually-hidden">Actions</span>, cell: ActionsCell },
];
