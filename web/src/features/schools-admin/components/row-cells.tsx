import type { CellContext, ColumnDef, Table } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { editKeys } from '../../../components/list/edit-keys';
import { EditRowActions } from '../../../components/list/edit-row-actions';
import { RowMenu, type RowMenuItem } from '../../../components/ui/row-menu';
import { isLockedStatus, type MergeSelection } from '../utils/merge-selection';
import type { StatusAction } from '../utils/status-actions';
import { MergeCell } from './merge-controls';
import { t } from '../../../i18n/intl';

/** What the Schools and Localities lists' cells both need from their list. */
export interface RowListActions<Row, Editing extends { rowId: string; draft: object } = { rowId: string; draft: object }, Status = string> {
  editing: Editing | null;
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
  setDraft: (patch: Partial<Editing['draft']>) => void;
  onStatus: (row: Row, status: Status) => void;
}

/** What the merge and action cells use of their list. */
type CellActions<Row> = Pick<
  RowListActions<Row, { rowId: string; draft: object }>,
  'editing' | 'saving' | 'updatingIds' | 'selection' | 'save' | 'cancelEdit' | 'onToggleMerge' | 'onPrimary'
>;

interface RowKinds<Row, Meta> {
  metaOf: (table: Table<Row>) => Meta;
  /** Row id of the blank row that Add puts at the top of the page. */
  newId: string;
  /** How a row is named in its menu and its merge checkbox. */
  labelOf: (row: Row) => string;
}

interface DraftInputProps {
  /** Names the input and stands in it while empty. */
  label: string;
  value: string;
  invalid: boolean;
  autoFocus: boolean;
  meta: Pick<RowListActions<unknown>, 'saving' | 'save' | 'cancelEdit'>;
  onChange: (value: string) => void;
  /** The id of a datalist of suggestions. */
  list?: string;
}

/** A text field of the row being edited: Enter saves, Escape leaves. */
export const DraftInput = ({ label, value, invalid, autoFocus, meta, onChange, list }: DraftInputProps) => (
  <input
    className="input input--cell"
    dir="auto"
    aria-label={label}
    placeholder={label}
    list={list}
    value={value}
    disabled={meta.saving}
    autoFocus={autoFocus}
    aria-invalid={invalid || undefined}
    onChange={(event) => onChange(event.target.value)}
    onKeyDown={editKeys({ save: meta.save, cancel: meta.cancelEdit })}
  />
);

/**
 * Spec §2.6 order of a row menu: Edit, Add, List, Merge or Cancel Merge, the status changes
 * (each hidden when already so), History, Delete. Edit and Add wait while a row is edited. A
 * status change named List (a school's) stands in the List place.
 */
export const rowMenuItems = <Row, Status extends string>(
  row: Row,
  meta: Pick<
    RowListActions<Row, { rowId: string; draft: object }, Status>,
    'editing' | 'merging' | 'onEdit' | 'onAdd' | 'onStatus' | 'onMerge' | 'onCancelMerge' | 'onHistory' | 'onDelete'
  >,
  {
    list = [],
    statuses,
    editBlocked,
  }: { list?: RowMenuItem[]; statuses: readonly StatusAction<Status>[]; editBlocked?: { disabled: true; title: string } },
): RowMenuItem[] => {
  const editLock = meta.editing !== null ? { disabled: true, title: t('Save or cancel the row being edited first') } : {};
  // The List item stands in the List place; the other status changes after Merge.
  const statusItems = (listing: boolean) =>
    statuses
      .filter((action) => (action.label === 'List') === listing)
      .map((action): RowMenuItem => ({ key: action.label, label: t(action.label), onSelect: () => meta.onStatus(row, action.status) }));
  return [
    { key: 'edit', label: t('Edit'), onSelect: () => meta.onEdit(row), ...(editBlocked ?? editLock) },
    { key: 'add', label: t('Add'), onSelect: () => meta.onAdd(row), ...editLock },
    ...list,
    ...statusItems(true),
    meta.merging
      ? { key: 'merge', label: t('Cancel Merge'), onSelect: meta.onCancelMerge }
      : { key: 'merge', label: t('Merge'), onSelect: () => meta.onMerge(row) },
    ...statusItems(false),
    { key: 'history', label: t('History'), onSelect: () => meta.onHistory(row) },
    { key: 'delete', label: t('Delete'), danger: true, onSelect: () => meta.onDelete(row) },
  ];
};

/**
 * A cell that shows its value, or `edit` on the row being edited; `shown` says what a row not
 * edited shows, and whether the edited row edits this column (`editable`).
 */
export const editorCell =
  <Row, Editing extends { rowId: string }, Meta extends { editing: Editing | null }>(
    metaOf: (table: Table<Row>) => Meta,
    edit: (editing: Editing, meta: Meta, context: CellContext<Row, string>) => ReactNode,
    {
      shown = (context) => context.getValue(),
      editable = () => true,
    }: { shown?: (context: CellContext<Row, string>) => ReactNode; editable?: (context: CellContext<Row, string>) => boolean } = {},
  ) =>
  (context: CellContext<Row, string>) => {
    const editing = editingRow(metaOf, context);
    return editing && editable(context) ? edit(editing, metaOf(context.table), context) : shown(context);
  };

/** The row being edited, when it is this cell's row. */
export const editingRow = <Row, Editing extends { rowId: string }>(
  metaOf: (table: Table<Row>) => { editing: Editing | null },
  { row, table }: CellContext<Row, string>,
): Editing | null => {
  const { editing } = metaOf(table);
  return editing?.rowId === row.id ? editing : null;
};

/** The merge column that merge mode puts first: a checkbox and the primary star per row. */
export const mergeColumn = <Row extends { id: string; status: string }, Meta extends CellActions<Row>>({
  metaOf,
  newId,
  labelOf,
}: RowKinds<Row, Meta>): ColumnDef<Row, string> => ({
  id: 'select',
  header: () => <span className="visually-hidden">{t('Select for merging')}</span>,
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
export const actionsColumn = <Row extends { id: string }, Meta extends CellActions<Row>>(
  { metaOf, newId, labelOf }: RowKinds<Row, Meta>,
  menuOf: (row: Row, meta: Meta) => RowMenuItem[],
): ColumnDef<Row, string> => ({
  id: 'actions',
  header: () => <span className="visually-hidden">{t('Actions')}</span>,
  cell: ({ row, table }: CellContext<Row, string>) => {
    const meta = metaOf(table);
    if (meta.editing?.rowId === row.id) {
      // The added row is saved with the toolbar's Save (spec §2.6); an edited row here.
      return <EditRowActions saving={meta.saving} onSave={meta.save} onCancel={meta.cancelEdit} withSave={row.id !== newId} />;
    }
    return (
      <RowMenu
        label={t('Actions for {name}', { name: labelOf(row.original) })}
        items={menuOf(row.original, meta)}
        disabled={meta.updatingIds.has(row.id)}
      />
    );
  },
});
