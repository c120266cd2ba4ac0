import type { CellContext, ColumnDef, Table } from '@tanstack/react-table';
import type { KeyboardEvent } from 'react';
import { RowMenu, type RowMenuItem } from '../../../components/ui/row-menu';
import type { NewAreaStatus } from '../api/create-locality';
import type { LocalityRow } from '../api/get-locality-rows';
import type { SettableAreaStatus } from '../api/update-area-status';
import { newAreaStatuses, type LocalityDraft } from '../utils/locality-form';
import { isLockedStatus, type MergeSelection } from '../utils/merge-selection';
import { areaStatusActions } from '../utils/status-actions';
import { MergeCell } from './merge-controls';
import { StatusCell } from './status-cell';

/** Row id of the blank row that Add puts at the top of the page. */
export const NEW_LOCALITY_ID = '__new__';

/** Where the datalist of locality names lives (the add row suggests existing localities). */
export const LOCALITY_NAMES_LIST_ID = 'locality-name-suggestions';

export interface LocalityEditing {
  rowId: string;
  draft: LocalityDraft;
  invalid: { localityName: boolean; areaName: boolean };
}

/** How a row is named in menus, the merge bar and to assistive tech. */
export const localityRowLabel = (row: LocalityRow): string => `${row.locality_name} / ${row.area_name ?? 'no area'}`;

/** What the cells need from the list; passed as the table's meta. */
export interface LocalitiesTableMeta {
  editing: LocalityEditing | null;
  saving: boolean;
  updatingIds: ReadonlySet<string>;
  merging: boolean;
  selection: MergeSelection;
  setDraft: (patch: Partial<LocalityDraft>) => void;
  save: () => void;
  cancelEdit: () => void;
  onEdit: (row: LocalityRow) => void;
  onAdd: (row: LocalityRow) => void;
  onList: (row: LocalityRow) => void;
  onStatus: (row: LocalityRow, status: SettableAreaStatus) => void;
  onDelete: (row: LocalityRow) => void;
  onMerge: (row: LocalityRow) => void;
  onCancelMerge: () => void;
  onToggleMerge: (row: LocalityRow) => void;
  onPrimary: (row: LocalityRow) => void;
  onHistory: (row: LocalityRow) => void;
}

type Cell = CellContext<LocalityRow, string>;

const metaOf = (table: Table<LocalityRow>) => table.options.meta as LocalitiesTableMeta;
const editingOf = ({ row, table }: Cell) => {
  const { editing } = metaOf(table);
  return editing?.rowId === row.id ? editing : null;
};
const isNew = ({ row }: Cell) => row.id === NEW_LOCALITY_ID;

const NO_AREA = 'This row has no area: its schools sit in the locality without one';

/** Spec §2.6: Edit, Add, List, Merge or Cancel Merge, Active, Flag, Block (each hidden when already so), History, Delete. */
const menuItemsOf = (row: LocalityRow, meta: LocalitiesTableMeta): RowMenuItem[] => {
  const editLock = meta.editing !== null ? { disabled: true, title: 'Save or cancel the row being edited first' } : {};
  const statusItems =
    row.area_id === null
      ? []
      : areaStatusActions(row.status).map((action): RowMenuItem => ({ key: action.label, label: action.label, onSelect: () => meta.onStatus(row, action.status) }));
  return [
    { key: 'edit', label: 'Edit', onSelect: () => meta.onEdit(row), ...(row.area_id === null ? { disabled: true, title: NO_AREA } : editLock) },
    { key: 'add', label: 'Add', onSelect: () => meta.onAdd(row), ...editLock },
    { key: 'list', label: 'List', onSelect: () => meta.onList(row), title: 'Show the schools of this row' },
    meta.merging
      ? { key: 'merge', label: 'Cancel Merge', onSelect: meta.onCancelMerge }
      : { key: 'merge', label: 'Merge', onSelect: () => meta.onMerge(row) },
    ...statusItems,
    { key: 'history', label: 'History', onSelect: () => meta.onHistory(row) },
    { key: 'delete', label: 'Delete', danger: true, onSelect: () => meta.onDelete(row) },
  ];
};

const onKeys = (meta: LocalitiesTableMeta) => (event: KeyboardEvent) => {
  if (event.key === 'Enter') {
    event.preventDefault();
    meta.save();
  } else if (event.key === 'Escape') {
    event.preventDefault();
    meta.cancelEdit();
  }
};

