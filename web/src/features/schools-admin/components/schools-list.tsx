import { getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { loadOf } from '../../../components/list/list-shell';
import { paths } from '../../../config/paths';
import { ApiError, errorMessageOf } from '../../../lib/api-client';
import { SCHOOL_CREATE_FAILED, SCHOOL_CREATED, useCreateSchool } from '../api/create-school';
import { SCHOOL_DELETE_FAILED, SCHOOL_DELETED, useDeleteSchool } from '../api/delete-school';
import { useLocalities } from '../api/get-localities';
import { schoolsAdminQueryKey, useSchools, type School, type SchoolStatus } from '../api/get-schools';
import { SCHOOLS_MERGE_FAILED, SCHOOLS_MERGED, useMergeSchools } from '../api/merge-schools';
import { SCHOOL_UPDATE_FAILED, SCHOOL_UPDATED, useUpdateSchool } from '../api/update-school';
import { useUpdateSchoolStatus } from '../api/update-school-status';
import { countByEmirate, emirateOf } from '../utils/emirates';
import { listView } from '../utils/list-view';
import { blankSchoolDraft, checkSchoolDraft, previewSchoolCode, withLocality, type SchoolDraft } from '../utils/school-form';
import { matchesSchool } from '../utils/search';
import { useListParams } from '../utils/use-list-params';
import { useRowMerge } from '../utils/use-row-merge';
import { useRowWrites } from '../../../lib/use-updating-ids';
import { EmirateList } from './emirate-list';
import { NEW_SCHOOL_ID, schoolsActions, schoolsColumns, type SchoolEditing, type SchoolsTableMeta } from './schools-columns';
import { writeWithToasts } from '../../../lib/write-with-toasts';

const noInvalid = { name: false, locality: false, area: false };

const blankSchool: School = {
  id: NEW_SCHOOL_ID,
  code: '',
  name: '',
  locality_id: '',
  area_id: null,
  locality: { id: '', code: '', name: '' },
  area: null,
  status: 'Active',
};

const historyHref = (school: School) =>
  `${paths.superUser.history.getHref()}?${new URLSearchParams({ entityType: 'school', entityId: school.id }).toString()}`;

/** Server field names of the school body, as the row's inputs. */
const invalidFrom = (error: unknown): SchoolEditing['invalid'] | null => {
  if (!(error instanceof ApiError)) return null;
  const fields = error.fieldErrors;
  if (!fields.name && !fields.locality_id && !fields.area_id) return null;
  return { name: Boolean(fields.name), locality: Boolean(fields.locality_id), area: Boolean(fields.area_id) };
};

/**
 * Spec §2.6, §4, §5: the Schools list. Emirate tabs, search and 7 rows a page (all in the
 * URL); a row menu with Edit, Add, List, Merge, Active, Flag, Block, History and Delete; an
 * add row whose code is generated; merge mode to fold a duplicate school into another.
 */
export const SchoolsList = () => {
  const { tab, search, page: requestedPage, setTab, setSearch, setPage } = useListParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const schoolsQuery = useSchools();
  const localitiesQuery = useLocalities();
  const createSchool = useCreateSchool();
  const updateSchool = useUpdateSchool();
  const updateStatus = useUpdateSchoolStatus();
  const deleteSchool = useDeleteSchool();
  const mergeSchools = useMergeSchools();
  const [editing, setEditing] = useState<SchoolEditing | null>(null);
  const [pendingDelete, setPendingDelete] = useState<School | null>(null);

  const all = schoolsQuery.data;
  const localities = localitiesQuery.data ?? [];
  const byId = useMemo(() => new Map((all ?? []).map((school) => [school.id, school])), [all]);
  const merge = useRowMerge(byId);
  const counts = useMemo(() => (all ? countByEmirate(all, (school) => school.locality) : null), [all]);
  const view = useMemo(
    () => listView(all ?? [], { tab, search, page: requestedPage, localityOf: (school) => school.locality, matches: matchesSchool }),
    [all, tab, search, requestedPage],
  );
  const adding = editing?.rowId === NEW_SCHOOL_ID;
  const data = useMemo(() => (adding ? [blankSchool, ...view.rows] : view.rows), [adding, view.rows]);
  const columns = useMemo(() => schoolsColumns(merge.active), [merge.active]);

  const editedSchool = editing && editing.rowId !== NEW_SCHOOL_ID ? byId.get(editing.rowId) : undefined;
  const codePreview = useMemo(
    () => (editing ? previewSchoolCode(editing.draft, localities, (all ?? []).map((school) => school.code), editedSchool?.code) : null),
    [editing, localities, all, editedSchool?.code],
  );

  const startAdding = (draft: SchoolDraft) => setEditing({ rowId: NEW_SCHOOL_ID, draft, invalid: noInvalid });
  /** A new school starts in the tab's emirate, when the tab is one. */
  const tabLocalityId = localities.find((locality) => emirateOf(locality) === tab && tab !== 'other')?.id ?? '';

  const save = async () => {
    if (!editing || createSchool.isPending || updateSchool.isPending) return;
    const checked = checkSchoolDraft(editing.draft);
    if (!checked.ok) {
      toast.error(checked.message);
      setEditing({ ...editing, invalid: checked.missing });
      return;
    }
    const isNew = editing.rowId === NEW_SCHOOL_ID;
    try {
      const done = isNew ? await createSchool.mutateAsync(checked.values) : await updateSchool.mutateAsync({ id: editing.rowId, values: checked.values });
      if (done !== undefined) toast.success(isNew ? SCHOOL_CREATED : SCHOOL_UPDATED);
      setEditing(null);
      // The school may now belong to another emirate's tab: go where it is.
      const where = done ? emirateOf(done.locality) : tab;
      if (where !== tab) setTab(where);
    } catch (error) {
      toast.error(errorMessageOf(error, isNew ? SCHOOL_CREATE_FAILED : SCHOOL_UPDATE_FAILED));
      const invalid = invalidFrom(error);
      if (invalid) setEditing((current) => (current ? { ...current, invalid } : current));
    }
  };

  const reload = () => queryClient.invalidateQueries({ queryKey: schoolsAdminQueryKey });
  const [updatingIds, rowWrite] = useRowWrites(reload);

  const changeStatus = (school: School, status: SchoolStatus) =>
    rowWrite(school.id, () => updateStatus.mutateAsync({ id: school.id, status, expectedStatus: school.status }), {
      success: SCHOOL_UPDATED,
      failure: SCHOOL_UPDATE_FAILED,
    });

  const confirmDelete = async () => {
    const school = pendingDelete;
    if (!school) return;
    await writeWithToasts(() => deleteSchool.mutateAsync(school.id), { success: SCHOOL_DELETED, failure: SCHOOL_DELETE_FAILED }, reload);
    setPendingDelete(null);
  };

  const runMerge = async () => {
    if (!merge.check.ok || mergeSchools.isPending) return;
    const { primaryId, secondaryId } = merge.check;
    const done = await writeWithToasts(() => mergeSchools.mutateAsync({ primaryId, secondaryId }), { success: SCHOOLS_MERGED, failure: SCHOOLS_MERGE_FAILED }, reload);
    if (done) merge.merged();
  };

  const meta: SchoolsTableMeta = {
    editing,
    codePreview,
    localities,
    saving: createSchool.isPending || updateSchool.isPending,
    updatingIds,
    merging: merge.active,
    selection: merge.selection,
    setDraft: (patch) => setEditing((current) => (current ? { ...current, draft: { ...current.draft, ...patch }, invalid: noInvalid } : current)),
    setLocality: (localityId) =>
      setEditing((current) => (current ? { ...current, draft: withLocality(current.draft, localities, localityId), invalid: noInvalid } : current)),
    save: () => void save(),
    cancelEdit: () => setEditing(null),
    onEdit: (school) =>
      setEditing({ rowId: school.id, draft: { name: school.name, localityId: school.locality_id, areaId: school.area_id ?? '' }, invalid: noInvalid }),
    onAdd: (school) => startAdding({ name: '', localityId: school.locality_id, areaId: school.area_id ?? '' }),
    onStatus: (school, status) => void changeStatus(school, status),
    onDelete: setPendingDelete,
    onMerge: (school) => merge.startWith(school.id),
    onCancelMerge: merge.cancel,
    onToggleMerge: merge.toggle,
    onPrimary: merge.markPrimary,
    onHistory: (school) => navigate(historyHref(school)),
  };

  const table = useReactTable<School>({
    data,
    columns,
    getRowId: (school) => school.id,
    getCoreRowModel: getCoreRowModel(),
  });
  schoolsActions.provide(table, meta);

  return (
    <EmirateList
      noun="schools"
      countNoun="schools"
      title="Schools"
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
      load={loadOf(schoolsQuery, search)}
      texts={{
        loading: 'Loading schools...',
        failed: 'Failed to load schools. Please try again.',
        empty: 'No schools found',
        noMatch: 'No schools found matching your search',
      }}
      fetching={schoolsQuery.isFetching}
      updatingIds={updatingIds}
      merge={merge}
      merging={mergeSchools.isPending}
      onMerge={() => void runMerge()}
      mergeLabel={(id) => byId.get(id)?.name ?? id}
      editingId={editing?.rowId ?? null}
      newId={NEW_SCHOOL_ID}
      saving={meta.saving}
      onAdd={() => startAdding({ ...blankSchoolDraft, localityId: tabLocalityId })}
      onSave={() => void save()}
      deleting={{
        open: pendingDelete !== null,
        message: 'Are you sure you want to delete this school? This action cannot be undone.',
        busy: deleteSchool.isPending,
        onConfirm: () => void confirmDelete(),
        onCancel: () => setPendingDelete(null),
      }}
    />
  );
};
