import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { LOCALITY_CREATE_FAILED, LOCALITY_CREATED, useCreateLocality } from '../api/create-locality';
import { LOCALITY_DELETE_FAILED, LOCALITY_DELETED, useDeleteLocality } from '../api/delete-locality';
import { useLocalityRows, type LocalityRow } from '../api/get-locality-rows';
import { LOCALITIES_MERGE_FAILED, LOCALITIES_MERGED, useMergeLocalities } from '../api/merge-localities';
import { LOCALITY_UPDATE_FAILED, LOCALITY_UPDATED, useUpdateArea } from '../api/update-area';
import { useUpdateAreaStatus, type SettableAreaStatus } from '../api/update-area-status';
import { emirateOf, type LocalityNaming } from '../utils/emirates';
import { blankLocalityDraft, checkLocalityDraft, type LocalityDraft } from '../utils/locality-form';
import { matchesLocalityRow } from '../utils/search';
import { listHref } from '../utils/use-list-params';
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
import { useEmirateList } from './use-emirate-list';
import { compareNames } from '../../../i18n/format';
import { t, tm } from '../../../i18n/intl';

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
const historyOf = (row: LocalityRow): [string, string] => (row.area_id === null ? ['locality', row.locality_id] : ['area', row.area_id]);

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
  const navigate = useNavigate();
  const createLocality = useCreateLocality();
  const updateArea = useUpdateArea();
  const updateStatus = useUpdateAreaStatus();
  // The list's own query, merge and delete are its state's: they are read and run there.
  const list = useEmirateList<LocalityRow, LocalityEditing>({
    query: useLocalityRows(),
    localityOf,
    matches: matchesLocalityRow,
    labelOf: localityRowLabel,
    historyOf,
    names: {
      plural: t('localities'),
      tableLabel: (emirate) => t('Localities in {emirate}', { emirate }),
      count: (n, emirate) => t('{n} rows in {emirate}', { n, emirate }),
      failed: t('Failed to load localities. Please try again.'),
      pagesLabel: t('Localities pages'),
      deleteQuestion: t('Are you sure you want to delete this locality? This action cannot be undone.'),
    },
    blank: blankRow,
    columns: localitiesColumns,
    merge: { ...useMergeLocalities(), messages: { success: t(LOCALITIES_MERGED), failure: t(LOCALITIES_MERGE_FAILED) } },
    // A row that still has schools is refused (409): the server says why.
    remove: { ...useDeleteLocality(), messages: { success: t(LOCALITY_DELETED), failure: t(LOCALITY_DELETE_FAILED) } },
  });
  const { tab, setTab, all, byId, editing, setEditing } = list;
  const localityNames = useMemo(() => [...new Set((all ?? []).map((row) => row.locality_name))].sort(compareNames), [all]);
  const saving = createLocality.isPending || updateArea.isPending;

  const startAdding = (draft: LocalityDraft) => setEditing({ rowId: NEW_LOCALITY_ID, draft, invalid: noInvalid });

  const save = async () => {
    if (!editing || saving) return;
    if (editing.rowId === NEW_LOCALITY_ID) {
      const checked = checkLocalityDraft(editing.draft);
      if (!checked.ok) {
        toast.error(tm(checked.message));
        setEditing({ ...editing, invalid: checked.missing });
        return;
      }
      try {
        const done = await createLocality.mutateAsync(checked.values);
        if (done !== undefined) toast.success(t(LOCALITY_CREATED));
        setEditing(null);
        // The new row may belong to another emirate's tab: go where it is.
        const where = emirateOf({ code: done?.locality_code ?? '', name: checked.values.locality_name });
        if (done && where !== tab) setTab(where);
      } catch (error) {
        list.saveFailed(error, t(LOCALITY_CREATE_FAILED), invalidFrom(error));
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
      toast.error(tm(checked.message));
      setEditing({ ...editing, invalid: checked.missing });
      return;
    }
    try {
      const done = await updateArea.mutateAsync({ areaId: row.area_id, name: checked.values.area_name });
      if (done) toast.success(t(LOCALITY_UPDATED));
      setEditing(null);
    } catch (error) {
      list.saveFailed(error, t(LOCALITY_UPDATE_FAILED), invalidFrom(error));
    }
  };

  const changeStatus = async (row: LocalityRow, status: SettableAreaStatus) => {
    const areaId = row.area_id;
    if (!areaId) return;
    await list.rowWrite(row.id, () => updateStatus.mutateAsync({ areaId, status, expectedStatus: row.status }), {
      success: t(LOCALITY_UPDATED),
      failure: t(LOCALITY_UPDATE_FAILED),
    });
  };

  const meta: LocalitiesTableMeta = {
    ...list.rowActions,
    editing,
    saving,
    setDraft: (patch) =>
      setEditing((current) => (current ? { ...current, draft: { ...current.draft, ...patch }, invalid: noInvalid } : current)),
    save: () => void save(),
    onEdit: (row) =>
      setEditing({
        rowId: row.id,
        draft: { ...blankLocalityDraft, localityName: row.locality_name, areaName: row.area_name ?? '' },
        invalid: noInvalid,
      }),
    onAdd: (row) => startAdding({ ...blankLocalityDraft, localityName: row.locality_name }),
    onList: (row) => navigate(listHref(paths.superUser.schools.getHref(), emirateOf(localityOf(row)), row.area_name ?? row.locality_name)),
    onStatus: (row, status) => void changeStatus(row, status),
  };
  localitiesActions.provide(list.table, meta);

  return (
    <EmirateList
      {...list.frame}
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
    />
  );
};
