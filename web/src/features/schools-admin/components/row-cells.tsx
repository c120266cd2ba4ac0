import type { CellContext, ColumnDef, Table } from '@tanstack/react-table';
import type { KeyboardEvent } from 'react';
import { RowMenu, type RowMenuItem } from '../../../components/ui/row-menu';
import { isLockedStatus, type MergeSelection } from '../utils/merge-selection';
import { MergeCell } from './merge-controls';

/** What the Schools and Localities lists' cells both need from their list. */
export interface RowListActions<Row> {
  editing: { rowId: string } | null;
  saving: boolean;
  updatingIds: ReadonlySet<string>;
  merging: boolean;
  selection: MergeSelection;
  save: () => void;
  cancelEdit: () => void;
  onEdit: (row: Row) => void;
  onAdd: (row: Row) => void;
  onDelete: (row: Row) => void;
  onMerge: (row: Row) => void;
  onCancelMerge: () => void;
  onToggleMerge: (row: Row) => void;
  onPrimary: (row: Row) => void;
  onHistory: (row: Row) => void;
}

interface RowKinds<Row, Meta> {
  metaOf: (table: Table<Row>) => Meta;
  /** Row id of the blank row that Add puts at the top of the page. */
  newId: string;
  /** How a row is named in its menu and its merge checkbox. */
  labelOf: (row: Row) => string;
}

/** Enter saves the edited row, Escape leaves it. */
export const editKeys = (meta: Pick<RowListActions<unknown>, 'save' | 'cancelEdit'>) => (event: KeyboardEvent) => {
  if (event.key === 'Enter') {
    event.preventDefault();
    meta.save();
  } else if (event.key === 'Escape') {
    event.preventDefault();
    meta.cancelEdit();
  }
};

/**
 * Spec §2.6 order of a row menu: Edit, Add, List, Merge or Cancel Merge, the status changes
 * (each hidden when already so), History, Delete. Edit and Add wait while a row is edited.
 */
export const rowMenuItems = <Row,>(
  row: Row,
  meta: RowListActions<Row>,
  { list, status, editBlocked }: { list: RowMenuItem[]; status: RowMenuItem[]; editBlocked?: { disabled: true; title: string } },
): RowMenuItem[] => {
  const editLock = meta.editing !== null ? { disabled: true, title: 'Save or cancel the row being edited first' } : {};
  return [
    { key: 'edit', label: 'Edit', onSelect: () => meta.onEdit(row), ...(editBlocked ?? editLock) },
    { key: 'add', label: 'Add', onSelect: () => meta.onAdd(row), ...editLock },
    ...list,
    meta.merging ? { key: 'merge', label: 'Cancel Merge', onSelect: meta.onCancelMerge } : { key: 'merge', label: 'Merge', onSelect: () => meta.onMerge(row) },
    ...status,
    { key: 'history', label: 'History', onSelect: () => meta.onHistory(row) },
    { key: 'delete', label: 'Delete', danger: true, onSelect: () => meta.onDelete(row) },
  ];
};

/** The merge column that merge mode puts first: a checkbox and the primary star per row. */
export const mergeColumn = <Row extends { id: string; status: string }, Meta extends RowListActions<Row>>({
  metaOf,
  newId,
  labelOf,
}: RowKinds<Row, Meta>): ColumnDef<Row, string> => ({
  id: 'select',
  header: () => <span className="visually-hidden">Select for merging</span>,
  cell: ({ row, table }: CellContext<Row, string>) => {
    if (row.id === newId) return null;
    const meta = metaOf(table);
    return (
      <MergeCell
        label={labelOf(row.original)}
        selected={meta.selection.ids.includes(row.id)}
        primary={meta.selection.primaryId === row.id}
        locked={isLockedStatus(row.original.status)}
        onToggle={() => meta.onToggleMerge(row.original)}
        onPrimary={() => meta.onPrimary(row.original)}
      />
    );
  },
});

/** The last column: Save and Cancel while the row is edited, else the row menu. */
export const actionsColumn = <Row extends { id: string }, Meta extends RowListActions<Row>>(
  { metaOf, newId, labelOf }: RowKinds<Row, Meta>,
  menuOf: (row: Row, meta: Meta) => RowMenuItem[],
): ColumnDef<Row, string> => ({
  id: 'actions',
  header: () => <span className="visually-hidden">Actions</span>,
  cell: ({ row, table }: CellContext<Row, string>) => {
    const meta = metaOf(table);
    if (meta.editing?.rowId === row.id) {
      return (
        <div className="row-actions">
          {/* The added row is saved with the toolbar's Save (spec §2.6); an edited row here. */}
          {row.id !== newId && (
            <button type="button" className="button button--primary button--small" onClick={meta.save} disabled={meta.saving}>
              {meta.saving ? 'Saving…' : 'Save'}
            </button>
          )}
          <button type="button" className="button button--secondary button--small" onClick={meta.cancelEdit} disabled={meta.saving}>
            Cancel
          </button>
        </div>
      );
    }
    return <RowMenu label={`Actions for ${labelOf(row.original)}`} items={menuOf(row.original, meta)} disabled={meta.updatingIds.has(row.id)} />;
  },
});
