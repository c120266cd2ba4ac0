import type { CellContext, ColumnDef } from '@tanstack/react-table';
import { tableActions } from '../../../components/list/table-actions';
import { RowUpdating } from '../../../components/ui/row-updating';
import type { WaitingEntry } from '../api/get-waiting-list';
import { joinedLabel, waitingListTexts } from '../utils/waiting-list';

/** What the cells need from the list. */
export interface WaitingListMeta {
  updatingIds: ReadonlySet<string>;
  onMoveUp: (entry: WaitingEntry) => void;
  onRemove: (entry: WaitingEntry) => void;
}

export const waitingListActions = tableActions<WaitingListMeta>();

const nameOf = (entry: WaitingEntry) => entry.fullname ?? entry.username ?? 'Deleted account';

const ActionsCell = ({ row, table }: CellContext<WaitingEntry, string>) => {
  const meta = waitingListActions.of(table);
  const entry = row.original;
  if (meta.updatingIds.has(entry.id)) return <RowUpdating />;
  return (
    <span className="waiting-list__actions">
      <button
        type="button"
        className="button button--secondary button--small"
        onClick={() => meta.onMoveUp(entry)}
        disabled={entry.place === 1}
        aria-label={`${waitingListTexts.moveUp}: ${nameOf(entry)}`}
      >
        {waitingListTexts.moveUp}
      </button>
      <button
        type="button"
        className="button button--danger button--small"
        onClick={() => meta.onRemove(entry)}
        aria-label={`${waitingListTexts.remove}: ${nameOf(entry)}`}
      >
        {waitingListTexts.remove}
      </button>
    </span>
  );
};

/** Place, Name, Username, Role, Joined, and the row's actions. */
export const waitingListColumns: ColumnDef<WaitingEntry, string>[] = [
  { id: 'place', header: 'Place', accessorFn: (entry) => String(entry.place) },
  { id: 'name', header: 'Name', accessorFn: (entry) => nameOf(entry) },
  { id: 'username', meta: { secondary: true }, header: 'Username', accessorFn: (entry) => entry.username ?? '' },
  { id: 'role', meta: { secondary: true }, header: 'Role', accessorFn: (entry) => (entry.role === 'teacher' ? 'Teacher' : 'Student') },
  { id: 'joined', header: 'Joined', accessorFn: (entry) => joinedLabel(entry.joined_at) },
  { id: 'actions', header: 'Actions', accessorFn: () => '', cell: ActionsCell },
];

export const waitingNameOf = nameOf;
