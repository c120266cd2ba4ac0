import { getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { loadOf } from '../../../components/list/list-shell';
import { paths } from '../../../config/paths';
import { ApiError, errorMessageOf } from '../../../lib/api-client';
import { LOCALITY_CREATE_FAILED, LOCALITY_CREATED, useCreateLocality } from '../api/create-locality';
import { LOCALITY_DELETE_FAILED, LOCALITY_DELETED, useDeleteLocality } from '../api/delete-locality';
import { useLocalityRows, type LocalityRow } from '../api/get-locality-rows';
import { schoolsAdminQueryKey } from '../api/get-schools';
import { LOCALITIES_MERGE_FAILED, LOCALITIES_MERGED, useMergeLocalities } from '../api/merge-localities';
import { LOCALITY_UPDATE_FAILED, LOCALITY_UPDATED, useUpdateArea } from '../api/update-area';
import { useUpdateAreaStatus, type SettableAreaStatus } from '../api/update-area-status';
import { countByEmirate, emirateOf, type LocalityNaming } from '../utils/emirates';
import { listView } from '../utils/list-view';
import { blankLocalityDraft, checkLocalityDraft, type LocalityDraft } from '../utils/locality-form';
import { matchesLocalityRow } from '../utils/search';
import { listHref, useListParams } from '../utils/use-list-params';
import { useRowMerge } from '../utils/use-row-merge';
import { useRowWrites } from '../../../lib/use-updating-ids';
import { EmirateList } from './emirate-list';
import {
  LOCALITY_NAMES_LIST_ID,
  localitiesActions,
  localitiesColumns,
  localityRowLabel,
  NEW_LOCALITY_ID,
  type LocalitiesTableMeta,
  type LocalityEditing,
} from './localities-columns';
import { writeWithToasts } from '../../../lib/write-with-toasts';

const noInvalid = { localityName: false, areaName: false };

const blankRow: LocalityRow = {
  id: NEW_LOCALITY_ID,
  locality_id: '',
  locality_code: '',
  locality_name: '',
  area_id: null,
  area_code: null,
  area_name: null,
  status: 'Active',
  linkedSchoolsCount: 0,
  linkedStudentsCount: 0,
};

const localityOf = (row: LocalityRow): LocalityNaming => ({ code: row.locality_code, name: row.locality_name });

/** An area's row has the area's history; the row without an area, its locality's. */
const historyHref = (row: LocalityRow) =>
  `${paths.superUser.history.getHref()}?${new URLSearchParams(
    row.area_id === null ? { entityType: 'locality', entityId: row.locality_id } : { entityType: 'area', entityId: row.area_id },
  ).toString()}`;

const invalidFrom = (error: unknown): LocalityEditing['invalid'] | null => {
  if (!(error instanceof ApiError)) return null;
  const fields = error.fieldErrors;
  const localityName = Boolean(fields.locality_name);
  const areaName = Boolean(fields.area_name || fields.name);
  return localityName || areaName ? { localityName, areaName } : null;
};

/**
 * Spec §2.6, §4: the Localities list, one row per (locality, area) pair. Emirate tabs, search
 * over the seven columns and 7 rows a page (all in the URL); Edit renames the area; Add opens
 * a blank row saved with the toolbar's Save; merge mode folds a duplicate row into another.
 */
export const LocalitiesList = () => {
  const { tab, search, page: requestedPage, setTab, setSearch, setPage } = useListParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const rowsQuery = useLocalityRows();
  const createLocality = useCreateLocality();
  const updateArea = useUpdateArea();
  const updateStatus = useUpdateAreaStatus();
  const deleteLocality = useDeleteLocality();
  const mergeLocalities = useMergeLocalities();
  const [editing, setEditing] = useState<LocalityEditing | null>(null);
  const [pendingDelete, setPendingDelete] = useState<LocalityRow | null>(null);

  const all = rowsQuery.data;
  const byId = useMemo(() => new Map((all ?? []).map((row) => [row.id, row])), [all]);
  const merge = useRowMerge(byId);
  const counts = useMemo(() => (all ? countByEmirate(all, localityOf) : null), [all]);
  const localityNames = useMemo(() => [...new Set((all ?? []).map((row) => row.locality_name))].sort(), [all]);
  const view = useMemo(
    () => listView(all ?? [], { tab, search, page: requestedPage, localityOf, matches: matchesLocalityRow }),
    [all, tab, search, requestedPage],
  );
  const adding = editing?.rowId === NEW_LOCALITY_ID;
  const data = useMemo(() => (adding ? [blankRow, ...view.rows] : view.rows), [adding, view.rows]);
  const columns = useMemo(() => localitiesColumns(merge.active), [merge.active]);
  const saving = createLocality.isPending || updateArea.isPending;

  const startAdding = (draft: LocalityDraft) => setEditing({ rowId: NEW_LOCALITY_ID, draft, invalid: noInvalid });

  const save = async () => {
    if (!editing || saving) return;
    if (editing.rowId === NEW_LOCALITY_ID) {
      const checked = checkLocalityDraft(editing.draft);
      if (!checked.ok) {
        toast.error(checked.message);
        setEditing({ ...editing, invalid: checked.missing });
        return;
      }
      try {
        const done = await createLocality.mutateAsync(checked.values);
        if (done !== undefined) toast.success(LOCALITY_CREATED);
        setEditing(null);
        // The new row may belong to another emirate's tab: go where it is.
        const where = emirateOf({ code: done?.locality_code ?? '', name: checked.values.locality_name });
        if (done && where !== tab) setTab(where);
      } catch (error) {
        toast.error(errorMessageOf(error, LOCALITY_CREATE_FAILED));
        const invalid = invalidFrom(error);
        if (invalid) setEditing((current) => (current ? { ...current, invalid } : current));
      }
      return;
    }
    const row = byId.get(editing.rowId);
    if (!row?.area_id) {
      setEditing(null);
      return;
    }
    const checked = checkLocalityDraft({ ...editing.draft, localityName: row.locality_name });
    if (!checked.ok) {
      toast.error(checked.message);
      setEditing({ ...editing, invalid: checked.missing });
      return;
    }
    try {
      const done = await updateArea.mutateAsync({ areaId: row.area_id, name: checked.values.area_name });
      if (done) toast.success(LOCALITY_UPDATED);
      setEditing(null);
    } catch (error) {
      toast.error(errorMessageOf(error, LOCALITY_UPDATE_FAILED));
      const invalid = invalidFrom(error);
      if (invalid) setEditing((current) => (current ? { ...current, invalid } : current));
    }
  };

  const reload = () => queryClient.invalidateQueries({ queryKey: schoolsAdminQueryKey });
  const [updatingIds, rowWrite] = useRowWrites(reload);

  const changeStatus = async (row: LocalityRow, status: SettableAreaStatus) => {
    const areaId = row.area_id;
    if (!areaId) return;
    await rowWrite(row.id, () => updateStatus.mutateAsync({ areaId, status, expectedStatus: row.status }), {
      success: LOCALITY_UPDATED,
      failure: LOCALITY_UPDATE_FAILED,
    });
  };

  const confirmDelete = async () => {
    const row = pendingDelete;
    if (!row) return;
    // A row that still has schools is refused (409): the server says why.
    await writeWithToasts(() => deleteLocality.mutateAsync(row.id), { success: LOCALITY_DELETED, failure: LOCALITY_DELETE_FAILED }, reload);
    setPendingDelete(null);
  };

  const runMerge = async () => {
    if (!merge.check.ok || mergeLocalities.isPending) return;
    const { primaryId, secondaryId } = merge.check;
    const done = await writeWithToasts(() => mergeLocalities.mutateAsync({ primaryId, secondaryId }), { success: LOCALITIES_MERGED, failure: LOCALITIES_MERGE_FAILED }, reload);
    if (done) merge.merged();
  };

  const meta: LocalitiesTableMeta = {
    editing,
    saving,
    updatingIds,
    merging: merge.active,
    selection: merge.selection,
    setDraft: (patch) => setEditing((current) => (current ? { ...current, draft: { ...current.draft, ...patch }, invalid: noInvalid } : current)),
    save: () => void save(),
    cancelEdit: () => setEditing(null),
    onEdit: (row) => setEditing({ rowId: row.id, draft: { ...blankLocalityDraft, localityName: row.locality_name, areaName: row.area_name ?? '' }, invalid: noInvalid }),
    onAdd: (row) => startAdding({ ...blankLocalityDraft, localityName: row.locality_name }),
    onList: (row) => navigate(listHref(paths.superUser.schools.getHref(), emirateOf(localityOf(row)), row.area_name ?? row.locality_name)),
    onStatus: (row, status) => void changeStatus(row, status),
    onDelete: setPendingDelete,
    onMerge: (row) => merge.startWith(row.id),
    onCancelMerge: merge.cancel,
    onToggleMerge: merge.toggle,
    onPrimary: merge.markPrimary,
    onHistory: (row) => navigate(historyHref(row)),
  };

  const table = useReactTable<LocalityRow>({
    data,
    columns,
    getRowId: (row) => row.id,
    getCoreRowModel: getCoreRowModel(),
  });
  localitiesActions.provide(table, meta);

  return (
    <EmirateList
      noun="localities"
      countNoun="rows"
      title="Localities"
      tab={tab}
      onTab={(next) => {
        setEditing(null);
        setTab(next);
      }}
      counts={counts}
      search={search}
      onSearch={setSearch}
      onPage={setPage}
      view={view}
      table={table}
      load={loadOf(rowsQuery, search)}
      texts={{
        loading: 'Loading localities...',
        failed: 'Failed to load localities. Please try again.',
        empty: 'No localities found',
        noMatch: 'No localities found matching your search',
      }}
      fetching={rowsQuery.isFetching}
      updatingIds={updatingIds}
      merge={merge}
      merging={mergeLocalities.isPending}
      onMerge={() => void runMerge()}
      mergeLabel={(id) => {
        const row = byId.get(id);
        return row ? localityRowLabel(row) : id;
      }}
      editingId={editing?.rowId ?? null}
      newId={NEW_LOCALITY_ID}
      saving={saving}
      onAdd={() => startAdding(blankLocalityDraft)}
      onSave={() => void save()}
      below={
        <datalist id={LOCALITY_NAMES_LIST_ID}>
          {localityNames.map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
      }
      deleting={{
        open: pendingDelete !== null,
        message: 'Are you sure you want to delete this locality? This action cannot be undone.',
        busy: deleteLocality.isPending,
        onConfirm: () => void confirmDelete(),
        onCancel: () => setPendingDelete(null),
      }}
    />
  );
};
