import type { CellContext, ColumnDef } from '@tanstack/react-table';
import { tableActions } from '../../../components/list/table-actions';
import type { RowMenuItem } from '../../../components/ui/row-menu';
import type { NewAreaStatus } from '../api/create-locality';
import type { LocalityRow } from '../api/get-locality-rows';
import type { SettableAreaStatus } from '../api/update-area-status';
import { newAreaStatuses, type LocalityDraft } from '../utils/locality-form';
import { areaStatusActions } from '../utils/status-actions';
import { actionsColumn, DraftInput, editingRow, editorCell, mergeColumn, rowMenuItems, type RowListActions } from './row-cells';
import { StatusCell } from './status-cell';
import { msg, t } from '../../../i18n/intl';

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
export const localityRowLabel = (row: LocalityRow): string => `${row.locality_name} / ${row.area_name ?? t('no area')}`;

/** What the cells need from the list. */
export interface LocalitiesTableMeta extends RowListActions<LocalityRow, LocalityEditing, SettableAreaStatus> {
  onList: (row: LocalityRow) => void;
}

type Cell = CellContext<LocalityRow, string>;

/** The list's state and handlers, as the cells read them. */
export const localitiesActions = tableActions<LocalitiesTableMeta>();
const metaOf = localitiesActions.of;
const editingOf = (context: Cell) => editingRow(metaOf, context);
const isNew = ({ row }: Cell) => row.id === NEW_LOCALITY_ID;

const NO_AREA = msg('This row has no area: its schools sit in the locality without one');

const kinds = { metaOf, newId: NEW_LOCALITY_ID, labelOf: localityRowLabel };

const menuItemsOf = (row: LocalityRow, meta: LocalitiesTableMeta): RowMenuItem[] =>
  rowMenuItems(row, meta, {
    // A row without an area has nothing to rename.
    ...(row.area_id === null ? { editBlocked: { disabled: true, title: t(NO_AREA) } } : {}),
    list: [{ key: 'list', label: t('List'), onSelect: () => meta.onList(row), title: t('Show the schools of this row') }],
    statuses: row.area_id === null ? [] : areaStatusActions(row.status),
  });

const Generated = () => (
  <span className="cell-muted" title={t('Generated on save')}>
    {t('Auto')}
  </span>
);
const dash = <span className="cell-muted">—</span>;

const LocalityNameCell = editorCell(
  metaOf,
  (editing: LocalityEditing, meta) => (
    <DraftInput
      label={t('Locality name')}
      list={LOCALITY_NAMES_LIST_ID}
      value={editing.draft.localityName}
      invalid={editing.invalid.localityName}
      autoFocus={!editing.draft.localityName}
      meta={meta}
      onChange={(localityName) => meta.setDraft({ localityName })}
    />
  ),
  // An edited row renames its area only; the added row names its locality too.
  { editable: isNew },
);

const AreaNameCell = editorCell(
  metaOf,
  (editing: LocalityEditing, meta, context: Cell) => (
    <DraftInput
      label={t('Area name')}
      value={editing.draft.areaName}
      invalid={editing.invalid.areaName}
      autoFocus={!isNew(context) || Boolean(editing.draft.localityName)}
      meta={meta}
      onChange={(areaName) => meta.setDraft({ areaName })}
    />
  ),
  { shown: (context) => context.getValue() || dash },
);

const StatusColumnCell = (context: Cell) => {
  const meta = metaOf(context.table);
  const editing = editingOf(context);
  if (editing && isNew(context)) {
    return (
      <select
        className="input input--cell"
        aria-label={t('Status')}
        value={editing.draft.status}
        disabled={meta.saving}
        onChange={(event) => meta.setDraft({ status: event.target.value as NewAreaStatus })}
      >
        {newAreaStatuses.map((status) => (
          <option key={status} value={status}>
            {t(status)}
          </option>
        ))}
      </select>
    );
  }
  return <StatusCell status={context.row.original.status} updating={meta.updatingIds.has(context.row.id)} />;
};

const selectColumn = mergeColumn(kinds);
const actions = actionsColumn(kinds, menuItemsOf);

const codeCell = (context: Cell) => (isNew(context) ? <Generated /> : context.getValue() || dash);
const countCell = (context: Cell) => (isNew(context) ? dash : context.getValue());

/** Spec §2.6: the Localities list's columns; in merge mode a selection column first. */
export const localitiesColumns = (merging: boolean): ColumnDef<LocalityRow, string>[] => [
  ...(merging ? [selectColumn] : []),
  {
    id: 'localityCode',
    meta: { secondary: true },
    header: () => t('Locality Code'),
    accessorFn: (row) => row.locality_code,
    cell: codeCell,
  },
  { id: 'localityName', header: () => t('Locality Name'), accessorFn: (row) => row.locality_name, cell: LocalityNameCell },
  { id: 'areaCode', meta: { secondary: true }, header: () => t('Area Code'), accessorFn: (row) => row.area_code ?? '', cell: codeCell },
  { id: 'areaName', header: () => t('Area Name'), accessorFn: (row) => row.area_name ?? '', cell: AreaNameCell },
  { id: 'linkedSchools', header: () => t('Linked Schools (Area)'), accessorFn: (row) => String(row.linkedSchoolsCount), cell: countCell },
  {
    id: 'linkedStudents',
    meta: { secondary: true },
    header: () => t('Linked Students (Area)'),
    accessorFn: (row) => String(row.linkedStudentsCount),
    cell: countCell,
  },
  { id: 'status', header: () => t('Status'), accessorFn: (row) => row.status, cell: StatusColumnCell },
  actions,
];
