import type { CellContext, ColumnDef } from '@tanstack/react-table';
import { CellSelect } from '../../../components/list/cell-select';
import { tableActions } from '../../../components/list/table-actions';
import type { RowMenuItem } from '../../../components/ui/row-menu';
import type { Locality } from '../api/get-localities';
import type { School, SchoolStatus } from '../api/get-schools';
import { areasOf, type SchoolDraft } from '../utils/school-form';
import { schoolStatusActions } from '../utils/status-actions';
import { actionsColumn, DraftInput, editorCell, mergeColumn, rowMenuItems, type RowListActions } from './row-cells';
import { StatusCell } from './status-cell';
import { t } from '../../../i18n/intl';

/** Row id of the blank row that Add puts at the top of the page. */
export const NEW_SCHOOL_ID = '__new__';

export interface SchoolEditing {
  rowId: string;
  draft: SchoolDraft;
  invalid: { name: boolean; locality: boolean; area: boolean };
}

/** What the cells need from the list. */
export interface SchoolsTableMeta extends RowListActions<School, SchoolEditing, SchoolStatus> {
  /** The code the edited row will get, or null until name, locality and area are chosen. */
  codePreview: string | null;
  localities: readonly Locality[];
  setLocality: (localityId: string) => void;
}

type Cell = CellContext<School, string>;

/** The list's state and handlers, as the cells read them. */
export const schoolsActions = tableActions<SchoolsTableMeta>();
const metaOf = schoolsActions.of;

const kinds = { metaOf, newId: NEW_SCHOOL_ID, labelOf: (school: School) => school.name };

const menuItemsOf = (school: School, meta: SchoolsTableMeta): RowMenuItem[] =>
  rowMenuItems(school, meta, { statuses: schoolStatusActions(school.status) });

const CodeCell = editorCell(metaOf, (_editing, meta) => (
  <span className="code-preview" title={t('The code is generated from the name, locality and area')}>
    <span className="visually-hidden">{t('Code:')} </span>
    {meta.codePreview ?? <span className="cell-muted">{t('Generated on save')}</span>}
  </span>
));

const NameCell = editorCell(metaOf, (editing: SchoolEditing, meta) => (
  <DraftInput
    label={t('School name')}
    value={editing.draft.name}
    invalid={editing.invalid.name}
    autoFocus
    meta={meta}
    onChange={(name) => meta.setDraft({ name })}
  />
));

const LocalityCell = editorCell(metaOf, (editing: SchoolEditing, meta) => (
  <CellSelect
    label={t('Locality')}
    value={editing.draft.localityId}
    disabled={meta.saving}
    invalid={editing.invalid.locality}
    none={t('Select locality')}
    options={meta.localities}
    onChange={meta.setLocality}
  />
));

const AreaCell = editorCell(
  metaOf,
  (editing: SchoolEditing, meta) => (
    <CellSelect
      label={t('Area')}
      value={editing.draft.areaId}
      disabled={meta.saving || !editing.draft.localityId}
      invalid={editing.invalid.area}
      none={editing.draft.localityId ? t('Select area') : t('Choose a locality first')}
      options={areasOf(meta.localities, editing.draft.localityId)}
      onChange={(areaId) => meta.setDraft({ areaId })}
    />
  ),
  { shown: (context) => context.getValue() || <span className="cell-muted">—</span> },
);

const StatusColumnCell = ({ row, table }: Cell) => {
  if (row.id === NEW_SCHOOL_ID) return <span className="badge">{t('New')}</span>;
  return <StatusCell status={row.original.status} updating={metaOf(table).updatingIds.has(row.id)} />;
};

const selectColumn = mergeColumn(kinds);
const actions = actionsColumn(kinds, menuItemsOf);

/** Spec §2.6, §3: Code, Name, Locality, Area, Status and the row menu; in merge mode a selection column first. */
export const schoolsColumns = (merging: boolean): ColumnDef<School, string>[] => [
  ...(merging ? [selectColumn] : []),
  { id: 'code', meta: { secondary: true }, header: () => t('Code'), accessorFn: (school) => school.code, cell: CodeCell },
  { id: 'name', header: () => t('Name'), accessorFn: (school) => school.name, cell: NameCell },
  { id: 'locality', header: () => t('Locality'), accessorFn: (school) => school.locality.name, cell: LocalityCell },
  { id: 'area', header: () => t('Area'), accessorFn: (school) => school.area?.name ?? '', cell: AreaCell },
  { id: 'status', header: () => t('Status'), accessorFn: (school) => school.status, cell: StatusColumnCell },
  actions,
];
