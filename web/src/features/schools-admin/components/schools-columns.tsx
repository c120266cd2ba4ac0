import type { CellContext, ColumnDef, Table } from '@tanstack/react-table';
import type { KeyboardEvent } from 'react';
import { RowMenu, type RowMenuItem } from '../../../components/ui/row-menu';
import type { Locality } from '../api/get-localities';
import type { School, SchoolStatus } from '../api/get-schools';
import type { MergeSelection } from '../utils/merge-selection';
import { isLockedStatus } from '../utils/merge-selection';
import { areasOf, type SchoolDraft } from '../utils/school-form';
import { schoolStatusActions } from '../utils/status-actions';
import { MergeCell } from './merge-controls';
import { StatusCell } from './status-cell';

/** Row id of the blank row that Add puts at the top of the page. */
export const NEW_SCHOOL_ID = '__new__';

export interface SchoolEditing {
  rowId: string;
  draft: SchoolDraft;
  invalid: { name: boolean; locality: boolean; area: boolean };
}

/** What the cells need from the list; passed as the table's meta. */
export interface SchoolsTableMeta {
  editing: SchoolEditing | null;
  /** The code the edited row will get, or null until name, locality and area are chosen. */
  codePreview: string | null;
  localities: readonly Locality[];
  saving: boolean;
  updatingIds: ReadonlySet<string>;
  merging: boolean;
  selection: MergeSelection;
  setDraft: (patch: Partial<SchoolDraft>) => void;
  setLocality: (localityId: string) => void;
  save: () => void;
  cancelEdit: () => void;
  onEdit: (school: School) => void;
  onAdd: (school: School) => void;
  onStatus: (school: School, status: SchoolStatus) => void;
  onDelete: (school: School) => void;
  onMerge: (school: School) => void;
  onCancelMerge: () => void;
  onToggleMerge: (school: School) => void;
  onPrimary: (school: School) => void;
  onHistory: (school: School) => void;
}

type Cell = CellContext<School, string>;

const metaOf = (table: Table<School>) => table.options.meta as SchoolsTableMeta;
const editingOf = ({ row, table }: Cell) => {
  const { editing } = metaOf(table);
  return editing?.rowId === row.id ? editing : null;
};

const menuItemsOf = (school: School, meta: SchoolsTableMeta): RowMenuItem[] => {
  const statusItems = schoolStatusActions(school.status).map(
    (action): RowMenuItem => ({ key: action.label, label: action.label, onSelect: () => meta.onStatus(school, action.status) }),
  );
  // Spec §2.6 order: Edit, Add, List, Merge, Active, Flag, Block, Delete (History before Delete).
  const list = statusItems.filter((item) => item.label === 'List');
  const others = statusItems.filter((item) => item.label !== 'List');
  const editLock = meta.editing !== null ? { disabled: true, title: 'Save or cancel the row being edited first' } : {};
  return [
    { key: 'edit', label: 'Edit', onSelect: () => meta.onEdit(school), ...editLock },
    { key: 'add', label: 'Add', onSelect: () => meta.onAdd(school), ...editLock },
    ...list,
    meta.merging
      ? { key: 'merge', label: 'Cancel Merge', onSelect: meta.onCancelMerge }
      : { key: 'merge', label: 'Merge', onSelect: () => meta.onMerge(school) },
    ...others,
    { key: 'history', label: 'History', onSelect: () => meta.onHistory(school) },
    { key: 'delete', label: 'Delete', danger: true, onSelect: () => meta.onDelete(school) },
  ];
};

const SelectCell = ({ row, table }: Cell) => {
  const meta = metaOf(table);
  const school = row.original;
  if (school.id === NEW_SCHOOL_ID) return null;
  const locked = isLockedStatus(school.status);
  return (
    <MergeCell
      label={school.name}
      selected={meta.selection.ids.includes(school.id)}
      primary={meta.selection.primaryId === school.id}
      locked={locked}
      onToggle={() => meta.onToggleMerge(school)}
      onPrimary={() => meta.onPrimary(school)}
    />
  );
};

const CodeCell = (context: Cell) => {
  const editing = editingOf(context);
  if (!editing) return context.getValue();
  const preview = metaOf(context.table).codePreview;
  return (
    <span className="code-preview" title="The code is generated from the name, locality and area">
      <span className="visually-hidden">Code: </span>
      {preview ?? <span className="cell-muted">Generated on save</span>}
    </span>
  );
};