const SelectCell = (context: Cell) => {
  if (isNew(context)) return null;
  const meta = metaOf(context.table);
  const row = context.row.original;
  return (
    <MergeCell
      label={localityRowLabel(row)}
      selected={meta.selection.ids.includes(row.id)}
      primary={meta.selection.primaryId === row.id}
      locked={isLockedStatus(row.status)}
      onToggle={() => meta.onToggleMerge(row)}
      onPrimary={() => meta.onPrimary(row)}
    />
  );
};

const generated = (
  <span className="cell-muted" title="Generated on save">
    Auto
  </span>
);
const dash = <span className="cell-muted">—</span>;

const LocalityNameCell = (context: Cell) => {
  const editing = editingOf(context);
  if (!editing || !isNew(context)) return context.getValue();
  const meta = metaOf(context.table);
  return (
    <input
      className="input input--cell"
      aria-label="Locality name"
      placeholder="Locality name"
      list={LOCALITY_NAMES_LIST_ID}
      value={editing.draft.localityName}
      disabled={meta.saving}
      autoFocus={!editing.draft.localityName}
      aria-invalid={editing.invalid.localityName || undefined}
      onChange={(event) => meta.setDraft({ localityName: event.target.value })}
      onKeyDown={onKeys(meta)}
    />
  );
};

const AreaNameCell = (context: Cell) => {
  const editing = editingOf(context);
  if (!editing) return context.getValue() || dash;
  const meta = metaOf(context.table);
  return (
    <input
      className="input input--cell"
      aria-label="Area name"
      placeholder="Area name"
      value={editing.draft.areaName}
      disabled={meta.saving}
      autoFocus={!isNew(context) || Boolean(editing.draft.localityName)}
      aria-invalid={editing.invalid.areaName || undefined}
      onChange={(event) => meta.setDraft({ areaName: event.target.value })}
      onKeyDown={onKeys(meta)}
    />
  );
};

const StatusColumnCell = (context: Cell) => {
  const meta = metaOf(context.table);
  const editing = editingOf(context);
  if (editing && isNew(context)) {
    return (
      <select
        className="input input--cell"
        aria-label="Status"
        value={editing.draft.status}
        disabled={meta.saving}
        onChange={(event) => meta.setDraft({ status: event.target.value as NewAreaStatus })}
      >
        {newAreaStatuses.map((status) => (
          <option key={status} value={status}>
            {status}
          </option>
        ))}
      </select>
    );
  }
  return <StatusCell status={context.row.original.status} updating={meta.updatingIds.has(context.row.id)} />;
};

const ActionsCell = (context: Cell) => {
  const meta = metaOf(context.table);
  const row = context.row.original;
  if (editingOf(context)) {
    return (
      <div className="row-actions">
        {/* The added row is saved with the toolbar's Save (spec §2.6); an edited row here. */}
        {!isNew(context) && (
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
  return <RowMenu label={`Actions for ${localityRowLabel(row)}`} items={menuItemsOf(row, meta)} disabled={meta.updatingIds.has(row.id)} />;
};

const selectColumn: ColumnDef<LocalityRow, string> = {
  id: 'select',
  header: () => <span className="visually-hidden">Select for merging</span>,
  cell: SelectCell,
};

const codeCell = (context: Cell) => (isNew(context) ? generated : context.getValue() || dash);
const countCell = (context: Cell) => (isNew(context) ? dash : context.getValue());

/** Spec §2.6: the Localities list's columns; in merge mode a selection column first. */
export const localitiesColumns = (merging: boolean): ColumnDef<LocalityRow, string>[] => [
  ...(merging ? [selectColumn] : []),
  { id: 'localityCode', meta: { secondary: true }, header: 'Locality Code', accessorFn: (row) => row.locality_code, cell: codeCell },
  { id: 'localityName', header: 'Locality Name', accessorFn: (row) => row.locality_name, cell: LocalityNameCell },
  { id: 'areaCode', meta: { secondary: true }, header: 'Area Code', accessorFn: (row) => row.area_code ?? '', cell: codeCell },
  { id: 'areaName', header: 'Area Name', accessorFn: (row) => row.area_name ?? '', cell: AreaNameCell },
  { id: 'linkedSchools', header: 'Linked Schools (Area)', accessorFn: (row) => String(row.linkedSchoolsCount), cell: countCell },
  { id: 'linkedStudents', meta: { secondary: true }, header: 'Linked Students (Area)', accessorFn: (row) => String(row.linkedStudentsCount), cell: countCell },
  { id: 'status', header: 'Status', accessorFn: (row) => row.status, cell: StatusColumnCell },
  { id: 'actions', header: () => <span className="visually-hidden">Actions</span>, cell: ActionsCell },
];
