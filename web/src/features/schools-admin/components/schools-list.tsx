import { useMemo } from 'react';
import { toast } from 'sonner';
import { ApiError } from '../../../lib/api-client';
import { SCHOOL_CREATE_FAILED, SCHOOL_CREATED, useCreateSchool } from '../api/create-school';
import { SCHOOL_DELETE_FAILED, SCHOOL_DELETED, useDeleteSchool } from '../api/delete-school';
import { useLocalities } from '../api/get-localities';
import { useSchools, type School, type SchoolStatus } from '../api/get-schools';
import { SCHOOLS_MERGE_FAILED, SCHOOLS_MERGED, useMergeSchools } from '../api/merge-schools';
import { SCHOOL_UPDATE_FAILED, SCHOOL_UPDATED, useUpdateSchool } from '../api/update-school';
import { useUpdateSchoolStatus } from '../api/update-school-status';
import { emirateOf } from '../utils/emirates';
import { blankSchoolDraft, checkSchoolDraft, previewSchoolCode, withLocality, type SchoolDraft } from '../utils/school-form';
import { matchesSchool } from '../utils/search';
import { EmirateList } from './emirate-list';
import { NEW_SCHOOL_ID, schoolsActions, schoolsColumns, type SchoolEditing, type SchoolsTableMeta } from './schools-columns';
import { useEmirateList } from './use-emirate-list';
import { t, tm } from '../../../i18n/intl';

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

/** Server field names of the school body, as the row's inputs. */
const invalidFrom = (error: unknown): SchoolEditing['invalid'] | null => {
  if (!(error instanceof ApiError)) return null;
  const fields = error.fieldErrors;
  if (!fields.name && !fields.locality_id && !fields.area_id) return null;
  return { name: Boolean(fields.name), locality: Boolean(fields.locality_id), area: Boolean(fields.area_id) };
};

const schoolLocality = (school: School) => school.locality;

/**
 * Spec §2.6, §4, §5: the Schools list. Emirate tabs, search and 7 rows a page (all in the
 * URL); a row menu with Edit, Add, List, Merge, Active, Flag, Block, History and Delete; an
 * add row whose code is generated; merge mode to fold a duplicate school into another.
 */
export const SchoolsList = () => {
  const localitiesQuery = useLocalities();
  const createSchool = useCreateSchool();
  const updateSchool = useUpdateSchool();
  const updateStatus = useUpdateSchoolStatus();
  // The list's own query, merge and delete are its state's: they are read and run there.
  const list = useEmirateList<School, SchoolEditing>({
    query: useSchools(),
    localityOf: schoolLocality,
    matches: matchesSchool,
    labelOf: (school) => school.name,
    historyOf: (school) => ['school', school.id],
    names: {
      plural: t('schools'),
      tableLabel: (emirate) => t('Schools in {emirate}', { emirate }),
      count: (n, emirate) => t('{n} schools in {emirate}', { n, emirate }),
      failed: t('Failed to load schools. Please try again.'),
      pagesLabel: t('Schools pages'),
      deleteQuestion: t('Are you sure you want to delete this school? This action cannot be undone.'),
    },
    blank: blankSchool,
    columns: schoolsColumns,
    merge: { ...useMergeSchools(), messages: { success: t(SCHOOLS_MERGED), failure: t(SCHOOLS_MERGE_FAILED) } },
    remove: { ...useDeleteSchool(), messages: { success: t(SCHOOL_DELETED), failure: t(SCHOOL_DELETE_FAILED) } },
  });
  const { tab, setTab, all, byId, editing, setEditing } = list;
  const localities = localitiesQuery.data ?? [];

  const editedSchool = editing && editing.rowId !== NEW_SCHOOL_ID ? byId.get(editing.rowId) : undefined;
  const codePreview = useMemo(
    () =>
      editing
        ? previewSchoolCode(
            editing.draft,
            localities,
            (all ?? []).map((school) => school.code),
            editedSchool?.code,
          )
        : null,
    [editing, localities, all, editedSchool?.code],
  );

  const startAdding = (draft: SchoolDraft) => setEditing({ rowId: NEW_SCHOOL_ID, draft, invalid: noInvalid });
  /** A new school starts in the tab's emirate, when the tab is one. */
  const tabLocalityId = localities.find((locality) => emirateOf(locality) === tab && tab !== 'other')?.id ?? '';
  const saving = createSchool.isPending || updateSchool.isPending;

  const save = async () => {
    if (!editing || saving) return;
    const checked = checkSchoolDraft(editing.draft);
    if (!checked.ok) {
      toast.error(tm(checked.message));
      setEditing({ ...editing, invalid: checked.missing });
      return;
    }
    const isNew = editing.rowId === NEW_SCHOOL_ID;
    try {
      const done = isNew
        ? await createSchool.mutateAsync(checked.values)
        : await updateSchool.mutateAsync({ id: editing.rowId, values: checked.values });
      if (done !== undefined) toast.success(t(isNew ? SCHOOL_CREATED : SCHOOL_UPDATED));
      setEditing(null);
      // The school may now belong to another emirate's tab: go where it is.
      const where = done ? emirateOf(done.locality) : tab;
      if (where !== tab) setTab(where);
    } catch (error) {
      list.saveFailed(error, t(isNew ? SCHOOL_CREATE_FAILED : SCHOOL_UPDATE_FAILED), invalidFrom(error));
    }
  };

  const changeStatus = (school: School, status: SchoolStatus) =>
    list.rowWrite(school.id, () => updateStatus.mutateAsync({ id: school.id, status, expectedStatus: school.status }), {
      success: t(SCHOOL_UPDATED),
      failure: t(SCHOOL_UPDATE_FAILED),
    });

  const meta: SchoolsTableMeta = {
    ...list.rowActions,
    editing,
    codePreview,
    localities,
    saving,
    setDraft: (patch) =>
      setEditing((current) => (current ? { ...current, draft: { ...current.draft, ...patch }, invalid: noInvalid } : current)),
    setLocality: (localityId) =>
      setEditing((current) =>
        current ? { ...current, draft: withLocality(current.draft, localities, localityId), invalid: noInvalid } : current,
      ),
    save: () => void save(),
    onEdit: (school) =>
      setEditing({
        rowId: school.id,
        draft: { name: school.name, localityId: school.locality_id, areaId: school.area_id ?? '' },
        invalid: noInvalid,
      }),
    onAdd: (school) => startAdding({ name: '', localityId: school.locality_id, areaId: school.area_id ?? '' }),
    onStatus: (school, status) => void changeStatus(school, status),
  };
  schoolsActions.provide(list.table, meta);

  return (
    <EmirateList
      {...list.frame}
      saving={saving}
      onAdd={() => startAdding({ ...blankSchoolDraft, localityId: tabLocalityId })}
      onSave={() => void save()}
    />
  );
};