const onKeys = (meta: SchoolsTableMeta) => (event: KeyboardEvent) => {
  if (event.key === 'Enter') {
    event.preventDefault();
    meta.save();
  } else if (event.key === 'Escape') {
    event.preventDefault();
    meta.cancelEdit();
  }
};

const NameCell = (context: Cell) => {
  const editing = editingOf(context);
  if (!editing) return context.getValue();
  const meta = metaOf(context.table);
  return (
    <input
      className="input input--cell"
      aria-label="School name"
      placeholder="School name"
      value={editing.draft.name}
      disabled={meta.saving}
      autoFocus
      aria-invalid={editing.invalid.name || undefined}
      onChange={(event) => meta.setDraft({ name: event.target.value })}
      onKeyDown={onKeys(meta)}
    />
  );
};

const LocalityCell = (context: Cell) => {
  const editing = editingOf(context);
  if (!editing) return context.getValue();
  const meta = metaOf(context.table);
  return (
    <select
      className="input input--cell"
      aria-label="Locality"
      value={editing.draft.localityId}
      disabled={meta.saving}
      aria-invalid={editing.invalid.locality || undefined}
      onChange={(event) => meta.setLocality(event.target.value)}
    >
      <option value="">Select locality</option>
      {meta.localities.map((locality) => (
        <option key={locality.id} value={locality.id}>
          {locality.name}
        </option>
      ))}
    </select>
  );
};

const AreaCell = (context: Cell) => {
  const editing = editingOf(context);
  if (!editing) return context.getValue() || <span className="cell-muted">—</span>;
  const meta = metaOf(context.table);
  const areas = areasOf(meta.localities, editing.draft.localityId);
  return (
    <select
      className="input input--cell"
      aria-label="Area"
      value={editing.draft.areaId}
      disabled={meta.saving || !editing.draft.localityId}
      aria-invalid={editing.invalid.area || undefined}
      onChange={(event) => meta.setDraft({ areaId: event.target.value })}
    >
      <option value="">{editing.draft.localityId ? 'Select area' : 'Choose a locality first'}</option>
      {areas.map((area) => (
        <option key={area.id} value={area.id}>
          {area.name}
        </option>
      ))}
    </select>
  );
};

const StatusColumnCell = ({ row, table }: Cell) => {
  if (row.id === NEW_SCHOOL_ID) return <span className="badge">New</span>;
  return <StatusCell status={row.original.status} updating={metaOf(table).updatingIds.has(row.id)} />;
};

const ActionsCell = (context: Cell) => {
  const meta = metaOf(context.table);
  const school = context.row.original;
  const editing = editingOf(context);
  if (editing) {
    return (
      <div className="row-actions">
        {/* The added row is saved with the toolbar's Save (spec §2.6); an edited row here. */}
        {school.id !== NEW_SCHOOL_ID && (
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
  return <RowMenu label={`Actions for ${school.name}`} items={menuItemsOf(school, meta)} disabled={meta.updatingIds.has(school.id)} />;
};

const selectColumn: ColumnDef<School, string> = {
  id: 'select',
  header: () => <span className="visually-hidden">Select for merging</span>,
  cell: SelectCell,
};

/** Spec §2.6, §3: Code, Name, Locality, Area, Status and the row menu; in merge mode a selection column first. */
export const schoolsColumns = (merging: boolean): ColumnDef<School, string>[] => [
  ...(merging ? [selectColumn] : []),
  { id: 'code', meta: { secondary: true }, header: 'Code', accessorFn: (school) => school.code, cell: CodeCell },
  { id: 'name', header: 'Name', accessorFn: (school) => school.name, cell: NameCell },
  { id: 'locality', header: 'Locality', accessorFn: (school) => school.locality.name, cell: LocalityCell },
  { id: 'area', header: 'Area', accessorFn: (school) => school.area?.name ?? '', cell: AreaCell },
  { id: 'status', header: 'Status', accessorFn: (school) => school.status, cell: StatusColumnCell },
  { id: 'actions', header: () => <span className="visually-hidden">Actions</span>, cell: ActionsCell },
];
