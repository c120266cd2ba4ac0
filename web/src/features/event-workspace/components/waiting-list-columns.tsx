import type { CellContext, ColumnDef } from '@tanstack/react-table';
import { tableActions } from '../../../components/list/table-actions';
import { RowUpdating } from '../../../components/ui/row-updating';
import { formatNumber } from '../../../i18n/format';
import { msg, t } from '../../../i18n/intl';
import type { WaitingEntry } from '../api/get-waiting-list';
import { joinedLabel, waitingListTexts } from '../utils/waiting-list';

/** What the cells need from the list. */
export interface WaitingListMeta {
  updatingIds: ReadonlySet<string>;
  onMoveUp: (entry: WaitingEntry) => void;
  onRemove: (entry: WaitingEntry) => void;
}

export const waitingListActions = tableActions<WaitingListMeta>();

const DELETED_ACCOUNT = msg('Deleted account');
const nameOf = (entry: WaitingEntry) => entry.fullname ?? entry.username ?? t(DELETED_ACCOUNT);

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
        aria-label={t('{action}: {name}', { action: t(waitingListTexts.moveUp), name: nameOf(entry) })}
      >
        {t(waitingListTexts.moveUp)}
      </button>
      <button
        type="button"
        className="button button--danger button--small"
        onClick={() => meta.onRemove(entry)}
        aria-label={t('{action}: {name}', { action: t(waitingListTexts.remove), name: nameOf(entry) })}
      >
        {t(waitingListTexts.remove)}
      </button>
    </span>
  );
};

/** Place, Name, Username, Role, Joined, and the row's actions; the cells read the chosen language as they render. */
export const waitingListColumns: ColumnDef<WaitingEntry, string>[] = [
  {
    id: 'place',
    header: () => t('Place'),
    accessorFn: (entry) => String(entry.place),
    cell: ({ row }) => formatNumber(row.original.place),
  },
  { id: 'name', header: () => t('Name'), accessorFn: (entry) => nameOf(entry), cell: ({ row }) => <bdi>{nameOf(row.original)}</bdi> },
  { id: 'username', meta: { secondary: true }, header: () => t('Username'), accessorFn: (entry) => entry.username ?? '' },
  {
    id: 'role',
    meta: { secondary: true },
    header: () => t('Role'),
    accessorFn: (entry) => (entry.role === 'teacher' ? t('Teacher') : t('Student')),
    cell: ({ row }) => (row.original.role === 'teacher' ? t('Teacher') : t('Student')),
  },
  {
    id: 'joined',
    header: () => t('Joined'),
    accessorFn: (entry) => joinedLabel(entry.joined_at),
    cell: ({ row }) => joinedLabel(row.original.joined_at),
  },
  { id: 'actions', header: () => t('Actions'), accessorFn: () => '', cell: ActionsCell },
];

export const waitingNameOf = nameOf;
